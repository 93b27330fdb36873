// @vitest-environment node
// What the lobby asks the server for (issue 21, items 13-15; issue 20's
// paging): the model paths check where the flow goes, these check what it asks.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CATEGORY_PAGE_SIZE, lobbyMachine, type GamesRequest, type LobbyInput, type SearchPage } from '../../machines/lobby.machine';
import type { CasinoCategory, Game } from '../../contract/schemas';

const category = (id: number): CasinoCategory => ({ id, name: `C${id}`, slugList: ['slot'], imageUrl: null });
const game = (n: number): Game => ({
  name: `G${n}`,
  gameCode: `g-${n}`,
  providerName: 'Hub88',
  mainProviderId: 4,
  system: null,
  productId: null,
  systemCategory: 1,
  imageUrl: null,
});

function start(input: LobbyInput, pages: (request: GamesRequest) => { games: Game[]; more: boolean }) {
  const asked: GamesRequest[] = [];
  const actor = createActor(
    lobbyMachine.provide({
      actors: {
        fetchGames: fromPromise(async ({ input: request }) => (asked.push(request), pages(request))),
        fetchProviders: fromPromise(async () => [{ id: 4, name: 'BGaming', slug: 'bgaming', gameCount: 200 }]),
        searchGames: fromPromise(async (): Promise<SearchPage> => ({ games: [], more: false })),
      },
    }),
    { input },
  ).start();
  return { actor, asked, ready: () => waitFor(actor, (s) => s.matches({ browsing: 'ready' }) && s.context.studios !== 'loading') };
}

describe('the lobby asks for what it shows', () => {
  it('a page of the page’s categories in the popular order, then the next page from where it stopped', async () => {
    const { actor, asked, ready } = start({ slug: 'slot', categories: [category(1), category(2)] }, (r) => ({
      games: Array.from({ length: 3 }, (_, i) => game((r.list === 'category' ? r.skip : 0) + i)),
      more: true,
    }));
    await ready();
    actor.send({ type: 'MORE' });
    await waitFor(actor, (s) => s.matches({ browsing: 'ready' }) && s.context.games.length === 6);
    expect(asked).toEqual([
      { list: 'category', systemCategory: [1, 2], sort: 'popular', skip: 0, take: CATEGORY_PAGE_SIZE },
      { list: 'category', systemCategory: [1, 2], sort: 'popular', skip: 3, take: CATEGORY_PAGE_SIZE },
    ]);
  });

  it('a studio, an order and a category narrow the request; a studio’s page always asks for its studio', async () => {
    const { actor, asked, ready } = start({ slug: 'slot', categories: [category(1), category(2)] }, () => ({
      games: [game(1)],
      more: false,
    }));
    await ready();
    actor.send({ type: 'FILTER', provider: 4 });
    await ready();
    actor.send({ type: 'SORT', sort: 'az' });
    await ready();
    actor.send({ type: 'SELECT', category: 2 });
    await ready();
    expect(asked.at(-1)).toEqual({ list: 'category', systemCategory: [2], providerId: 4, sort: 'az', skip: 0, take: CATEGORY_PAGE_SIZE });

    const page = start({ slug: 'provider', categories: [category(1), category(21)], providerPage: 9 }, () => ({
      games: [game(1)],
      more: false,
    }));
    await page.ready();
    page.actor.send({ type: 'FILTER', provider: 4 });
    expect(page.asked).toEqual([
      { list: 'category', systemCategory: [1, 21], providerId: 9, sort: 'popular', skip: 0, take: CATEGORY_PAGE_SIZE },
    ]);
  });

  it('a player’s own lists ask for the page’s categories; a visitor cannot pick them', async () => {
    const player = start({ slug: 'live', categories: [category(21)], player: true }, () => ({ games: [], more: false }));
    await player.ready();
    player.actor.send({ type: 'SELECT', category: 'favourites' });
    await player.ready();
    player.actor.send({ type: 'SELECT', category: 'recent' });
    await player.ready();
    expect(player.asked.slice(1)).toEqual([
      { list: 'favourites', systemCategory: [21] },
      { list: 'recent', systemCategory: [21] },
    ]);
    const visitor = start({ slug: 'live', categories: [category(21)] }, () => ({ games: [], more: false }));
    await visitor.ready();
    visitor.actor.send({ type: 'SELECT', category: 'favourites' });
    expect(visitor.actor.getSnapshot().context.selected).toBe('all');
    expect(visitor.asked).toHaveLength(1);
  });

  it('a game the server moved between pages is shown once', async () => {
    const { actor, ready } = start({ slug: 'slot', categories: [category(1)] }, (r) => ({
      games: r.list === 'category' && r.skip > 0 ? [game(2), game(3)] : [game(1), game(2)],
      more: true,
    }));
    await ready();
    actor.send({ type: 'MORE' });
    await waitFor(actor, (s) => s.matches({ browsing: 'ready' }) && s.context.games.length > 2);
    expect(actor.getSnapshot().context.games.map((g) => g.gameCode)).toEqual(['g-1', 'g-2', 'g-3']);
  });
});

describe('a studio’s page by slug (the footer’s logos)', () => {
  it('waits for the studios, then asks for the games of the studio with that slug', async () => {
    const page = start({ slug: 'provider', categories: [category(1)], providerPage: 'bgaming' }, () => ({ games: [game(1)], more: false }));
    await page.ready();
    expect(page.asked).toEqual([
      { list: 'category', systemCategory: [1], providerId: 4, sort: 'popular', skip: 0, take: CATEGORY_PAGE_SIZE },
    ]);
  });
});

describe('logging in or out on a casino page', () => {
  it('a login keeps the search typed before it, and offers the player’s own lists', async () => {
    const { actor, asked, ready } = start({ slug: 'slot', categories: [category(1)] }, () => ({ games: [game(1)], more: false }));
    await ready();
    actor.send({ type: 'SEARCH', query: 'fruit' });
    actor.send({ type: 'SESSION.CHANGED', loggedIn: true });
    expect(actor.getSnapshot().context).toMatchObject({ query: 'fruit', player: true });
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    actor.send({ type: 'CLEAR' });
    actor.send({ type: 'SELECT', category: 'favourites' });
    await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
    expect(asked.at(-1)).toEqual({ list: 'favourites', systemCategory: [1] });
  });

  it('a logout on Favourites goes back to All and asks for it; elsewhere it changes nothing shown', async () => {
    const { actor, asked, ready } = start({ slug: 'slot', categories: [category(1)], player: true }, () => ({
      games: [game(1)],
      more: false,
    }));
    await ready();
    actor.send({ type: 'SELECT', category: 21 });
    actor.send({ type: 'SELECT', category: 1 });
    await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
    actor.send({ type: 'SESSION.CHANGED', loggedIn: false });
    expect(actor.getSnapshot().context).toMatchObject({ selected: 1, player: false });
    expect(actor.getSnapshot().matches({ browsing: 'ready' })).toBe(true);
    actor.send({ type: 'SESSION.CHANGED', loggedIn: true });
    actor.send({ type: 'SELECT', category: 'favourites' });
    await waitFor(actor, (s) => s.matches({ browsing: 'ready' }) && s.context.selected === 'favourites');
    const before = asked.length;
    actor.send({ type: 'SESSION.CHANGED', loggedIn: false });
    await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({ selected: 'all', player: false });
    expect(asked.slice(before)).toEqual([{ list: 'category', systemCategory: [1], sort: 'popular', skip: 0, take: CATEGORY_PAGE_SIZE }]);
  });
});
