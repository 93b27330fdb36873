import type { Dictionary } from './dictionary';

// English: every key of tr.ts, in English.
export const en: Dictionary = {
  app: {
    name: 'Casino',
    skipToContent: 'Skip to content',
    loading: 'Loading...',
    homeTitle: 'Sports, live betting and casino',
    homeLead: 'Slots, live casino, TV games and bingo in one place.',
    loadFailed: 'This part of the site could not be loaded. Check your connection and try again.',
    loadFailedTitle: 'Could not load',
    retry: 'Try again',
  },
  home: {
    bannerOf: 'Campaign {{index}} of {{count}}',
  },
  nav: {
    main: 'Main menu',
    home: 'Home',
    sports: 'Sports',
    liveSports: 'Live Betting',
    casino: 'Casino',
    liveCasino: 'Live Casino',
    promotions: 'Promotions',
    virtual: 'Virtual',
    tvGames: 'TV Games',
    bingo: 'Bingo',
    esports: 'Esports',
    bonusRequest: 'Claim Bonus',
    promotion: 'Promotion',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mobileMenu: 'Menu',
    bottomBar: 'Quick menu',
    live: 'Live',
    deposit: 'Deposit',
    support: 'Support',
    liveSupport: 'Live Support',
  },
  language: {
    label: 'Language',
    tr: 'Türkçe',
    en: 'English',
  },
  topNotification: {
    region: 'Address notice',
    current: 'Our current address: {{current}}',
    next: 'Our next address: {{next}}',
    close: 'Close the notice',
    oldDomain: 'This is one of our old addresses. Our current address:',
  },
  header: {
    login: 'Login',
  },
  dialog: {
    close: 'Close',
  },
  toast: {
    dismiss: 'Dismiss the message',
  },
  liveChat: {
    unavailable: 'Live chat is not available right now. Please use the call-back form.',
  },
  // The shell's entries to the account dialogs; the dialogs' own texts load with them (accountStrings.ts).
  registration: {
    open: 'Sign Up',
  },
  callRequest: {
    open: 'Call Me Back',
  },
  phone: {
    smsEntry: 'Verify phone by SMS',
  },
  favourites: {
    added: 'Added to favorites',
    removed: 'Removed from favorites',
  },
  errors: {
    unexpected: 'Something unexpected happened. Please try again.',
  },
};
