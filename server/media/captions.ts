// The demo pictures' captions, in the words and the language they were
// written in. A picture's address carries only a slug, which lost its
// letters ('hosgeldin-bonusu' is 'Hoş Geldin Bonusu') and its language:
// capitalising the slug by Turkish rules made 'SPİNS' of an English word
// and 'HOSGELDİN' of a Turkish one (issue 21). A slug not listed here is
// taken as English words.
import { CATEGORIES, slugOf } from '../casino/catalogue';

export interface Caption {
  text: string;
  locale: 'tr-TR' | 'en';
}

/** Banners, promotions, the popup, payment methods and bonuses of the demo (server/seed/demoContent.ts), all in Turkish. */
const TURKISH_PICTURES = [
  'Hoş Geldin Bonusu',
  'Canlı Bahis',
  'Slot Oyunları',
  'Slot Turnuvası',
  'Yeni Oyunlar',
  'Canlı Rulet',
  'Canlı Blackjack',
  'Kampanyalar',
  'Kayıp Bonusu',
  'Canlı Casino Turnuvası',
  'Hafta Sonu Fırsatı',
  'Hafta Sonu Bonusu',
  'Geçmiş Kampanya',
  'Papara',
  'Kripto USDT',
  'Kredi Kartı',
  'Havale EFT',
  'Banka Havalesi',
];

const CAPTIONS = new Map<string, Caption>([
  ...TURKISH_PICTURES.map((text) => [slugOf(text), { text, locale: 'tr-TR' }] as const),
  ...CATEGORIES.map((category) => [slugOf(category.name), { text: category.name, locale: category.lang === 'tr' ? 'tr-TR' : 'en' }] as const),
]);

/** The picture has its words and language here (not only a slug). */
export const hasOwnCaption = (slug: string) => CAPTIONS.has(slug);

/** The caption of the picture named `slug`, capitalised by its own language. */
export function captionOf(slug: string): string {
  const caption = CAPTIONS.get(slug) ?? { text: slug.replace(/[-_]+/g, ' ').trim(), locale: 'en' };
  return caption.text.toLocaleUpperCase(caption.locale);
}
