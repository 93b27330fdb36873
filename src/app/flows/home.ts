import { fromPromise } from 'xstate';
import { homeMachine, type HomeSection } from '../../../machines/home.machine';
import { dataOf } from '../effects';
import { settledConfig } from './settledConfig';
import type { TranslationKey } from '../../i18n/dictionary';
import { SECTION_SIZE, SECTION_SLUGS, type SectionSlug } from './homeSections';
import type { Services } from '../services';
import { addStrings } from '../../i18n/packs';
import { casinoStrings } from '../../i18n/casinoStrings';

addStrings(casinoStrings);

/** Each section's title (translated in the view). */
const SECTION_TITLES: Record<SectionSlug, TranslationKey> = {
  slot: 'casino.pageTitle.slot',
  live: 'casino.pageTitle.live',
  games: 'casino.pageTitle.games',
};
/** The home page's lobby sections: a casino page each, by its categories in the configuration. */
const SECTIONS = SECTION_SLUGS.map((slug) => ({ title: SECTION_TITLES[slug], url: `/casino/${slug}`, slug }));

/** Spec section 9: top winners count 40, not live. */
const TOP_WINNERS = { isLive: false, count: 40 };

export const createHomeFlow = (services: Services) =>
  homeMachine.provide({
    actors: {
      fetchWinners: fromPromise(() => dataOf(services, 'topWinners', TOP_WINNERS)),
      fetchPlayerGames: fromPromise(async () => {
        const [recent, favourites] = await Promise.all([dataOf(services, 'recentGames'), dataOf(services, 'favouriteGames', {})]);
        return { recent: recent.slice(0, SECTION_SIZE), favourites: favourites.slice(0, SECTION_SIZE) };
      }),
      fetchPromotions: fromPromise(() => dataOf(services, 'promotions')),
      fetchSections: fromPromise(async ({ system }): Promise<HomeSection[]> => {
        const categories = (await settledConfig(system))?.casinoCategoryList ?? [];
        const sections = await Promise.all(
          SECTIONS.map(async (section): Promise<HomeSection | null> => {
            const ids = categories.filter((c) => c.slugList.includes(section.slug)).map((c) => c.id);
            if (ids.length === 0) return null;
            // Only what the section shows: the whole category was 189 KB a call.
            const games = await dataOf(services, 'categoryGames', { systemCategory: ids, take: SECTION_SIZE });
            return { title: section.title, url: section.url, games: games.slice(0, SECTION_SIZE) };
          }),
        );
        return sections.filter((section): section is HomeSection => section !== null && section.games.length > 0);
      }),
    },
  });
