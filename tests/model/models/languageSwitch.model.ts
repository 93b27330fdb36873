import { languageSwitchMachine } from '../../../machines/languageSwitch.machine';
import { defineModel } from '../model';

export const languageSwitchModel = defineModel({
  id: 'languageSwitch',
  machine: languageSwitchMachine,
  inputs: [{ name: 'Turkish', input: { language: 'tr' } }],
  // Choosing the current language must fail the guard; English passes it.
  events: [
    { type: 'CHOOSE', language: 'tr' },
    { type: 'CHOOSE', language: 'en' },
  ],
});
