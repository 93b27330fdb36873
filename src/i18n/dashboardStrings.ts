// Texts of the dashboard's menu and pages, and their breadcrumbs: they load
// with a player's views (the dashboard, the profile dropdown and side bar,
// the footer's responsible-gaming link), not with the first screen.
import type { StringPack } from './packs';

const tr = {
  dashboard: {
    title: 'Hesabım',
    menu: 'Hesap menüsü',
    account: 'Hesap Bilgilerim',
    phoneVerification: 'Telefon Doğrulama',
    deposit: 'Para Yatır',
    withdraw: 'Para Çek',
    changePassword: 'Şifre Değiştir',
    financialActivities: 'Finansal Hareketler',
    gameHistory: 'Oyun Geçmişi',
    claimBonus: 'Bonuslar ve İndirimler',
    bonuses: 'Bonus Geçmişi',
    sessionHistory: 'Oturum Geçmişi',
    responsibleGaming: 'Sorumlu Oyun',
    notifications: 'Bildirimler',
    logout: 'Çıkış Yap',
  },
  breadcrumb: {
    label: 'Bulunduğunuz yer',
    dashboard: 'Hesabım',
  },
};

const en: typeof tr = {
  dashboard: {
    title: 'My Account',
    menu: 'Account menu',
    account: 'Account Details',
    phoneVerification: 'Phone Verification',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    changePassword: 'Change Password',
    financialActivities: 'Financial Activities',
    gameHistory: 'Game History',
    claimBonus: 'Bonuses & Discounts',
    bonuses: 'Bonuses History',
    sessionHistory: 'Session History',
    responsibleGaming: 'Responsible Gaming',
    notifications: 'Notifications',
    logout: 'Logout',
  },
  breadcrumb: {
    label: 'You are here',
    dashboard: 'My account',
  },
};

export const dashboardStrings = { tr, en } satisfies StringPack;
