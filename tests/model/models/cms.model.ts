import { cmsMachine } from '../../../machines/cms.machine';
import { defineModel, defineOracle } from '../model';
import { networkError } from './fixtures';

type At = 'loading' | 'ready' | 'empty';
const fetching = { src: 'fetchCategories' };

/** Spec section 8: a failed call yields empty lists; a reload asks again from either outcome. */
const oracle = defineOracle<{ at: At }>({
  start: () => ({ state: { at: 'loading' }, value: 'loading', invokes: [fetching], context: { categories: [] } }),
  step({ at }, event) {
    switch (event.type) {
      case 'xstate.done.actor.fetchCategories': {
        const categories = (event as unknown as { output: unknown }).output;
        return { state: { at: 'ready' }, value: 'ready', context: { categories } };
      }
      case 'xstate.error.actor.fetchCategories':
        return { state: { at: 'empty' }, value: 'empty', context: { categories: [] } };
      case 'RELOAD':
        return at === 'loading' ? { state: { at }, value: at } : { state: { at: 'loading' }, value: 'loading', invokes: [fetching] };
      default:
        throw new Error(`the cms model has no rule for ${event.type}`);
    }
  },
});

export const cmsModel = defineModel({
  id: 'cms',
  machine: cmsMachine,
  inputs: [{ name: 'start', input: undefined }],
  events: [
    { type: 'RELOAD' },
    { type: 'xstate.done.actor.fetchCategories', output: [{ name: 'Footer', content: [{ id: 1, title: 'Hakkımızda' }] }] } as never,
    { type: 'xstate.error.actor.fetchCategories', error: networkError } as never,
  ],
  oracle,
});
