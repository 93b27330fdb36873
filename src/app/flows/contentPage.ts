import { fromPromise } from 'xstate';
import { contentPageMachine } from '../../../machines/contentPage.machine';
import { dataOf } from '../effects';
import type { Services } from '../services';

export const createFlow = (services: Services) =>
  contentPageMachine.provide({
    actors: {
      // A 404 from cms/content means 'no such page', not a failure.
      fetchPage: fromPromise(async ({ input }) =>
        dataOf(services, 'contentPage', { id: input.id }).catch((error: unknown) => {
          if ((error as { status?: number }).status === 404) return null;
          throw error;
        }),
      ),
      fetchContentList: fromPromise(({ input }) => dataOf(services, 'contentList', input)),
    },
  });
