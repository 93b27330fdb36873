import { cmsMachine } from '../../../machines/cms.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

export const cmsModel = defineModel({
  id: 'cms',
  machine: cmsMachine,
  inputs: [{ name: 'start', input: undefined }],
  events: [
    { type: 'RELOAD' },
    { type: 'xstate.done.actor.fetchCategories', output: [{ name: 'Footer', content: [{ id: 1, title: 'Hakkımızda' }] }] } as never,
    { type: 'xstate.error.actor.fetchCategories', error: networkError } as never,
  ],
});
