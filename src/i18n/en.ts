import type { Dictionary } from './dictionary';

// English: every key of tr.ts, in English.
export const en: Dictionary = {
  app: {
    name: 'Casino',
    skipToContent: 'Skip to content',
    loading: 'Loading...',
    homeTitle: 'Sports, live betting and casino',
    homeLead: 'Slots, live casino, TV games and bingo in one place.',
    responsibleGaming: 'Gambling can be addictive. Please play responsibly.',
    adultsOnly: '18+',
  },
  nav: {
    main: 'Main menu',
    home: 'Home',
    sports: 'Sports',
    liveSports: 'Live Betting',
    casino: 'Casino',
    liveCasino: 'Live Casino',
    promotions: 'Promotions',
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
  },
  header: {
    login: 'Login',
    logout: 'Logout',
    balance: 'Balance',
    userCode: 'User Code',
    notifications: 'Notifications',
    notificationsUnread: 'Notifications, {{count}} unread',
    account: 'My account',
  },
  dialog: {
    close: 'Close',
  },
  toast: {
    dismiss: 'Dismiss the message',
  },
  login: {
    title: 'Login',
    username: 'Username',
    password: 'Password',
    submit: 'Login',
    submitting: 'Logging in...',
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
  link: {
    reconnecting: 'Reconnecting the live link...',
    lost: 'Live notifications have stopped.',
    retry: 'Reconnect',
  },
  errors: {
    network: 'The server cannot be reached. Check your connection and try again.',
    timeout: 'The server did not answer in time. Please try again.',
    sessionExpired: 'Your session has ended. Please log in again.',
    server: 'Something went wrong on the server. Please try again shortly.',
    contract: 'The server sent an unexpected answer. Please try again.',
    unexpected: 'Something unexpected happened. Please try again.',
  },
  notFound: {
    title: 'Page not found',
    back: 'Back to the home page',
  },
};
