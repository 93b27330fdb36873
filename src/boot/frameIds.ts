// The boot frame's element names, shared by its markup (frame.ts, at build
// time) and the boot script (boot.ts, in the page), which must not carry the
// frame's style sheet with it.
export const FRAME_ID = 'boot-frame';
/** On the frame when the page has banners (sliders.ts): the banner's box shows. */
export const FRAME_WITH_BANNER_CLASS = 'boot-banner-page';
export const FRAME_BANNER_CLASS = 'boot-banner';
/** A dashboard page's title as the boot script paints it, outside #root so that the app's first render keeps it (boot.ts). */
export const FRAME_TITLE_ID = 'boot-title';

/** The dashboard pages' titles in each language, built from the app's table and dictionaries (scripts/bootFrame.ts), on the frame as `data-titles`. */
export interface FrameTitles {
  /** The breadcrumb's first label ("Hesabım"), by language. */
  crumb: Record<string, string>;
  /** Each page's title by language, and whether its column is the wide one. */
  pages: Record<string, { title: Record<string, string>; wide: boolean }>;
}
