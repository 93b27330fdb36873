// Texts of the notification panel, which loads when the bell is first pressed.
import type { StringPack } from './packs';

const tr = {
  notifications: {
    title: 'Bildirimler',
    empty: 'Yeni bir bildiriminiz olduğunda burada göreceksiniz.',
    back: 'Geri',
    unread: 'Okunmadı',
    loadFailed: 'Bildirimler yüklenemedi.',
    retry: 'Tekrar dene',
    type1: 'Para yatırma',
    type2: 'Para çekme',
    type3: 'Jackpot',
    type4: 'Bonus',
    type5: 'Sistem',
  },
};

export const notificationStrings = {
  tr,
  en: {
    notifications: {
      title: 'Notifications',
      empty: 'When you have a new notification, you will see it here.',
      back: 'Back',
      unread: 'Unread',
      loadFailed: 'The notifications could not be loaded.',
      retry: 'Try again',
      type1: 'Deposit',
      type2: 'Withdrawal',
      type3: 'Jackpot',
      type4: 'Bonus',
      type5: 'System',
    },
  } satisfies typeof tr,
} satisfies StringPack;
