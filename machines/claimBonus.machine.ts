import { assign, fromPromise, setup, assertEvent } from 'xstate';
import { refused } from './answers';
import type { AvailableBonus } from '../contract/schemas';

export type ClaimBonusEvent = { type: 'CLAIM'; id: number } | { type: 'RETRY' };

interface ClaimAnswer {
  success: boolean;
  message: string;
}

/**
 * 'Bonuses & Discounts' (/dashboard/claim-bonus): the bonuses the player may
 * claim (bonus/available), each with Claim. A claim's success shows the
 * server's message and the list reloads (the claimed one is gone, the
 * balance arrives over the hub); a refusal shows its message.
 *
 * Supplied by src/: actors fetchBonuses, claimBonus; actions showClaimed,
 * showRefusal, showFailure.
 */
export const claimBonusMachine = setup({
  types: {} as { context: { bonuses: AvailableBonus[]; claiming: number | null }; events: ClaimBonusEvent },
  actors: {
    fetchBonuses: fromPromise<AvailableBonus[]>(async () => {
      throw new Error('fetchBonuses is supplied by src/app');
    }),
    claimBonus: fromPromise<ClaimAnswer, { id: number }>(async () => {
      throw new Error('claimBonus is supplied by src/app');
    }),
  },
  guards: {
    isListed: ({ context, event }) => {
      assertEvent(event, 'CLAIM');
      return context.bonuses.some((bonus) => bonus.id === event.id);
    },
    refused,
  },
  actions: {
    setBonuses: assign((_, bonuses: AvailableBonus[]) => ({ bonuses })),
    keepClaiming: assign({
      claiming: ({ event }) => {
        assertEvent(event, 'CLAIM');
        return event.id;
      },
    }),
    forgetClaiming: assign({ claiming: null }),
    showClaimed: (_, _params: { message: string }) => {},
    showRefusal: (_, _params: { message: string }) => {},
    showFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'claimBonus',
  description: 'The bonuses a player may claim, and claiming one.',
  context: { bonuses: [], claiming: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchBonuses',
        src: 'fetchBonuses',
        onDone: { target: 'listing', actions: { type: 'setBonuses', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: { description: 'A message and Try again.', on: { RETRY: 'loading' } },
    listing: {
      description: 'The bonuses with Claim, or the empty text.',
      on: { CLAIM: { guard: 'isListed', target: 'claiming', actions: 'keepClaiming' } },
    },
    claiming: {
      description: 'The chosen Claim shows loading; the others wait.',
      invoke: {
        id: 'claimBonus',
        src: 'claimBonus',
        input: ({ context }) => ({ id: context.claiming! }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'listing',
            actions: [
              { type: 'showRefusal', params: ({ event }) => ({ message: (event.output as ClaimAnswer).message }) },
              'forgetClaiming',
            ],
          },
          {
            target: 'loading',
            actions: [
              { type: 'showClaimed', params: ({ event }) => ({ message: (event.output as ClaimAnswer).message }) },
              'forgetClaiming',
            ],
          },
        ],
        onError: {
          target: 'listing',
          actions: [{ type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetClaiming'],
        },
      },
    },
  },
});
