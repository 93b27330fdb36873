// The lobby's extensions (docs/api.md, issue 21 items 13-17): pages, studios
// and orders of a category, the studios, a player's hearted and recently
// played games, and the game information every game carries.
import { describe, expect, it } from 'vitest';
import { Game, GameProvider, RECENT_GAMES_MAX } from '../../contract/schemas';
import { PROVIDERS } from '../../server/casino/catalogue';
import { registered, useTestApi } from './testServer';

const t = useTestApi();
const games = async (request: Record<string, unknown>) => {
  const { status, body } = await t.api.call('categoryGames', request as never);
  expect(status, JSON.stringify(request)).toBe(200);
  return (body.data as unknown[]).map((game) => Game.parse(game));
};

describe('casino/categorygames: pages, studios and orders', () => {
  it('pages with skip and take without overlap or gap, in every order', async () => {
    for (const sort of [undefined, 'popular', 'new', 'az'] as const) {
      const all = await games({ systemCategory: [1, 2], sort });
      const pages = [
        ...(await games({ systemCategory: [1, 2], sort, take: 48 })),
        ...(await games({ systemCategory: [1, 2], sort, skip: 48, take: 48 })),
      ];
      expect(
        pages.map((g) => g.gameCode),
        String(sort),
      ).toEqual(all.slice(0, 96).map((g) => g.gameCode));
    }
    for (const skip of [-1, 1.5, 100_001])
      expect((await t.api.call('categoryGames', { systemCategory: [1], skip } as never)).status, String(skip)).toBe(400);
    expect((await t.api.call('categoryGames', { systemCategory: [1], sort: 'random' } as never)).status).toBe(400);
  });

  it('orders by name the Turkish way: Ç after C, Ş after S, İ after I', async () => {
    const names = (await games({ systemCategory: [1, 2, 3, 4, 5], sort: 'az' })).map((g) => g.name);
    const collator = new Intl.Collator('tr-TR');
    expect(names).toEqual([...names].sort(collator.compare));
    const ilik = names.findIndex((n) => n.startsWith('Ilık'));
    const istanbul = names.findIndex((n) => n.startsWith('İstanbul'));
    expect(ilik).toBeGreaterThan(-1);
    expect(ilik).toBeLessThan(istanbul);
  });

  it('orders the newest first and the most played first', async () => {
    const all = await games({ systemCategory: [1, 2, 3, 4, 5] });
    const newest = await games({ systemCategory: [1, 2, 3, 4, 5], sort: 'new', take: 20 });
    const popular = await games({ systemCategory: [1, 2, 3, 4, 5], sort: 'popular', take: 20 });
    expect(newest.map((g) => g.gameCode)).not.toEqual(all.slice(0, 20).map((g) => g.gameCode));
    expect(popular.map((g) => g.gameCode)).not.toEqual(newest.map((g) => g.gameCode));
  });

  it('gives one studio’s games when asked, and none of another’s', async () => {
    const netent = PROVIDERS.find((p) => p.slug === 'netent')!;
    const found = await games({ systemCategory: [1, 2, 3, 4, 5], providerId: netent.id });
    expect(found.length).toBeGreaterThan(100);
    expect(found.every((g) => g.mainProviderId === netent.id && g.studio === 'NetEnt')).toBe(true);
    expect(await games({ systemCategory: [1], providerId: 9999 })).toEqual([]);
  });

  it('every game carries its studio, return to player and volatility', async () => {
    for (const game of await games({ systemCategory: [1, 21, 32], take: 200 })) {
      expect(game.studio).toBeTruthy();
      expect(game.rtp).toBeGreaterThanOrEqual(94);
      expect(game.rtp).toBeLessThanOrEqual(99.6);
      expect(['low', 'medium', 'high']).toContain(game.volatility);
    }
  });
});

describe('casino/providers', () => {
  it('lists the twelve studios of the footer with their game counts, open to visitors', async () => {
    const { status, body } = await t.api.call('gameProviders');
    expect(status).toBe(200);
    const providers = (body.data as unknown[]).map((p) => GameProvider.parse(p));
    expect(providers.map((p) => p.slug)).toEqual(PROVIDERS.map((p) => p.slug));
    expect(providers.find((p) => p.slug === '3oaksgaming')).toMatchObject({ id: 2, name: '3 Oaks Gaming' });
    expect(providers.every((p) => p.gameCount > 0)).toBe(true);
  });
});

describe('the player’s own lists', () => {
  it('casino/favoritegames: the hearted games, last hearted first, of the asked categories, for players only', async () => {
    const player = await registered(t.api);
    const [slot, live] = [(await games({ systemCategory: [1], take: 1 }))[0]!, (await games({ systemCategory: [21], take: 1 }))[0]!];
    expect((await t.api.call('favouriteGames', {})).status).toBe(401);
    for (const game of [slot, live])
      await t.api.call('toggleFavourite', { code: game.gameCode, providerId: game.mainProviderId }, { token: player.token });
    const all = (await t.api.call('favouriteGames', {}, { token: player.token })).body.data as Game[];
    expect(all.map((g) => g.gameCode)).toEqual([live.gameCode, slot.gameCode]);
    const slots = (await t.api.call('favouriteGames', { systemCategory: [1, 2] }, { token: player.token })).body.data as Game[];
    expect(slots.map((g) => g.gameCode)).toEqual([slot.gameCode]);
  });

  it('casino/recentgames: a launch puts the game first; twelve at most; another player’s are not shown', async () => {
    const player = await registered(t.api);
    const other = await registered(t.api);
    const pragmatic = await games({
      systemCategory: [1, 2, 3, 4, 5],
      providerId: PROVIDERS.find((p) => p.slug === 'pragmaticplay')!.id,
      take: RECENT_GAMES_MAX + 2,
    });
    expect((await t.api.call('recentGames')).status).toBe(401);
    expect((await t.api.call('recentGames', undefined, { token: player.token })).body.data).toEqual([]);
    for (const game of pragmatic)
      expect((await t.api.call('pragmaticLaunch', { code: game.gameCode }, { token: player.token })).body.success).toBe(true);
    // The first game again: it comes first, once.
    await t.api.call('pragmaticLaunch', { code: pragmatic[0]!.gameCode }, { token: player.token });
    const recent = (await t.api.call('recentGames', undefined, { token: player.token })).body.data as Game[];
    expect(recent).toHaveLength(RECENT_GAMES_MAX);
    expect(recent.map((g) => g.gameCode)).toEqual(
      [pragmatic[0]!, ...pragmatic.slice(-(RECENT_GAMES_MAX - 1)).reverse()].map((g) => g.gameCode),
    );
    expect((await t.api.call('recentGames', undefined, { token: other.token })).body.data).toEqual([]);
  });
});
