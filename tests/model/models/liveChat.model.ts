import { liveChatMachine, type LiveChatSettings } from '../../../machines/liveChat.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

const settings: LiveChatSettings = { siteId: 'demo', divId: 'live-chat', scriptUrl: '/demo/chat/widget.js' };

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
});
