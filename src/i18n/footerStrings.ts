// Texts of the footer and the content pages it links to, which load after the first screen (src/ui/shell/Footer.tsx, src/ui/pages/ContentPageView.tsx).
import type { StringPack } from './packs';

const tr = {
  pages: {
    menu: 'Sayfalar',
    failed: 'Sayfa yüklenemedi.',
  },
  footer: {
    betting: 'Bahis',
    casino: 'Casino',
    games: 'Oyunlar',
    sports: 'Spor',
    liveSports: 'Canlı Bahis',
    esports: 'E-spor',
    slot: 'Slot',
    live: 'Canlı Casino',
    tvbets: 'TV Oyunları',
    virtual: 'Sanal',
    stories: 'Hikayemiz',
    termsOfUse: 'Kullanım Şartları',
    termsOfService: 'Hizmet Şartları',
    legal: 'Bu site lisanslı bir oyun operatörü tarafından işletilmektedir.',
    terms:
      'Siteyi kullanarak şartları kabul etmiş olursunuz. Mevcut kullanıcılar güncellenen şartlardan en az iki hafta önce haberdar edilir.',
    licence: 'Lisans bilgileri',
    about: 'Hakkımızda',
    social: 'Sosyal medya',
    providers: 'Oyun sağlayıcılar',
    follow: '{{name}} hesabımız',
    responsibleGaming: 'Kumar bağımlılık yapabilir. Lütfen sorumlu oynayın.',
    adultsOnly: '18+',
  },
};

export const footerStrings = {
  tr,
  en: {
    pages: {
      menu: 'Pages',
      failed: 'The page could not be loaded.',
    },
    footer: {
      betting: 'Betting',
      casino: 'Casino',
      games: 'Games',
      sports: 'Sports',
      liveSports: 'Live Betting',
      esports: 'Esports',
      slot: 'Slots',
      live: 'Live Casino',
      tvbets: 'TV Games',
      virtual: 'Virtual',
      stories: 'Our Stories',
      termsOfUse: 'Terms of Use',
      termsOfService: 'Terms of Service',
      legal: 'This site is run by a licensed gaming operator.',
      terms: 'By using the site you accept the terms. Existing users are told at least two weeks before updated terms apply.',
      licence: 'Licence details',
      about: 'About us',
      social: 'Social media',
      providers: 'Game providers',
      follow: 'Our {{name}} account',
      responsibleGaming: 'Gambling can be addictive. Please play responsibly.',
      adultsOnly: '18+',
    },
  } satisfies typeof tr,
} satisfies StringPack;
