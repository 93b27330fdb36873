import { contentPageMachine } from '../../../machines/contentPage.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

export const contentPageModel = defineModel({
  id: 'contentPage',
  machine: contentPageMachine,
  inputs: [{ name: 'page 1', input: { id: 1 } }],
  events: [
    { type: 'RETRY' },
    { type: 'OPEN', id: 2 },
    { type: 'OPEN', id: 1 },
    { type: 'xstate.done.actor.fetchPage', output: { id: 1, title: 'Hakkımızda', body: '<p>x</p>' } } as never,
    { type: 'xstate.done.actor.fetchPage', output: null } as never,
    { type: 'xstate.error.actor.fetchPage', error: networkError } as never,
    { type: 'xstate.done.actor.fetchContentList', output: [{ id: 1, title: 'Hakkımızda' }, { id: 2, title: 'Sorumlu Oyun' }] } as never,
    { type: 'xstate.error.actor.fetchContentList', error: networkError } as never,
  ],
  project: (snapshot) => ({ id: snapshot.context.id }),
});
