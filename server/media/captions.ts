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

/** Banners, promotions, the popup, payment methods and bonuses of the demo (server/seed/demoContent.ts), all in Turkish, by slug. */
const TURKISH_PICTURES: Record<string, string> = {
  'hosgeldin-bonusu': 'Hoş Geldin Bonusu',
  'canli-bahis': 'Canlı Bahis',
  'slot-oyunlari': 'Slot Oyunları',
  'slot-turnuvasi': 'Slot Turnuvası',
  'yeni-oyunlar': 'Yeni Oyunlar',
  'canli-rulet': 'Canlı Rulet',
  'canli-blackjack': 'Canlı Blackjack',
  kampanyalar: 'Kampanyalar',
  'kayip-bonusu': 'Kayıp Bonusu',
  'canli-casino-turnuvasi': 'Canlı Casino Turnuvası',
  'hafta-sonu-firsati': 'Hafta Sonu Fırsatı',
  'hafta-sonu-bonusu': 'Hafta Sonu Bonusu',
  'gecmis-kampanya': 'Geçmiş Kampanya',
  papara: 'Papara',
  'kripto-usdt': 'Kripto USDT',
  'kredi-karti': 'Kredi Kartı',
  'havale-eft': 'Havale / EFT',
  'banka-havalesi': 'Banka Havalesi',
};

const CAPTIONS = new Map<string, Caption>([
  ...Object.entries(TURKISH_PICTURES).map(([slug, text]) => [slug, { text, locale: 'tr-TR' }] as const),
  ...CATEGORIES.map(
    (category) => [slugOf(category.name), { text: category.name, locale: category.lang === 'tr' ? 'tr-TR' : 'en' }] as const,
  ),
]);

/** The picture has its words and language here (not only a slug). */
export const hasOwnCaption = (slug: string) => CAPTIONS.has(slug);

/** The caption of the picture named `slug`, capitalised by its own language. */
export function captionOf(slug: string): string {
  const caption = CAPTIONS.get(slug) ?? { text: slug.replace(/[-_]+/g, ' ').trim(), locale: 'en' };
  return caption.text.toLocaleUpperCase(caption.locale);
}
