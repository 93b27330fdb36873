import { theme } from './theme';

/**
 * An operator image in three sizes (spec section 3: index 0 the default, 1
 * medium, 2 large) for the 992 px and 1200 px breakpoints; a missing size
 * falls back to the next smaller one.
 */
export function ResponsivePicture({ images, alt, width, height }: { images: readonly string[]; alt: string; width: number; height: number }) {
  const [small, medium = small, large = medium] = images;
  return (
    <picture>
      <source media={`(min-width: ${theme.breakpoint.xl})`} srcSet={large} />
      <source media={`(min-width: ${theme.breakpoint.lg})`} srcSet={medium} />
      <img src={small} alt={alt} width={width} height={height} />
    </picture>
  );
}
