// The lobby in the browser: the casino page /casino/slot for the model's
// casino page (a player's and a visitor's), and the studio pages
// /casino/provider/{id} and /casino/provider/{slug}. Every answer is the
// reference server's own, for a real cause the adapter picks:
// - the model's categories 21 and 22 are the page's first two categories, and
//   its studio 7 is Amusnet: each of those lists has between 49 and 96 games,
//   so its first page says there are more and its second page is its last;
//   every other list (All, a category of every studio, All of one studio) has
//   hundreds, so its first page says there are more too;
// - a new player's Favourites and Recently played are empty;
// - the search 'golden' finds 96 slots (two pages), 'zzqx' none;
// - a studio page is Pragmatic Play's (hundreds of games), asked by id or slug.
import { expect, type Locator, type Page } from '@playwright/test';
import { lobbyModel } from '../../../model/models/lobby.model';
import { defineAdapter, type ModelEvent, type Translate } from '../adapter';
import { registerPlayer, startLoggedIn, typeInto } from '../../helpers';
import { logInOnPage } from './shared';

/** The studio the model's 7 stands for on the slot page: Amusnet, 49-96 games in each of the first two slot categories. */
const FILTER_STUDIO = '1';
/** The studio page the model's studio pages open: Pragmatic Play. */
const STUDIO_PAGE = { id: 6, slug: 'pragmaticplay' };
/** Searches with 96 results (two pages) and none; each twice, in two spellings, so typing it again changes the box. */
const FOUND = ['golden', 'Golden'];
const NOTHING = ['zzqx', 'Zzqx'];
const nextSpelling = (spellings: string[], typed: string) => spellings[(spellings.indexOf(typed) + 1) % spellings.length]!;

const PLAYER = 'live casino, a player';
const VISITOR = 'live casino, a visitor';
const STUDIO_BY_ID = 'a studio’s page';
const STUDIO_BY_SLUG = 'a studio’s page by slug';

const NO_PAGE_WITHOUT_CATEGORIES =
  'every casino page of the demo configuration has categories (and a studio page has them all), so a page lists its games at once and never stands empty';
const LOGOUT_RELOADS =
  'a logout always goes home and reloads the page (spec section 4), so the lobby never sees a player leave; the next page starts as a visitor’s';

interface Data {
  root: Locator;
  player: Awaited<ReturnType<typeof registerPlayer>>;
  /** Whether the page shows the player's own lists (Favourites, Recently played) before the categories. */
  ownLists: boolean;
  /** What the last answer said: whether more games or results may follow. */
  more: boolean;
  /** Whether the list shown is the player's own (its empty text differs). */
  ownList: 'favourites' | 'recent' | null;
  query: string;
}

const isOwnList = (category: unknown) => category === 'favourites' || category === 'recent';
const busy = (value: unknown) => /loading|loadingMore|debouncing|choosing/.test(JSON.stringify(value));

/** The lists whose answers the adapter can make real (see the file's head). */
function allowed(value: unknown, event: ModelEvent, context: Record<string, unknown>): boolean {
  // The studios are asked for once, at the start.
  if (event.type.endsWith('.fetchProviders')) return context.studios === 'loading';
  if (context.studios === 'loading') return false;
  const pagedList = (context.selected === 21 || context.selected === 22) && context.provider === 7;
  switch (event.type) {
    // What the page offers: the known categories and studios, a studio filter and orders only for categories.
    case 'SELECT':
      return !busy(value) && event.category !== 99;
    // The studio filter is offered once the studios have come.
    case 'FILTER':
      return (
        !busy(value) &&
        event.provider !== 99 &&
        !isOwnList(context.selected) &&
        context.providerPage === null &&
        context.studios === 'ready'
      );
    case 'SORT':
      return !busy(value) && !isOwnList(context.selected);
    case 'SEARCH':
      return !busy(value) && context.providerPage === null;
    // A visitor logs in; a logout reloads the page (excluded below).
    case 'SESSION.CHANGED':
      return !busy(value) && context.providerPage === null && event.loggedIn === true;
    case 'CLEAR':
      return !busy(value) && context.query !== '';
    // Only a list of 49-96 games has a last second page; the others have hundreds.
    case 'MORE':
      return (JSON.stringify(value).includes('searching') ? true : pagedList) && !busy(value);
    case 'RETRY':
      return !busy(value);
    case 'xstate.done.actor.fetchGames':
      return isOwnList(context.selected) ? event.output.games.length === 0 : event.output.games.length > 0;
    // The demo's search finds 49 to 96 games: its second page is its last (the model's third page is the machine paths').
    case 'xstate.done.actor.searchMore':
      return event.output.more === false;
    default:
      return true;
  }
}

