// The language switch's effects: the choice kept, and the page reloaded in it.
import { languageSwitchMachine } from '../../../machines/languageSwitch.machine';
import type { Services } from '../services';

export const provideLanguageSwitch = ({ storage, page }: Services) =>
  languageSwitchMachine.provide({
    actions: {
      storeLanguage: (_, { language }) => storage.write('lang', language),
      reloadPage: () => page.reload(),
    },
  });
