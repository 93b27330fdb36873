// index.html's boot script, inlined into the page by the build
// (scripts/bootFrame.ts) right after the frame, and run before the app's
// script has arrived:
// 1. starts the first screen's calls (the configuration and the CMS
//    categories) for the API client to take (src/api/earlyCalls.ts);
// 2. makes room for the top notification bar by the app's own rule;
// 3. paints the page's first banner into the frame (frame.ts) as soon as
//    the configuration answers, if the app has not drawn the page yet.
// It must stay small (it is in every page's HTML) and never throw: a
// failure leaves the app to do all of it, as before.
import { startEarlyCalls, type EarlyCalls } from '../api/earlyCalls';
import { topNotificationShows } from '../../machines/topNotification.rule';
import { pictureSources } from '../ui/shared/pictureSources';
import { TOP_NOTIFICATION_PAGE_CLASS } from '../ui/shared/pageClasses';
import { sliderOfPath } from '../ui/shared/sliders';
import { firstBannerImages } from './firstBanner';
import { FRAME_BANNER_CLASS, FRAME_ID, FRAME_WITH_BANNER_CLASS } from './frameIds';
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

try {
  const getItem: GetItem = (key) => window.localStorage.getItem(key);
  const path = window.location.pathname;
  window.casinoEarlyCalls = startEarlyCalls(window.fetch.bind(window), new URL('./api/', document.baseURI).href, storedIdentity(getItem));
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
} catch {
  // Storage or fetch refused: the app starts the calls and draws the page itself.
}
