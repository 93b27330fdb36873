import { footerLinksMachine } from '../../../machines/footerLinks.machine';
import { defineModel, defineOracle } from '../model';

/** Spec section 9: the settings links come 1000 ms after the footer starts, and stay. */
const oracle = defineOracle<{ shown: boolean }>({
  start: () => ({ state: { shown: false }, value: 'waiting' }),
  step(_model, event) {
    if (event.type.startsWith('xstate.after.')) return { state: { shown: true }, value: 'shown' };
    throw new Error(`the footer links model has no rule for ${event.type}`);
  },
});

export const footerLinksModel = defineModel({
  id: 'footerLinks',
  machine: footerLinksMachine,
  inputs: [{ name: 'footer shown', input: undefined }],
  events: [
    // The spec's timers, each where it runs (the model's own list: a machine that lost one is asked about it).
    { type: 'xstate.after.settingsLinks.footerLinks.waiting' } as never,
  ],
  oracle,
});
