import { fromPromise } from 'xstate';
import { liveChatMachine } from '../../../machines/liveChat.machine';
import { cspNonce } from '../../platform/cspNonce';
import { chatSettings } from '../../../domain/liveChat';
import { loadChatWidget, openChatWidget } from '../../platform/liveChat';
import { toast } from '../effects';
import type { Services } from '../services';
import { settledConfig } from './settledConfig';

/** The live chat with its effects: the settings of the configuration, the widget loaded once the page has settled. */
export const createFlow = (services: Services) =>
  liveChatMachine.provide({
    actors: {
      // No configuration at all (its call failed on a first visit) is not 'no chat': the machine's onError says so.
      readSettings: fromPromise(async ({ system }) => {
        const config = await settledConfig(system);
        if (!config) throw new Error('the site configuration could not be read');
        return chatSettings(config);
      }),
      loadWidget: fromPromise(async ({ input }) => {
        await services.page.settled();
        await loadChatWidget(input, cspNonce());
      }),
    },
    actions: {
      openWidget: () => openChatWidget(),
      sayUnavailable: ({ system }) => toast(system, { id: 'live-chat', kind: 'info', message: { key: 'liveChat.unavailable' } }),
    },
  });
