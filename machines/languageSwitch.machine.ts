import { assign, setup } from 'xstate';
import type { Registered } from './system';

declare module './system' {
  interface SystemActors {
    languageSwitch: Registered<LanguageSwitchEvent>;
  }
}

/** Spec section 9: 'language reload 100 ms'. */
export const LANGUAGE_RELOAD_DELAY_MS = 100;

export type SiteLanguage = 'tr' | 'en';
export type LanguageSwitchEvent = { type: 'CHOOSE'; language: SiteLanguage };

/**
 * Language switch (spec section 4): choosing another language stores it and
 * reloads the page 100 ms later, so every text and the server's translations
 * come back in the new language. Choosing the current language does nothing.
 *
 * Effects supplied by src/: storeLanguage (local storage), reloadPage.
 */
export const languageSwitchMachine = setup({
  types: {} as {
    context: { language: SiteLanguage };
    input: { language: SiteLanguage };
    events: LanguageSwitchEvent;
  },
  delays: { reload: LANGUAGE_RELOAD_DELAY_MS },
  guards: {
    isAnotherLanguage: ({ context, event }) => event.language !== context.language,
  },
  actions: {
    choose: assign({ language: ({ event }) => event.language }),
    storeLanguage: (_, _params: { language: SiteLanguage }) => {},
    reloadPage: () => {},
  },
}).createMachine({
  id: 'languageSwitch',
  description: 'Stores the chosen language and reloads the page after 100 ms.',
  context: ({ input }) => ({ language: input.language }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHOOSE: {
          guard: 'isAnotherLanguage',
          target: 'switching',
          actions: ['choose', { type: 'storeLanguage', params: ({ event }) => ({ language: event.language }) }],
        },
      },
    },
    switching: {
      description: 'The new language is stored; the page reloads in 100 ms.',
      after: { reload: 'reloading' },
    },
    reloading: {
      entry: 'reloadPage',
      type: 'final',
    },
  },
});
