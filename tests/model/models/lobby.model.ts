import { lobbyMachine } from '../../../machines/lobby.machine';
import type { CasinoCategory, Game, GameProvider } from '../../../contract/schemas';
import { defineModel, defineOracle } from '../model';
import { networkError } from './fixtures';

const category = (id: number, name: string): CasinoCategory => ({ id, name, slugList: ['live'], imageUrl: null });
const game: Game = {
  name: 'Türk Ruleti',
  gameCode: 'evolution-2901',
  providerName: 'EveryMatrix',
  mainProviderId: 7,
  system: null,
  productId: '1007',
  systemCategory: 21,
  imageUrl: null,
};
const evolution: GameProvider = { id: 7, name: 'Evolution', slug: 'evolution', gameCount: 40 };
const pragmatic: GameProvider = { id: 3, name: 'Pragmatic Play Live', slug: 'pragmatic-live', gameCount: 12 };
/** A second game: a next page that repeats the first adds only this one. */
const other: Game = { ...game, name: 'Speed Blackjack', gameCode: 'evolution-2902', systemCategory: 22 };
const live = [category(21, 'Live Roulette'), category(22, 'Live Blackjack')];

type Browse = 'choosing' | 'loading' | 'ready' | 'loadingMore' | 'moreFailed' | 'failed';
type Search = 'debouncing' | 'loading' | 'results' | 'loadingMore' | 'moreFailed' | 'failed';
type Pick = 'all' | number | 'favourites' | 'recent';
interface Model {
  mode: 'browsing' | 'searching';
  browse: Browse;
  search: Search;
  /** Where Clear returns to: the list as it was when the search began. */
  resume: Browse | null;
  slug: string;
  categories: number[];
  providerPage: number | string | null;
  player: boolean;
  selected: Pick;
  provider: 'all' | number;
  sort: string;
  providers: GameProvider[];
  studios: 'loading' | 'ready' | 'unavailable';
  games: Game[];
  moreGames: boolean;
  query: string;
  results: Game[];
  total: number;
}
type Invoke = { src: string; input?: unknown };
interface Step {
  model: Model;
  invokes: Invoke[];
}
/** Issue 20: a page of 48 games at a time, for the list and for search. */
const PAGE = 48;

/**
 * What the list asks for (spec section 7, issue 21): the player's own list
 * of the page's categories; or a page of the chosen category's games (all
 * the page's categories for 'All'), of the studio of a studio's page (its id,
 * or the id of the studio with its slug, 0 while unknown) or of the filter's
 * studio, in the chosen order.
 */
function request(model: Model, skip: number) {
  if (model.selected === 'favourites' || model.selected === 'recent') return { list: model.selected, systemCategory: model.categories };
  const studio =
    model.providerPage === null
      ? model.provider === 'all'
        ? undefined
        : model.provider
      : typeof model.providerPage === 'number'
        ? model.providerPage
        : (model.providers.find((p) => p.slug === model.providerPage)?.id ?? 0);
  return {
    list: 'category',
    systemCategory: model.selected === 'all' ? model.categories : [model.selected],
    ...(studio === undefined ? {} : { providerId: studio }),
    sort: model.sort,
    skip,
    take: PAGE,
  };
}
const searching = (model: Model, skip: number) => ({ live: model.slug === 'live', search: model.query.trim(), skip, take: PAGE });

/** Entering a state of the list: its call, if it makes one. A page without categories shows its empty text; a studio's page by slug waits for the studios. */
function enterBrowse(model: Model, at: Browse): Step {
  if (at === 'choosing') {
    if (typeof model.providerPage === 'string' && model.studios === 'loading')
      return { model: { ...model, mode: 'browsing', browse: 'choosing' }, invokes: [] };
    return enterBrowse(model, model.categories.length > 0 ? 'loading' : 'ready');
  }
  const next: Model = { ...model, mode: 'browsing', browse: at };
  if (at === 'loading') return { model: next, invokes: [{ src: 'fetchGames', input: request(next, 0) }] };
  if (at === 'loadingMore') return { model: next, invokes: [{ src: 'fetchGames', input: request(next, next.games.length) }] };
  return { model: next, invokes: [] };
}
/** Back to the list as it was: the state it was in, entered again (a call on its way is made again). */
const resume = (model: Model): Step => enterBrowse(model, model.mode === 'browsing' ? model.browse : (model.resume ?? 'choosing'));
function enterSearch(model: Model, at: Search): Step {
  const next: Model = { ...model, mode: 'searching', search: at, resume: model.mode === 'browsing' ? model.browse : model.resume };
  if (at === 'loading') return { model: next, invokes: [{ src: 'searchGames', input: searching(next, 0) }] };
  if (at === 'loadingMore') return { model: next, invokes: [{ src: 'searchGames', input: searching(next, next.results.length) }] };
  return { model: next, invokes: [] };
}

/**
 * Spec section 2's casino pages and issue 21's lobby: the studios load
 * beside the list; the list shows the chosen category (a known one; a
 * player's own lists only for a player), studio (only where no studio's page
 * fixes it) and order, a page at a time with Show more (no game twice); a
 * failure keeps what is shown and offers Try again; search waits for the
 * player to stop typing, pages its results, and Clear (or a blank query)
 * returns to the list as it was; logging out on one's own list returns to All.
 */
