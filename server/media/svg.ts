// Demo images, generated here as SVG: banners, promotions, popups, payment
// methods, bonuses, logos. Deterministic by name, so a page shows the same
// picture every time, and nothing is fetched from outside.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../pages/html';
import { captionOf } from './captions';

export const MEDIA_SIZES = {
  banner: [1920, 480],
  'banner-md': [1200, 400],
  'banner-sm': [768, 400],
  promo: [800, 450],
  'promo-wide': [1200, 500],
  popup: [600, 600],
  'popup-md': [900, 600],
  'popup-lg': [1200, 600],
  method: [240, 120],
  bonus: [480, 270],
  logo: [240, 80],
  game: [400, 300],
  category: [240, 120],
} as const;
export type MediaKind = keyof typeof MEDIA_SIZES;

/** The kind named in a request: own keys only (`constructor` and `__proto__` are in every object, issue 32 L4). */
export function isMediaKind(kind: string): kind is MediaKind {
  return Object.hasOwn(MEDIA_SIZES, kind);
}

function hue(name: string, offset: number): number {
  return (createHash('sha256').update(name).digest()[offset]! * 360) / 256;
}

/**
 * Kinds whose picture carries no label: a game tile names its game beneath
 * the picture. Text in an SVG image is laid out in a document of its own,
 * and a phone's home page paints about twenty tiles (issue 20).
 */
const UNLABELLED: ReadonlySet<MediaKind> = new Set(['game']);

/** The picture named `name` (a slug): its caption in its own words and language, 'hosgeldin-bonusu' reading 'HOŞ GELDİN BONUSU' (captions.ts). */
export function renderSvg(kind: MediaKind, name: string): string {
  const [width, height] = MEDIA_SIZES[kind];
  const label = captionOf(name).slice(0, 40);
  const [h1, h2] = [hue(name, 0), hue(name, 1)];
  const fontSize = Math.round(Math.min((width / Math.max(label.length, 6)) * 1.4, height / 4));
  const circles = [2, 3, 4, 5]
    .map((i) => {
      const h = createHash('sha256').update(`${name}:${i}`).digest();
      return `<circle cx="${(h[0]! / 255) * width}" cy="${(h[1]! / 255) * height}" r="${(h[2]! / 255) * height * 0.6 + 10}" fill="hsl(${hue(name, i)} 80% 60% / 0.18)"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1} 70% 28%)"/><stop offset="1" stop-color="hsl(${h2} 70% 16%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}
${UNLABELLED.has(kind) ? '' : `<text x="50%" y="52%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="${fontSize}" fill="#f5b70a">${escapeHtml(label)}</text>`}
</svg>`;
}