const grid = (data: Data) => data.root.getByTestId('game-grid');
const moreButton = (data: Data, t: Translate) => data.root.getByRole('button', { name: t('casino.showMore') });
const retryButton = (data: Data, t: Translate) => data.root.getByRole('alert').getByRole('button', { name: t('app.retry') });

/** The category buttons: All, the player's two lists, then the page's categories. */
function categoryButton(data: Data, t: Translate, category: unknown): Locator {
  const list = data.root.getByRole('list', { name: t('casino.categories') });
  if (category === 'all') return list.getByRole('button', { name: t('casino.all'), exact: true });
  if (category === 'favourites') return list.getByRole('button', { name: t('casino.favourites'), exact: true });
  if (category === 'recent') return list.getByRole('button', { name: t('casino.recent'), exact: true });
  return list.getByRole('button').nth((data.ownLists ? 3 : 1) + (category === 21 ? 0 : 1));
}

async function expectState(data: Data, state: string) {
  await expect(data.root).toHaveAttribute('data-state', `lobby.${state}`);
}

/** Scrolls the grid's end away and back: its last rows come near again, which asks for the next page. */
async function scrollToEndAgain(page: Page, data: Data) {
  await page.mouse.wheel(0, -20_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await grid(data).locator('li').last().scrollIntoViewIfNeeded();
}

export const lobbyAdapter = defineAdapter<Data>({
  id: 'lobby',
  model: lobbyModel,
  inputs: [PLAYER, VISITOR, STUDIO_BY_ID, STUDIO_BY_SLUG],
  // The search waits 300 ms for the player to stop typing.
  pausedClock: true,
  allows: allowed,
  async start({ page, request, path }) {
    const player = await registerPlayer(request);
    if (path.inputName === PLAYER) await startLoggedIn(page, player.session);
    const studio = path.inputName === STUDIO_BY_ID ? STUDIO_PAGE.id : path.inputName === STUDIO_BY_SLUG ? STUDIO_PAGE.slug : null;
    await page.goto(studio === null ? '/casino/slot' : `/casino/provider/${studio}`);
    const root = page.locator('[data-state^="lobby."]');
    await expect(root).toBeVisible();
    return { root, player, ownLists: path.inputName === PLAYER, more: false, ownList: null, query: '' };
  },
  gates: {
    fetchProviders: { url: '**/api/casino/providers', method: 'GET' },
    // The first page of a list: a category's (skip 0), or the player's own.
    fetchGames: { url: /\/api\/casino\/(categorygames|favoritegames|recentgames)$/, body: (body) => !body.skip },
    fetchMoreGames: { url: '**/api/casino/categorygames', method: 'POST', body: (body) => Number(body.skip) > 0 },
    searchGames: { url: '**/api/casino/games', method: 'POST', body: (body) => !body.skip },
    searchMore: { url: '**/api/casino/games', method: 'POST', body: (body) => Number(body.skip) > 0 },
  },
  events: {
    async SELECT({ data, t }, event) {
      data.ownList = isOwnList(event.category) ? (event.category as 'favourites' | 'recent') : null;
      await categoryButton(data, t, event.category).click();
    },
    async FILTER({ data, t }, event) {
      await data.root.getByLabel(t('casino.providerFilter')).selectOption(event.provider === 'all' ? 'all' : FILTER_STUDIO);
    },
    async SORT({ data, t }, event) {
      await data.root.getByLabel(t('casino.sortLabel')).selectOption(String(event.sort));
    },
    async SEARCH({ page, data, t, upcoming }, event) {
      // The search box is at the top of the page: a player scrolls up to it (the list then comes back there too).
      await page.evaluate(() => window.scrollTo(0, 0));
      const blank = String(event.query).trim() === '';
      const found = upcoming('searchGames');
      data.query = blank ? '' : nextSpelling(found?.output && found.output.games.length === 0 ? NOTHING : FOUND, data.query);
      await typeInto(data.root.getByLabel(t('casino.searchLabel')), blank ? String(event.query) : data.query);
    },
    async CLEAR({ page, data, t }) {
      await page.evaluate(() => window.scrollTo(0, 0));
      data.query = '';
      await data.root.getByRole('button', { name: t('casino.clearSearch') }).click();
    },
    async MORE({ page, data, t }) {
      // Below a failed page, Try again sends RETRY: the player's other way on is to scroll to the grid's end.
      if (await data.root.getByRole('alert').isVisible()) return scrollToEndAgain(page, data);
      await moreButton(data, t).click();
    },
    async RETRY({ data, t }) {
      await retryButton(data, t).click();
    },
    async 'SESSION.CHANGED'({ page, data, t }) {
      await logInOnPage(page, t, data.player);
      data.ownLists = true;
    },
    async 'xstate.done.actor.fetchGames'({ gates, data }, event) {
      data.more = event.output.more as boolean;
      await gates.pass('fetchGames');
    },
    async 'xstate.done.actor.fetchMoreGames'({ gates, data }, event) {
      data.more = event.output.more as boolean;
      await gates.pass('fetchMoreGames');
    },
    async 'xstate.done.actor.searchGames'({ gates, data }, event) {
      data.more = event.output.more as boolean;
      await gates.pass('searchGames');
    },
    async 'xstate.done.actor.searchMore'({ gates, data }, event) {
      data.more = event.output.more as boolean;
      await gates.pass('searchMore');
    },
  },
  states: {
    async 'browsing.choosing'({ data, t }) {
      await expectState(data, 'browsing.choosing');
      // A studio page by slug cannot name its studio before the studios have come.
      await expect(data.root.getByRole('heading', { level: 1 })).toHaveText(t('casino.providerPageUnknown'));
    },
    async 'browsing.loading'({ data, t }) {
      await expectState(data, 'browsing.loading');
      await expect(data.root.getByRole('status')).toHaveText(t('app.loading'));
    },
    async 'browsing.ready'({ data, t }) {
      await expectState(data, 'browsing.ready');
      if (data.ownList) {
        await expect(data.root.getByText(t(data.ownList === 'favourites' ? 'casino.noFavourites' : 'casino.noRecent'))).toBeVisible();
        return;
      }
      await expect(grid(data)).toBeVisible();
      if (data.more) await expect(moreButton(data, t)).toBeEnabled();
      else await expect(moreButton(data, t)).toHaveCount(0);
    },
    async 'browsing.loadingMore'({ data, t }) {
      await expectState(data, 'browsing.loadingMore');
      await expect(moreButton(data, t)).toBeDisabled();
      await expect(grid(data)).toHaveAttribute('data-count', '48');
    },
    async 'browsing.moreFailed'({ data, t }) {
      await expectState(data, 'browsing.moreFailed');
      await expect(data.root.getByRole('alert')).toContainText(t('casino.moreFailed'));
      // The games shown stay.
      await expect(grid(data)).toHaveAttribute('data-count', '48');
    },
    async 'browsing.failed'({ data, t }) {
      await expectState(data, 'browsing.failed');
      await expect(data.root.getByRole('alert')).toContainText(t('casino.loadFailed'));
    },
    async 'searching.debouncing'({ data, t }) {
      await expectState(data, 'searching.debouncing');
      await expect(data.root.getByRole('status')).toHaveText(t('casino.searching'));
    },
    async 'searching.loading'({ data, t }) {
      await expectState(data, 'searching.loading');
      await expect(data.root.getByRole('status')).toHaveText(t('casino.searching'));
    },
    async 'searching.results'({ data, t }) {
      await expectState(data, 'searching.results');
      if (NOTHING.includes(data.query)) {
        await expect(data.root.getByRole('heading', { level: 2 })).toHaveText(t('casino.noResults', { query: data.query }));
        return;
      }
      await expect(data.root.getByRole('heading', { level: 2 })).toHaveText(t('casino.resultsFor', { query: data.query }));
      await expect(grid(data)).toHaveAttribute('data-count', data.more ? '48' : '96');
      if (data.more) await expect(moreButton(data, t)).toBeEnabled();
      else await expect(moreButton(data, t)).toHaveCount(0);
    },
    async 'searching.loadingMore'({ data, t }) {
      await expectState(data, 'searching.loadingMore');
      await expect(moreButton(data, t)).toBeDisabled();
    },
    async 'searching.moreFailed'({ data, t }) {
      await expectState(data, 'searching.moreFailed');
      await expect(data.root.getByRole('alert')).toContainText(t('casino.moreFailed'));
      await expect(grid(data)).toHaveAttribute('data-count', '48');
    },
    async 'searching.failed'({ data, t }) {
      await expectState(data, 'searching.failed');
      await expect(data.root.getByRole('alert')).toContainText(t('casino.loadFailed'));
    },
  },
  excluded: {
    transitions: {
      'lobby.browsing.choosing:always:1': NO_PAGE_WITHOUT_CATEGORIES,
      'lobby:3:0': LOGOUT_RELOADS,
    },
  },
});
