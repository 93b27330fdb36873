// The demo banners are WebP pictures rendered once from the SVG renderer
// (scripts/demoBanners.ts) and committed here; the media route serves them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MediaKind } from './svg';

export const BANNER_KINDS = ['banner-sm', 'banner-md', 'banner'] as const satisfies readonly MediaKind[];
export type BannerKind = (typeof BANNER_KINDS)[number];

const FOLDER = fileURLToPath(new URL('./banners/', import.meta.url));

export const isBannerKind = (kind: string): kind is BannerKind => (BANNER_KINDS as readonly string[]).includes(kind);

/** Where the picture of banner `name` in size `kind` is stored. */
export const bannerFile = (kind: BannerKind, name: string) => `${FOLDER}${kind}/${name}.webp`;

/** A banner's three addresses (spec section 3: small, medium, large). */
export const bannerImages = (name: string) => BANNER_KINDS.map((kind) => `/media/${kind}/${name}.webp`);

/** Pictures read so far: only those that exist, so that asking for made-up names grows nothing. */
const cache = new Map<string, Buffer>();

/** The stored picture, or null for a name with none. */
export function bannerPicture(kind: BannerKind, name: string): Buffer | null {
  const file = bannerFile(kind, name);
  const cached = cache.get(file);
  if (cached) return cached;
  try {
    const bytes = readFileSync(file);
    cache.set(file, bytes);
    return bytes;
  } catch {
    return null;
  }
}
