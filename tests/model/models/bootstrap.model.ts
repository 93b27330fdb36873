import { bootstrapMachine } from '../../../machines/bootstrap.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

export const bootstrapModel = defineModel({
  id: 'bootstrap',
  machine: bootstrapMachine,
  inputs: [{ name: 'first visit', input: { stored: null, refId: null } }],
  events: [
    { type: 'RETRY' },
    {
      type: 'xstate.done.actor.fetchBootstrap',
      output: { casinoCategoryList: [], language: [], translationList: [], siteOption: [], domainStatus: null, popup: null, trialBonusAmount: 50, sliderList: [], video: null },
    } as never,
    { type: 'xstate.error.actor.fetchBootstrap', error: networkError } as never,
  ],
  project: (s) => s.context.stored !== null,
});
