// The home page's layout below the banners, shared by the sections and their
// skeleton (HomeSkeleton.tsx), which is the same boxes empty: what loads
// fills its place and moves nothing (issue 20: CLS 0.5).
import { css } from 'goober';
import { theme } from '../shared/theme';
import { cardListRules } from '../shared/layout';

export const layout = css`
  display: grid;
  gap: ${theme.space.xl};
  margin-top: ${theme.space.xl};
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
  }
`;
export const sectionHead = css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.md};
  h2 {
    margin: 0 0 ${theme.space.md};
  }
`;
/**
 * A lobby section the browser lays out and paints only when it nears the
 * viewport: below the fold, sections of twelve pictures were most of the
 * first screen's layout and paint on a slowed phone. Until first shown it
 * keeps an estimate of its height, afterwards the height it had (`auto`);
 * either way only what is off screen changes size.
 */
export const paintedNearView = css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto 1100px;
  @media (min-width: ${theme.breakpoint.md}) {
    contain-intrinsic-block-size: auto 600px;
  }
`;
export const tiles = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: 12px;
  margin: 0 0 ${theme.space.xl};
  padding: 0;
  list-style: none;
  li {
    aspect-ratio: 4 / 3.8;
  }
`;
export const winners = css`
  padding: ${theme.space.md};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.text.lg};
  }
  ol {
    display: grid;
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
    /* A fixed height, loaded or not: the card never moves what follows it. */
    height: 32rem;
    overflow-y: auto;
  }
`;
export const promoGrid = css`
  ${cardListRules('15rem')}
  a {
    display: block;
    color: inherit;
    text-decoration: none;
    border-radius: ${theme.radius};
    overflow: hidden;
    background: ${theme.color.surface};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  span {
    /* Two lines, whatever the title: the card is the same height loaded or not. */
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    box-sizing: content-box;
    height: 2.8em;
    line-height: 1.4;
    padding: ${theme.space.sm} ${theme.space.md};
    font-weight: 700;
  }
`;

/** A box of the skeleton: the surface colour, no content. */
export const skeletonBox = css`
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
`;