const oracle = defineOracle<Model>({
  start: (input) => {
    const { slug, categories, providerPage, player } = input as {
      slug: string;
      categories: CasinoCategory[];
      providerPage?: number | string;
      player?: boolean;
    };
    const model: Model = {
      mode: 'browsing',
      browse: 'choosing',
      search: 'debouncing',
      resume: null,
      slug,
      categories: categories.map((c) => c.id),
      providerPage: providerPage ?? null,
      player: player ?? false,
      selected: 'all',
      provider: 'all',
      sort: 'popular',
      providers: [],
      studios: 'loading',
      games: [],
      moreGames: false,
      query: '',
      results: [],
      total: 0,
    };
    const entered = enterBrowse(model, 'choosing');
    return expectationOf({ model: entered.model, invokes: [{ src: 'fetchProviders' }, ...entered.invokes] });
  },
  step(model, event) {
    const none: Step = { model, invokes: [] };
    const browsing = model.mode === 'browsing';
    const inSearch = model.mode === 'searching';
    /** The studios came or not: a page waiting for them goes on. */
    const studiosSettled = (next: Model): Step =>
      next.mode === 'browsing' && next.browse === 'choosing' ? enterBrowse(next, 'choosing') : { model: next, invokes: [] };
    const page = () => (event as unknown as { output: { games: Game[]; more: boolean } }).output;
    const next = ((): Step => {
      switch (event.type) {
        case 'xstate.done.actor.fetchProviders':
          return studiosSettled({ ...model, providers: (event as unknown as { output: GameProvider[] }).output, studios: 'ready' });
        case 'xstate.error.actor.fetchProviders':
          return studiosSettled({ ...model, studios: 'unavailable' });
        case 'SELECT': {
          const { category } = event as unknown as { category: Pick };
          const known =
            category === 'favourites' || category === 'recent' ? model.player : category === 'all' || model.categories.includes(category);
          return browsing && known ? enterBrowse({ ...model, selected: category }, 'loading') : none;
        }
        case 'FILTER': {
          const { provider } = event as unknown as { provider: 'all' | number };
          const known = model.providerPage === null && (provider === 'all' || model.providers.some((p) => p.id === provider));
          return browsing && known ? enterBrowse({ ...model, provider }, 'loading') : none;
        }
        case 'SORT':
          return browsing ? enterBrowse({ ...model, sort: (event as unknown as { sort: string }).sort }, 'loading') : none;
        case 'SEARCH': {
          const { query } = event as unknown as { query: string };
          // Only spaces: no search, and the box keeps them (the player's keys are never written over).
          if (query.trim() === '') return resume({ ...model, query, results: [], total: 0 });
          return enterSearch({ ...model, query }, 'debouncing');
        }
        case 'CLEAR':
          return resume({ ...model, query: '', results: [], total: 0 });
        case 'SESSION.CHANGED': {
          const { loggedIn: player } = event as unknown as { loggedIn: boolean };
          if (!player && (model.selected === 'favourites' || model.selected === 'recent')) {
            return enterBrowse({ ...model, player, selected: 'all', query: '', results: [], total: 0 }, 'loading');
          }
          return { model: { ...model, player }, invokes: [] };
        }
        case 'xstate.done.actor.fetchGames': {
          const { games, more } = page();
          return enterBrowse({ ...model, games, moreGames: more }, 'ready');
        }
        case 'xstate.error.actor.fetchGames':
          return enterBrowse(model, 'failed');
        case 'xstate.done.actor.fetchMoreGames': {
          const { games, more } = page();
          const shown = new Set(model.games.map((g) => g.gameCode));
          return enterBrowse(
            { ...model, games: [...model.games, ...games.filter((g) => !shown.has(g.gameCode))], moreGames: more },
            'ready',
          );
        }
        case 'xstate.error.actor.fetchMoreGames':
          return enterBrowse(model, 'moreFailed');
        case 'xstate.done.actor.searchGames': {
          const { games, more } = page();
          return enterSearch({ ...model, results: games, total: games.length + (more ? 1 : 0) }, 'results');
        }
        case 'xstate.error.actor.searchGames':
          return enterSearch(model, 'failed');
        case 'xstate.done.actor.searchMore': {
          const { games, more } = page();
          const results = [...model.results, ...games];
          return enterSearch({ ...model, results, total: results.length + (more ? 1 : 0) }, 'results');
        }
        case 'xstate.error.actor.searchMore':
          return enterSearch(model, 'moreFailed');
        case 'MORE':
          if (browsing && ((model.browse === 'ready' && model.moreGames) || model.browse === 'moreFailed'))
            return enterBrowse(model, 'loadingMore');
          if (inSearch && ((model.search === 'results' && model.results.length < model.total) || model.search === 'moreFailed'))
            return enterSearch(model, 'loadingMore');
          return none;
        case 'RETRY':
          if (browsing && model.browse === 'failed') return enterBrowse(model, 'loading');
          if (browsing && model.browse === 'moreFailed') return enterBrowse(model, 'loadingMore');
          if (inSearch && model.search === 'failed') return enterSearch(model, 'loading');
          if (inSearch && model.search === 'moreFailed') return enterSearch(model, 'loadingMore');
          return none;
        default:
          if (event.type.startsWith('xstate.after.debounce.'))
            return inSearch && model.search === 'debouncing' ? enterSearch(model, 'loading') : none;
          throw new Error(`the lobby model has no rule for ${event.type}`);
      }
    })();
    // Each keystroke of a search waits the whole debounce again.
    const typed = event.type === 'SEARCH' && next.model.mode === 'searching' && next.model.search === 'debouncing';
    return { ...expectationOf(next), ...(typed ? { timers: ['debounce'] } : {}) };
  },
});

