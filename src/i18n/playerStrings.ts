// Texts of a player's part of the header and its menus (the balance, the
// profile, the account menu): they load with a login, not with the first
// screen, which every visitor loads.
import type { StringPack } from './packs';

const tr = {
  header: {
    balance: 'Bakiye',
    refreshBalance: 'Bakiyeyi yenile',
    userCode: 'Kullanıcı Kodu',
    notifications: 'Bildirimler',
    notificationsUnread: 'Bildirimler, {{count}} okunmamış',
    account: 'Hesabım',
    profile: 'Profil',
    openProfile: 'Profili aç',
    openProfileUnread: 'Profili aç, okunmamış bildirimleriniz var',
    closeProfile: 'Profili kapat',
    accountMenu: 'Hesap menüsünü aç',
    deposit: 'Para Yatır',
  },
};

export const playerStrings = {
  tr,
  en: {
    header: {
      balance: 'Balance',
      refreshBalance: 'Refresh balance',
      userCode: 'User Code',
      notifications: 'Notifications',
      notificationsUnread: 'Notifications, {{count}} unread',
      account: 'My account',
      profile: 'Profile',
      openProfile: 'Open profile',
      openProfileUnread: 'Open profile, you have unread notifications',
      closeProfile: 'Close profile',
      accountMenu: 'Open account menu',
      deposit: 'Deposit',
    },
  } satisfies typeof tr,
} satisfies StringPack;
