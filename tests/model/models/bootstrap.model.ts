import type { SnapshotFrom } from 'xstate';
import { bootstrapMachine, trialBonusAmountOf } from '../../../machines/bootstrap.machine';
import { defineModel, defineOracle } from '../model';
import { networkError } from './fixtures';

type At = 'loading' | 'ready' | 'failed';
const fetching = { src: 'fetchBootstrap' };

/**
 * Spec section 8: the configuration is loaded at start, then stored and its
 * translations merged (applyConfig); a failure keeps the stored copy in use
 * and offers a retry.
 */
const oracle = defineOracle<{ at: At; stored: unknown }>({
  start: (input) => {
    const stored = (input as { stored: unknown }).stored;
    return { state: { at: 'loading', stored }, value: 'loading', invokes: [fetching], context: { stored } };
  },
  step(model, event) {
    switch (event.type) {
      case 'xstate.done.actor.fetchBootstrap': {
        const stored = (event as unknown as { output: unknown }).output;
        return { state: { at: 'ready', stored }, value: 'ready', effects: [{ type: 'applyConfig' }], context: { stored } };
      }
      case 'xstate.error.actor.fetchBootstrap':
        return { state: { ...model, at: 'failed' }, value: 'failed', context: { stored: model.stored } };
      case 'RETRY':
        return model.at === 'failed'
          ? { state: { ...model, at: 'loading' }, value: 'loading', invokes: [fetching] }
          : { state: model, value: model.at };
      default:
        throw new Error(`the bootstrap model has no rule for ${event.type}`);
    }
  },
});

function trialBonusOffered(s: SnapshotFrom<typeof bootstrapMachine>) {
  const offered = trialBonusAmountOf(s.context);
  const expected = s.context.stored === null ? 0 : 50;
  return offered === expected ? undefined : `the trial bonus offered is ${offered}, not ${expected}`;
}

export const bootstrapModel = defineModel({
  id: 'bootstrap',
  machine: bootstrapMachine,
  inputs: [{ name: 'first visit', input: { stored: null, refId: null } }],
  events: [
    { type: 'RETRY' },
    {
      type: 'xstate.done.actor.fetchBootstrap',
      output: {
        casinoCategoryList: [],
        language: [],
        translationList: [],
        siteOption: [],
        domainStatus: null,
        popup: null,
        trialBonusAmount: 50,
        sliderList: [],
        video: null,
      },
    } as never,
    { type: 'xstate.error.actor.fetchBootstrap', error: networkError } as never,
  ],
  project: (s) => s.context.stored !== null,
  oracle,
  // In every state, what the registration form offers (read by the dialogs and the registration flow): the configuration's 50, nothing before one.
  invariants: Object.fromEntries(['loading', 'ready', 'failed'].map((at) => [`bootstrap.${at}`, trialBonusOffered])),
});
