// index.html's boot frame: a language-free picture of the first screen's
// frame (the top bar's room, the header's band, the page's first banner),
// drawn by the HTML itself while the app's script is on its way, and
// replaced by the app's first render (React clears #root). The banner box
// is painted by the boot script as soon as the configuration answers
// (boot.ts), so that a phone on 4G sees the largest picture of the page
// about a second before the app could draw it (issue 20).
//
// Its geometry copies the app's: the header's height and the page's
// padding are the numbers below, the banner's box is bannerBox.ts itself.
// tests/e2e/bootFrame.spec.ts compares the two boxes on a phone and a
// desktop for every page with banners, so that neither moves alone.
import { bannerBoxSheet, bannerPlaceholderBackground } from '../ui/shared/bannerBox';
import { TOP_NOTIFICATION_PAGE_CLASS } from '../ui/shared/pageClasses';
import { theme } from '../ui/shared/theme';
import { DASHBOARD_COLUMN } from '../ui/shared/dashboard/dashboardColumn';
import { breadcrumbList, breadcrumbSeparator } from '../ui/shared/dashboard/breadcrumbList';
import { FRAME_BANNER_CLASS, FRAME_ID, FRAME_TITLE_ID, FRAME_WITH_BANNER_CLASS, type FrameTitles } from './frameIds';

/** The header's height with its bottom border: one 35 px row on a phone (spec section 9), two rows from 768 px (Header.tsx). */
const HEADER_HEIGHT = { narrow: theme.phoneHeaderHeight, wide: '122px' };

const f = `#${FRAME_ID}`;

/** An attribute's value in single quotes. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');

/** The frame's markup, carrying the dashboard pages' titles for the boot script. */
export const frameMarkup = (titles: FrameTitles) =>
  `<div id="${FRAME_ID}" aria-hidden="true" data-titles='${attribute(JSON.stringify(titles))}'><div class="boot-bar"></div><div class="boot-header"></div><div class="boot-page"><div class="${FRAME_BANNER_CLASS}"></div></div></div>`;

const title = `#${FRAME_TITLE_ID}`;

/** The frame's style sheet, and the page rules of the app's global styles it needs before they exist (globalStyles.ts). */
export const frameStyles = [
  '*,*::before,*::after{box-sizing:border-box}',
  'html{color-scheme:dark}',
  `body{margin:0;min-height:100vh;background:${theme.color.page};color:${theme.color.text}}`,
  `body.${TOP_NOTIFICATION_PAGE_CLASS}{padding-top:${theme.topNotificationHeight}}`,
  `${f} .boot-bar{display:none;position:fixed;inset:0 0 auto;height:${theme.topNotificationHeight};background:${theme.color.accent}}`,
  `body.${TOP_NOTIFICATION_PAGE_CLASS} ${f} .boot-bar{display:block}`,
  `${f} .boot-header{height:${HEADER_HEIGHT.narrow};background:${theme.color.surface};border-bottom:1px solid ${theme.color.surfaceRaised}}`,
  `@media ${theme.wide}{${f} .boot-header{height:${HEADER_HEIGHT.wide}}}`,
  // The pages with banners (home, casino, promotions) start with them, in the pages' column padded 1.5rem 1rem.
  `${f} .boot-page{max-width:${theme.pageColumn};margin:0 auto;padding:${theme.space.lg} ${theme.space.md} 0}`,
  `${f} .${FRAME_BANNER_CLASS}{display:none;overflow:hidden;border-radius:${theme.radius};background:${bannerPlaceholderBackground}}`,
  `${f}.${FRAME_WITH_BANNER_CLASS} .${FRAME_BANNER_CLASS}{display:block}`,
  bannerBoxSheet(`${f} .${FRAME_BANNER_CLASS}`),
  `${f} .${FRAME_BANNER_CLASS} img{display:block;height:auto;border-radius:${theme.radius}}`,
  bannerBoxSheet(`${f} .${FRAME_BANNER_CLASS} img`),
  // A dashboard page's breadcrumb and title, as DashboardPage and Breadcrumb draw them, under the header; opaque, so
  // that the app's loading line under it does not show through while the page's code arrives.
  `${title}{position:absolute;left:0;right:0;top:${HEADER_HEIGHT.narrow};background:${theme.color.page};color:${theme.color.text};font-family:${theme.font};line-height:1.5}`,
  `@media ${theme.wide}{${title}{top:${HEADER_HEIGHT.wide}}}`,
  `body.${TOP_NOTIFICATION_PAGE_CLASS} ${title}{top:calc(${theme.topNotificationHeight} + ${HEADER_HEIGHT.narrow})}`,
  `@media ${theme.wide}{body.${TOP_NOTIFICATION_PAGE_CLASS} ${title}{top:calc(${theme.topNotificationHeight} + ${HEADER_HEIGHT.wide})}}`,
  `${title} section{max-width:${DASHBOARD_COLUMN.narrow};margin:0 auto;padding:${theme.space.lg} ${theme.space.md} 0}`,
  `${title}.wide section{max-width:${DASHBOARD_COLUMN.wide}}`,
  `${title} ol{${breadcrumbList};color:${theme.color.textMuted}}`,
  `${title} li+li::before{${breadcrumbSeparator}}`,
  `${title} li:last-child{color:${theme.color.accent};font-weight:700}`,
].join('');
