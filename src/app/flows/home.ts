import { fromPromise } from 'xstate';
import { homeMachine, type HomeSection } from '../../../machines/home.machine';
import { dataOf } from '../effects';
import { settledConfig } from './settledConfig';
import type { TranslationKey } from '../../i18n/dictionary';
import type { SectionSlug } from '../../../machines/home.sections';
import type { Services } from '../services';
import { addStrings } from '../../i18n/packs';
import { casinoStrings } from '../../i18n/casinoStrings';
import { casinoRoute } from '../../routes';

addStrings(casinoStrings);

/** Each section's title (translated in the view). */
const SECTION_TITLES: Record<SectionSlug, TranslationKey> = {
  slot: 'casino.pageTitle.slot',
  live: 'casino.pageTitle.live',
  games: 'casino.pageTitle.games',
};

export const createFlow = (services: Services) =>
  homeMachine.provide({
    actors: {
      // Which sections, how many winners and games: the machine's inputs (machines/home.sections.ts).
      fetchWinners: fromPromise(({ input }) => dataOf(services, 'topWinners', input)),
      fetchPlayerGames: fromPromise(async ({ input }) => {
        const [recent, favourites] = await Promise.all([dataOf(services, 'recentGames'), dataOf(services, 'favouriteGames', {})]);
        return { recent: recent.slice(0, input.size), favourites: favourites.slice(0, input.size) };
      }),
      fetchPromotions: fromPromise(() => dataOf(services, 'promotions')),
      fetchSections: fromPromise(async ({ input, system }): Promise<HomeSection[]> => {
        const categories = (await settledConfig(system))?.casinoCategoryList ?? [];
        const sections = await Promise.all(
          input.slugs.map(async (slug): Promise<HomeSection | null> => {
            const ids = categories.filter((c) => c.slugList.includes(slug)).map((c) => c.id);
            if (ids.length === 0) return null;
            // Only what the section shows: the whole category was 189 KB a call.
            const games = await dataOf(services, 'categoryGames', { systemCategory: ids, take: input.size });
            return { title: SECTION_TITLES[slug], url: casinoRoute(slug), games: games.slice(0, input.size) };
          }),
        );
        return sections.filter((section): section is HomeSection => section !== null && section.games.length > 0);
      }),
    },
  });
