import { breakpoint } from './theme';

/**
 * An operator image in three sizes (spec section 3: index 0 the default, 1
 * medium, 2 large) for the 992 px and 1200 px breakpoints; a missing size
 * falls back to the next smaller one. Shared by ResponsivePicture and
 * index.html's boot frame, which must pick the same picture.
 */
export function pictureSources(images: readonly string[]): { small: string; sources: Array<{ media: string; srcSet: string }> } {
  const [small = '', medium = small, large = medium] = images;
  return {
    small,
    sources: [
      { media: `(min-width: ${breakpoint.xl})`, srcSet: large },
      { media: `(min-width: ${breakpoint.lg})`, srcSet: medium },
    ],
  };
}
