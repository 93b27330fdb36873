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
