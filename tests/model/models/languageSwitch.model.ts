import { languageSwitchMachine } from '../../../machines/languageSwitch.machine';
import { defineModel, defineOracle } from '../model';

interface Model {
  at: 'idle' | 'switching' | 'reloading';
  language: string;
}

/** Spec section 4: another language is stored, then the page reloads 100 ms later; the current one does nothing. */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { language } = input as { language: string };
    return { state: { at: 'idle', language }, value: 'idle', context: { language } };
  },
  step(model, event) {
    if (event.type === 'CHOOSE') {
      const { language } = event as unknown as { language: string };
      if (model.at !== 'idle' || language === model.language)
        return { state: model, value: model.at, context: { language: model.language } };
      return {
        state: { at: 'switching', language },
        value: 'switching',
        effects: [{ type: 'storeLanguage', params: { language } }],
        context: { language },
      };
    }
    if (event.type.startsWith('xstate.after.'))
      return model.at !== 'switching'
        ? { state: model, value: model.at }
        : { state: { ...model, at: 'reloading' }, value: 'reloading', effects: [{ type: 'reloadPage' }] };
    throw new Error(`the language switch model has no rule for ${event.type}`);
  },
});

export const languageSwitchModel = defineModel({
  id: 'languageSwitch',
  machine: languageSwitchMachine,
  inputs: [{ name: 'Turkish', input: { language: 'tr' } }],
  // Choosing the current language must fail the guard; English passes it.
  events: [
    // The spec's timers, each where it runs (the model's own list: a machine that lost one is asked about it).
    { type: 'xstate.after.reload.languageSwitch.switching' } as never,
    { type: 'CHOOSE', language: 'tr' },
    { type: 'CHOOSE', language: 'en' },
  ],
  oracle,
  finals: ['reloading'],
});
