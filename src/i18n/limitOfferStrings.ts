// The offer of a deposit limit at registration and before the first deposit
// (issue 8): it loads with the sign-up dialog and the deposit page.
import type { StringPack } from './packs';

const tr = {
  limitOffer: {
    title: 'Bir yatırım sınırı koymak ister misiniz?',
    text: 'Günlük, haftalık ya da aylık yatırım sınırınızı şimdi belirleyebilir, dilediğiniz zaman Sorumlu Oyun sayfasından değiştirebilirsiniz.',
    link: 'Yatırım sınırı koy',
  },
};

export const limitOfferStrings = {
  tr,
  en: {
    limitOffer: {
      title: 'Would you like to set a deposit limit?',
      text: 'You can set a daily, weekly or monthly deposit limit now, and change it any time on the Responsible Gaming page.',
      link: 'Set a deposit limit',
    },
  } satisfies typeof tr,
} satisfies StringPack;
