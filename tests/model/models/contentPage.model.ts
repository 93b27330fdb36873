import type { EventObject } from 'xstate';
import { contentPageMachine } from '../../../machines/contentPage.machine';
import type { ContentItem, ContentPage } from '../../../contract/schemas';
import { defineModel, defineOracle } from '../model';
import { networkError } from './fixtures';

type Page = 'loading' | 'shown' | 'notFound' | 'failed';
interface Model {
  menu: 'loading' | 'ready' | 'empty';
  page: Page;
  id: number;
  items: ContentItem[];
}
type Outcome = EventObject & { output?: unknown; id?: number };

/**
 * Spec sections 2, 7, 8 and 9: the page menu is cms/contentlist with status
 * true and category 1, asked once (an empty menu when it fails); the page is
 * cms/content of its id: shown, 'not found', or a failure with Try again;
 * another page opens in place (the menu stays), and opening the page shown
 * changes nothing.
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { id } = input as { id: number };
    return {
      state: { menu: 'loading', page: 'loading', id, items: [] },
      value: { menu: 'loading', page: 'loading' },
      invokes: [
        { src: 'fetchContentList', input: { status: true, categoryId: 1 } },
        { src: 'fetchPage', input: { id } },
      ],
    };
  },
  step(model, event: Outcome) {
    const at = (next: Model, extra: object = {}) => ({ state: next, value: { menu: next.menu, page: next.page }, ...extra });
    switch (event.type) {
      case 'xstate.done.actor.fetchContentList':
        return at({ ...model, menu: 'ready', items: event.output as ContentItem[] }, { context: { menu: event.output } });
      case 'xstate.error.actor.fetchContentList':
        return at({ ...model, menu: 'empty' }, { context: { menu: [] } });
      case 'xstate.done.actor.fetchPage':
        return event.output === null
          ? at({ ...model, page: 'notFound' })
          : at({ ...model, page: 'shown' }, { context: { page: event.output as ContentPage } });
      case 'xstate.error.actor.fetchPage':
        return at({ ...model, page: 'failed' });
      case 'RETRY':
        if (model.page !== 'failed') return at(model);
        return at({ ...model, page: 'loading' }, { invokes: [{ src: 'fetchPage', input: { id: model.id } }] });
      case 'OPEN':
        if (event.id === model.id) return at(model);
        return at(
          { ...model, page: 'loading', id: event.id! },
          { invokes: [{ src: 'fetchPage', input: { id: event.id } }], context: { id: event.id, page: null } },
        );
      default:
        throw new Error(`the content page model has no rule for ${event.type}`);
    }
  },
});

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
    {
      type: 'xstate.done.actor.fetchContentList',
      output: [
        { id: 1, title: 'Hakkımızda' },
        { id: 2, title: 'Sorumlu Oyun' },
      ],
    } as never,
    { type: 'xstate.error.actor.fetchContentList', error: networkError } as never,
  ],
  project: (snapshot) => ({ id: snapshot.context.id }),
  coverProjection: true,
  oracle,
});
