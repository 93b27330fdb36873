// Texts of the notifications: the panel, which loads when the bell is first
// pressed, and the live link's notice, which loads when the link first drops.
import type { StringPack } from './packs';

const tr = {
  link: {
    reconnecting: 'Canlı bağlantı yeniden kuruluyor...',
    lost: 'Canlı bildirimler durdu.',
    retry: 'Yeniden bağlan',
  },
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
    link: {
      reconnecting: 'Reconnecting the live link...',
      lost: 'Live notifications have stopped.',
      retry: 'Reconnect',
    },
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
