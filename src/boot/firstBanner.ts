// The first banner of a page's slider, read from the configuration answer
// (cms/grouped) before the app has checked it, to be painted by the boot
// frame. Nothing of the answer is trusted: anything unexpected, or a picture
// whose address is not a safe link, means no banner (the app paints its own
// once it has checked the answer).
import { safeLink } from '../../contract/safeLink';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The pictures (small, medium, large) of the first banner of `slug`, or null. */
export function firstBannerImages(answer: unknown, slug: string): string[] | null {
  if (!isRecord(answer) || answer.success !== true || !isRecord(answer.data) || !Array.isArray(answer.data.sliderList)) return null;
  // As the app reads it: the banners of every slider entry with this slug, in order.
  const banner: unknown = answer.data.sliderList
    .filter((slider) => isRecord(slider) && slider.slug === slug && Array.isArray(slider.banners))
    .flatMap((slider: { banners: unknown[] }) => slider.banners)[0];
  if (!isRecord(banner) || !Array.isArray(banner.images)) return null;
  const images = banner.images.slice(0, 3);
  const safe =
    images.length > 0 &&
    images.every((image): image is string => typeof image === 'string' && image.length <= 2048 && safeLink(image) !== '');
  return safe ? images : null;
}
