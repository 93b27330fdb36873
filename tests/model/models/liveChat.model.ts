import type { EventObject } from 'xstate';
import type { LiveChatSettings } from '../../../domain/liveChat';
import { liveChatMachine } from '../../../machines/liveChat.machine';
import { defineModel, defineOracle, type Expectation } from '../model';
import { networkError } from './fixtures';

const settings: LiveChatSettings = { siteId: 'demo', divId: 'live-chat', scriptUrl: '/demo/chat/widget.js' };

type Where = 'reading' | 'loading' | 'ready' | 'unavailable' | 'failed';
interface Model {
  production: boolean;
  at: Where;
  settings: LiveChatSettings | null;
  /** The player asked before the chat could answer. */
  asked: boolean;
}
type Outcome = EventObject & { output?: LiveChatSettings | null };

/**
 * Spec section 7: the chat's script loads only in production and only with
 * chat-site-id and chat-div-id; Support opens the widget, at once when it is
 * there, as soon as it is when asked before; where there is no chat, or its
 * script failed, the player is told so, and asking again after a failure
 * tries the script again.
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { production } = input as { production: boolean };
    return {
      state: { production, at: 'reading', settings: null, asked: false },
      value: 'reading',
      invokes: [{ src: 'readSettings' }],
      context: { settings: null, openWhenReady: false },
    };
  },
  // Whether Support was asked for and not yet answered is stated at every step.
  step: (model, event: Outcome) => {
    const expected = rules(model, event);
    return { ...expected, context: { openWhenReady: expected.state.asked } };
  },
});

function rules(model: Model, event: Outcome): Expectation<Model> {
  const answered = (at: Where, extra: Partial<Model> = {}) => ({ state: { ...model, ...extra, at, asked: false }, value: at });
  switch (event.type) {
    case 'OPEN':
      if (model.at === 'reading' || model.at === 'loading') return { state: { ...model, asked: true }, value: model.at };
      if (model.at === 'ready') return { state: model, value: 'ready', effects: [{ type: 'openWidget' }] };
      if (model.at === 'unavailable') return { state: model, value: 'unavailable', effects: [{ type: 'sayUnavailable' }] };
      return { state: { ...model, at: 'loading', asked: true }, value: 'loading', invokes: [{ src: 'loadWidget', input: model.settings }] };
    case 'xstate.done.actor.readSettings':
      if (model.production && event.output) {
        return {
          ...answered('loading', { settings: event.output }),
          state: { ...model, at: 'loading', settings: event.output },
          invokes: [{ src: 'loadWidget', input: event.output }],
        };
      }
      return { ...answered('unavailable'), effects: model.asked ? [{ type: 'sayUnavailable' }] : [] };
    case 'xstate.error.actor.readSettings':
      return { ...answered('unavailable'), effects: model.asked ? [{ type: 'sayUnavailable' }] : [] };
    case 'xstate.done.actor.loadWidget':
      return { ...answered('ready'), effects: model.asked ? [{ type: 'openWidget' }] : [] };
    case 'xstate.error.actor.loadWidget':
      return { ...answered('failed'), effects: model.asked ? [{ type: 'sayUnavailable' }] : [] };
    default:
      throw new Error(`the live chat model has no rule for ${event.type}`);
  }
}

export const liveChatModel = defineModel({
  id: 'liveChat',
  machine: liveChatMachine,
  inputs: [
    { name: 'production', input: { production: true } },
    { name: 'a development build', input: { production: false } },
  ],
  events: [
    { type: 'OPEN' },
    { type: 'xstate.done.actor.readSettings', output: settings } as never,
    { type: 'xstate.done.actor.readSettings', output: null } as never,
    { type: 'xstate.error.actor.readSettings', error: networkError } as never,
    { type: 'xstate.done.actor.loadWidget', output: undefined } as never,
    { type: 'xstate.error.actor.loadWidget', error: networkError } as never,
  ],
  project: (snapshot) => ({ asked: snapshot.context.openWhenReady }),
  coverProjection: true,
  oracle,
  invariants: {
    // Nothing loads outside production, or without both settings.
    'liveChat.loading': (snapshot) =>
      snapshot.context.production && snapshot.context.settings ? undefined : 'loading a chat the site may not have',
  },
});
