// Renders the demo operator's banners (server/seed/demoContent.ts) as WebP
// pictures into server/media/banners/, where the media route serves them.
//
// Why pictures and not the SVG the other demo images are: an operator's
// banners are photographs and illustrations of 20–80 KB, and the demo's
// 1 KB SVGs were unlike them in the one way the browser cares about.
// Chromium does not count a picture under 0.05 bits per displayed pixel as
// the page's largest paint (it looks like a placeholder), so on a desktop
// the site's largest paint was measured on the tiles seconds later while a
// player saw the banner at once (docs/performance.md, issue 31).
//
// Run after changing a banner or the SVG renderer: `npx tsx scripts/demoBanners.ts`.
// The pictures are committed: the server has no image encoder, and none is
// fetched at run time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../tests/e2e/browser';
import { renderSvg } from '../server/media/svg';
import { BANNER_KINDS, bannerFile } from '../server/media/banners';
import { SLIDER_LIST } from '../server/seed/demoContent';

/** Every banner's name, read from its address (`/media/banner/<name>.webp`). */
const DEMO_BANNER_NAMES = [
  ...new Set(SLIDER_LIST.flatMap((slider) => slider.banners.map((banner) => /([a-z0-9-]+)\.webp$/.exec(banner.images[0]!)![1]!))),
];

/** WebP quality: what an operator's CMS usually exports (0.8), close to the SVG by eye. */
const QUALITY = 0.8;

const browser = await chromium.launch(chromiumLaunch);
try {
  const page = await browser.newPage();
  for (const kind of BANNER_KINDS) {
    for (const name of DEMO_BANNER_NAMES) {
      const svg = renderSvg(kind, name);
      const dataUrl = await page.evaluate(
        async ({ svg, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth;
          canvas.height = image.naturalHeight;
          canvas.getContext('2d')!.drawImage(image, 0, 0);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, quality: QUALITY },
      );
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const file = bannerFile(kind, name);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, bytes);
      console.log(`${kind}/${name}.webp ${bytes.length} bytes`);
    }
  }
} finally {
  await browser.close();
}
