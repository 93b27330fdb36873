import { assign, fromPromise, setup } from 'xstate';
import type { SlotEvent } from './lazyFlow.machine';
import type { Registered } from './system';
import type { LiveChatSettings } from '../domain/liveChat';

declare module './system' {
  interface SystemActors {
    liveChat: Registered<SlotEvent<LiveChatEvent>>;
  }
}

export interface LiveChatInput {
  /** Spec section 7: the chat loads only in production. */
  production: boolean;
}

export type LiveChatEvent = { type: 'OPEN' };

/**
 * The live-chat widget (spec section 7): its script loads only in production
 * and only when the site settings chat-site-id and chat-div-id exist; it
 * loads once the page has settled (it is not part of the first screen), and
 * Support (the phone's bottom bar), the header's Live Support and the sign-up
 * celebration's Live Chat open it. A player who asks before it is ready gets
 * it as soon as it is; where the site has none, or its script could not be
 * loaded, the player is told so (and asking again tries the script again).
 *
 * Supplied by src/: actors readSettings (the configuration's settings),
 * loadWidget (the operator's script, with the page's CSP nonce); actions
 * openWidget, sayUnavailable.
 */
export const liveChatMachine = setup({
  types: {} as {
    context: { production: boolean; settings: LiveChatSettings | null; openWhenReady: boolean };
    input: LiveChatInput;
    events: LiveChatEvent;
  },
  actors: {
    readSettings: fromPromise<LiveChatSettings | null>(async () => {
      throw new Error('supplied by src/app');
    }),
    loadWidget: fromPromise<void, LiveChatSettings>(async () => {
      throw new Error('supplied by src/app');
    }),
  },
  guards: {
    offered: ({ context }, settings: LiveChatSettings | null) => context.production && settings !== null,
    askedFor: ({ context }) => context.openWhenReady,
  },
  actions: {
    keepSettings: assign((_, settings: LiveChatSettings | null) => ({ settings })),
    rememberAsked: assign({ openWhenReady: true }),
    forgetAsked: assign({ openWhenReady: false }),
    openWidget: () => {},
    sayUnavailable: () => {},
  },
}).createMachine({
  id: 'liveChat',
  description: 'The live-chat widget: loaded in production when the chat settings exist; Support opens it.',
  context: ({ input }) => ({ production: input.production, settings: null, openWhenReady: false }),
  initial: 'reading',
  states: {
    reading: {
      description: 'Waits for the site configuration and reads the chat settings.',
      on: { OPEN: { actions: 'rememberAsked' } },
      invoke: {
        id: 'readSettings',
        src: 'readSettings',
        onDone: [
          {
            guard: { type: 'offered', params: ({ event }) => event.output },
            target: 'loading',
            actions: { type: 'keepSettings', params: ({ event }) => event.output },
          },
          { guard: 'askedFor', target: 'unavailable', actions: ['sayUnavailable', 'forgetAsked'] },
          { target: 'unavailable' },
        ],
        onError: [{ guard: 'askedFor', target: 'unavailable', actions: ['sayUnavailable', 'forgetAsked'] }, { target: 'unavailable' }],
      },
    },
    loading: {
      description: 'The operator’s script loads once the page has settled.',
      on: { OPEN: { actions: 'rememberAsked' } },
      invoke: {
        id: 'loadWidget',
        src: 'loadWidget',
        input: ({ context }) => context.settings!,
        onDone: [{ guard: 'askedFor', target: 'ready', actions: ['openWidget', 'forgetAsked'] }, { target: 'ready' }],
        onError: [{ guard: 'askedFor', target: 'failed', actions: ['sayUnavailable', 'forgetAsked'] }, { target: 'failed' }],
      },
    },
    ready: {
      description: 'The widget is on the page; Support opens it.',
      on: { OPEN: { actions: 'openWidget' } },
    },
    unavailable: {
      description: 'Not production, or no chat settings: Support says there is no live chat.',
      on: { OPEN: { actions: 'sayUnavailable' } },
    },
    failed: {
      description: 'The script could not be loaded: Support tries it again.',
      on: { OPEN: { target: 'loading', actions: 'rememberAsked' } },
    },
  },
});