function expectationOf({ model, invokes }: Step) {
  const { selected, provider, sort, providers, studios, games, moreGames, query, results, total, player } = model;
  return {
    state: model,
    value: model.mode === 'browsing' ? { browsing: model.browse } : { searching: model.search },
    invokes,
    context: { selected, provider, sort, providers, studios, games, moreGames, query, results, total, player },
  };
}

export const lobbyModel = defineModel({
  id: 'lobby',
  machine: lobbyMachine,
  inputs: [
    { name: 'live casino, a player', input: { slug: 'live', categories: live, player: true } },
    { name: 'live casino, a visitor', input: { slug: 'live', categories: live } },
    { name: 'a page the config has no category for', input: { slug: 'tvbets', categories: [] } },
    { name: 'a studio’s page', input: { slug: 'provider', categories: live, providerPage: 7 } },
    { name: 'a studio’s page by slug', input: { slug: 'provider', categories: live, providerPage: 'evolution' } },
  ],
  events: [
    // The spec's timers, each where it runs (the model's own list: a machine that lost one is asked about it).
    { type: 'xstate.after.debounce.lobby.searching.debouncing' } as never,
    { type: 'SELECT', category: 'all' },
    { type: 'SELECT', category: 21 },
    { type: 'SELECT', category: 99 },
    { type: 'SELECT', category: 'favourites' },
    { type: 'SELECT', category: 'recent' },
    { type: 'FILTER', provider: 7 },
    { type: 'FILTER', provider: 'all' },
    { type: 'FILTER', provider: 99 },
    { type: 'SORT', sort: 'az' },
    // Typed with a space after it: searched trimmed.
    { type: 'SEARCH', query: 'rulet ' },
    { type: 'SEARCH', query: '  ' },
    { type: 'CLEAR' },
    { type: 'MORE' },
    { type: 'RETRY' },
    { type: 'SESSION.CHANGED', loggedIn: true },
    { type: 'SESSION.CHANGED', loggedIn: false },
    // The page's studio second: a studio's page by slug finds its own, not the first.
    { type: 'xstate.done.actor.fetchProviders', output: [pragmatic, evolution] } as never,
    { type: 'xstate.error.actor.fetchProviders', error: networkError } as never,
    { type: 'xstate.done.actor.fetchGames', output: { games: [game], more: true } } as never,
    { type: 'xstate.done.actor.fetchGames', output: { games: [], more: false } } as never,
    { type: 'xstate.error.actor.fetchGames', error: networkError } as never,
    // The server moved the first page's game onto the next one (a new game came out): shown once.
    { type: 'xstate.done.actor.fetchMoreGames', output: { games: [game, other], more: false } } as never,
    { type: 'xstate.error.actor.fetchMoreGames', error: networkError } as never,
    { type: 'xstate.done.actor.searchGames', output: { games: [game], more: true } } as never,
    { type: 'xstate.done.actor.searchGames', output: { games: [], more: false } } as never,
    { type: 'xstate.error.actor.searchGames', error: networkError } as never,
    { type: 'xstate.done.actor.searchMore', output: { games: [other], more: false } } as never,
    // A third page to come: the total counts one more than those shown.
    { type: 'xstate.done.actor.searchMore', output: { games: [other], more: true } } as never,
    { type: 'xstate.error.actor.searchMore', error: networkError } as never,
  ],
  // The studios come first here: they are orthogonal to the games, and
  // walking every state with them both pending and come tripled the paths.
  // A login or logout changes who the player is; the same again changes nothing (the app tells the page's flow at a login).
  allows: (snapshot, event) =>
    (snapshot.context.studios !== 'loading' || event.type.endsWith('fetchProviders')) &&
    (event.type !== 'SESSION.CHANGED' || (event as { loggedIn: boolean }).loggedIn !== snapshot.context.player),
  // What each mode shows: the list's choice and paging while browsing, the results' paging while searching.
  project: (snapshot) =>
    snapshot.matches('searching')
      ? { studios: snapshot.context.studios, more: snapshot.context.results.length < snapshot.context.total }
      : {
          selected: snapshot.context.selected,
          player: snapshot.context.player,
          provider: snapshot.context.provider,
          studios: snapshot.context.studios,
          moreGames: snapshot.context.moreGames,
        },
  simplePaths: false,
  oracle,
});
