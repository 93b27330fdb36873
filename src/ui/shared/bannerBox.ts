// The box a banner takes: the same for its placeholder, the still first
// banner, the carousel's slides, and index.html's boot frame (src/boot),
// which paints the first banner before the app runs. Plain CSS text (no
// goober) so that the build can also put it into the page's own <style>.
import { theme } from './theme';

/**
 * The shape of the demo banners at each breakpoint (768×400, 1200×400,
 * 1920×480), an operator's picture of any size covering it. The picture's
 * own shape used to decide its height, so the page jumped by up to 100 px
 * when the placeholders gave way (issue 20).
 */
const BOX = {
  base: 'width: 100%; aspect-ratio: 768 / 400; min-height: 15rem; max-height: 25rem; object-fit: cover;',
  lg: 'aspect-ratio: 3 / 1;',
  xl: 'aspect-ratio: 4 / 1; max-height: 27rem;',
};
const LG = `(min-width: ${theme.breakpoint.lg})`;
const XL = `(min-width: ${theme.breakpoint.xl})`;

/** The box's rules inside a goober rule (nested media queries). */
export const bannerBoxRules = `
  ${BOX.base}
  @media ${LG} { ${BOX.lg} }
  @media ${XL} { ${BOX.xl} }
`;

/** The box's rules for `selector` as a plain style sheet (the boot frame's <style>). */
export const bannerBoxSheet = (selector: string) =>
  `${selector}{${BOX.base}}@media ${LG}{${selector}{${BOX.lg}}}@media ${XL}{${selector}{${BOX.xl}}}`;

/** A banner's frame and picture, the same for the still first banner and the carousel's slides. */
export const bannerFrameRules = `
  overflow: hidden;
  border-radius: ${theme.radius};
  img {
    display: block;
    height: auto;
    ${bannerBoxRules}
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
  }
`;

/** The placeholders' look while the banners are not known. */
export const bannerPlaceholderBackground = `linear-gradient(90deg, ${theme.color.surface}, ${theme.color.surfaceRaised}, ${theme.color.surface})`;
