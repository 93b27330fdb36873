// index.html's boot script, inlined into the page by the build
// (scripts/bootFrame.ts) right after the frame, and run before the app's
// script has arrived:
// 1. starts the first screen's calls (the configuration and the CMS
//    categories) for the API client to take (src/api/earlyCalls.ts);
// 2. makes room for the top notification bar by the app's own rule;
// 3. paints the page's first banner into the frame (frame.ts) as soon as
//    the configuration answers, if the app has not drawn the page yet;
// 4. on a dashboard page, for a player with a stored session, paints the
//    page's breadcrumb and title where the page will draw them, until the
//    page's own code has drawn it (its chunk arrives after the app's).
// It must stay small (it is in every page's HTML) and never throw: a
// failure leaves the app to do all of it, as before.
import { startEarlyCalls, type EarlyCalls } from '../api/earlyCalls';
import { topNotificationShows } from '../../machines/topNotification.rule';
import { pictureSources } from '../ui/shared/pictureSources';
import { TOP_NOTIFICATION_PAGE_CLASS } from '../ui/shared/pageClasses';
import { sliderOfPath } from '../ui/shared/sliders';
import { firstBannerImages } from './firstBanner';
import { FRAME_BANNER_CLASS, FRAME_ID, FRAME_TITLE_ID, FRAME_WITH_BANNER_CLASS, type FrameTitles } from './frameIds';
import { storedIdentity, topNotificationReadStored, type GetItem } from './storedIdentity';

declare global {
  interface Window {
    /** The early calls for the API client (src/app/services.ts) and the first render (src/app/main.tsx). */
    casinoEarlyCalls?: EarlyCalls;
  }
}

function paint(frame: HTMLElement, images: readonly string[]) {
  const box = frame.querySelector(`.${FRAME_BANNER_CLASS}`);
  if (!box) return;
  const { small, sources } = pictureSources(images);
  const picture = document.createElement('picture');
  for (const { media, srcSet } of sources) {
    const source = document.createElement('source');
    source.media = media;
    source.srcset = srcSet;
    picture.append(source);
  }
  const img = document.createElement('img');
  img.alt = '';
  img.width = 1200;
  img.height = 500;
  img.fetchPriority = 'high';
  img.src = small;
  picture.append(img);
  box.append(picture);
}

/**
 * The page's breadcrumb and title, outside #root (the app's first render
 * clears #root, and its first screen is the header and a loading line while
 * the page's chunk arrives). Gone once the app has put something other than
 * that line into its main area (the page, or what it says instead), or has
 * gone to another address (a session the server no longer knows).
 */
function paintTitle(frame: HTMLElement, path: string, language: string) {
  const titles = JSON.parse(frame.dataset.titles ?? '{}') as Partial<FrameTitles>;
  const page = titles.pages?.[path];
  const title = page?.title[language];
  if (!page || !title) return;
  const overlay = document.createElement('div');
  overlay.id = FRAME_TITLE_ID;
  overlay.setAttribute('aria-hidden', 'true');
  if (page.wide) overlay.className = 'wide';
  const section = document.createElement('section');
  const crumbs = document.createElement('ol');
  for (const label of [titles.crumb?.[language] ?? '', title]) {
    const item = document.createElement('li');
    item.textContent = label;
    crumbs.append(item);
  }
  const heading = document.createElement('h1');
  heading.textContent = title;
  section.append(crumbs, heading);
  overlay.append(section);
  document.body.append(overlay);
  const shown = () => {
    const content = document.getElementById('main')?.firstElementChild;
    return window.location.pathname !== path || (content != null && content.getAttribute('role') !== 'status');
  };
  const watch = new MutationObserver(() => {
    if (!shown()) return;
    watch.disconnect();
    overlay.remove();
  });
  watch.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
}

try {
  const getItem: GetItem = (key) => window.localStorage.getItem(key);
  const path = window.location.pathname;
  const identity = storedIdentity(getItem);
  window.casinoEarlyCalls = startEarlyCalls(window.fetch.bind(window), new URL('./api/', document.baseURI).href, identity);
  if (topNotificationShows(path, topNotificationReadStored(getItem))) document.body.classList.add(TOP_NOTIFICATION_PAGE_CLASS);
  const slider = sliderOfPath(path);
  const frame = document.getElementById(FRAME_ID);
  if (slider && frame) {
    frame.classList.add(FRAME_WITH_BANNER_CLASS);
    void window.casinoEarlyCalls.bootstrap?.json.then((body) => {
      const images = firstBannerImages(body, slider);
      // Once the app has drawn the page, the frame is gone and the app paints its own.
      if (images && frame.isConnected) paint(frame, images);
    });
  }
  if (frame && identity.token) paintTitle(frame, path, identity.locale);
} catch {
  // Storage or fetch refused: the app starts the calls and draws the page itself.
}
