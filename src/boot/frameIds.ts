// The boot frame's element names, shared by its markup (frame.ts, at build
// time) and the boot script (boot.ts, in the page), which must not carry the
// frame's style sheet with it.
export const FRAME_ID = 'boot-frame';
/** On the frame when the page has banners (sliders.ts): the banner's box shows. */
export const FRAME_WITH_BANNER_CLASS = 'boot-banner-page';
export const FRAME_BANNER_CLASS = 'boot-banner';
