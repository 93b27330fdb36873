import { describe, expect, it } from 'vitest';
import { BootstrapConfig, Game } from '../../contract/schemas';
import { buildCatalogue, LAUNCH_SYSTEMS, PROVIDERS } from '../../server/casino/catalogue';
import { registered, useTestApi } from './testServer';

const t = useTestApi();

describe('the demo catalogue', () => {
  it('has over 3,000 games across the twelve providers and all seven launch systems, the same on every build', () => {
    const games = buildCatalogue();
    expect(games.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(games.map((g) => g.gameCode)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.brand))).toEqual(new Set(PROVIDERS.map((p) => p.slug)));
    expect(new Set(games.map((g) => g.providerName))).toEqual(new Set(LAUNCH_SYSTEMS));
    for (const game of games.slice(0, 50)) expect(Game.safeParse(game).success).toBe(true);
    // SoftGamings games carry their system, EveryMatrix games their product id.
    expect(games.filter((g) => g.providerName === 'SoftGamings').every((g) => g.system)).toBe(true);
    expect(games.filter((g) => g.providerName === 'EveryMatrix').every((g) => g.productId)).toBe(true);
    expect(buildCatalogue().map((g) => g.name)).toEqual(games.map((g) => g.name));
    expect(games.find((g) => g.name === 'Aviator')).toMatchObject({ isLive: false, systemCategory: 32 });
  });

  it('the bootstrap config lists the casino categories with the five live filters', async () => {
    const config = BootstrapConfig.parse((await t.api.call('bootstrap')).body.data);
    const live = config.casinoCategoryList.filter((c) => c.slugList.includes('live')).map((c) => c.name);
    expect(live).toEqual(['Live Roulette', 'Live Blackjack', 'Live Poker', 'Live Baccarat', 'Live Dealer']);
    for (const slug of ['slot', 'games', 'bingo', 'tvbets'])
      expect(config.casinoCategoryList.some((c) => c.slugList.includes(slug))).toBe(true);
    // Some categories have an image, some not (the page then shows the default provider image: issue 33).
    const images = config.casinoCategoryList.map((c) => c.imageUrl);
    expect(images.filter((url) => url !== null).every((url) => url!.startsWith('/media/category/'))).toBe(true);
    expect(images.filter((url) => url === null).length).toBeGreaterThan(0);
    expect(images.filter((url) => url !== null).length).toBeGreaterThan(0);
  });
});

describe('casino/games and casino/categorygames', () => {
  it('finds the non-live Aviator, the way the mobile menu shortcut asks', async () => {
    const { body } = await t.api.call('searchGames', { live: false, search: 'Aviator', skip: 0, take: 5 });
    expect(body.success).toBe(true);
    expect(body.data[0]).toMatchObject({ name: 'Aviator', providerName: 'Hub88' });
  });

  it("searches the Turkish way: 'İ' finds 'i', 'I' finds 'ı', and pages with skip and take", async () => {
    const upperDotted = (await t.api.call('searchGames', { live: false, search: 'İSTANBUL', skip: 0, take: 5 })).body.data as Game[];
    expect(upperDotted.length).toBe(5);
    expect(upperDotted.every((g) => g.name.toLocaleLowerCase('tr-TR').includes('istanbul'))).toBe(true);
    const dotless = (await t.api.call('searchGames', { live: false, search: 'ILIK', skip: 0, take: 200 })).body.data as Game[];
    expect(dotless.length).toBeGreaterThan(0);
    expect(dotless.every((g) => g.name.includes('Ilık'))).toBe(true);
    const page2 = (await t.api.call('searchGames', { live: false, search: 'İSTANBUL', skip: 5, take: 5 })).body.data as Game[];
    expect(page2.map((g) => g.gameCode)).not.toContain(upperDotted[0]!.gameCode);
    // Live tables only with live: true; wildcards are text.
    expect(
      ((await t.api.call('searchGames', { live: true, search: 'roulette', skip: 0, take: 200 })).body.data as Game[]).every(
        (g) => g.isLive,
      ),
    ).toBe(true);
    expect((await t.api.call('searchGames', { live: false, search: '%', skip: 0, take: 5 })).body.data).toEqual([]);
  });

  it('returns every game of the asked system categories', async () => {
    const { body } = await t.api.call('categoryGames', { systemCategory: [21, 22] });
    const games = body.data as Game[];
    expect(games.length).toBeGreaterThan(10);
    expect(new Set(games.map((g) => g.systemCategory))).toEqual(new Set([21, 22]));
    expect((await t.api.call('categoryGames', { systemCategory: [] } as never)).status).toBe(400);
  });

  it('returns only the first `take` games when asked (the home page sections)', async () => {
    const all = (await t.api.call('categoryGames', { systemCategory: [1] })).body.data as Game[];
    const first = (await t.api.call('categoryGames', { systemCategory: [1], take: 12 })).body.data as Game[];
    expect(all.length).toBeGreaterThan(12);
    expect(first).toEqual(all.slice(0, 12));
    for (const take of [0, 501, 1.5, -1])
      expect((await t.api.call('categoryGames', { systemCategory: [1], take } as never)).status, String(take)).toBe(400);
  });
});

describe('favourites', () => {
  it('toggles with the messages of spec section 4, lists the game codes, and needs a login', async () => {
    const player = await registered(t.api);
    const [game] = (await t.api.call('searchGames', { live: false, search: 'Aviator', skip: 0, take: 1 })).body.data as Game[];
    const toggle = { code: game!.gameCode, providerId: game!.mainProviderId };
    expect((await t.api.call('toggleFavourite', toggle)).status).toBe(401);
    const added = (await t.api.call('toggleFavourite', toggle, { token: player.token, locale: 'en' })).body;
    expect(added).toMatchObject({ success: true, message: 'Added to favorites' });
    expect((await t.api.call('favourites', undefined, { token: player.token })).body.data).toEqual({ userFavoriteList: [game!.gameCode] });
    const removed = (await t.api.call('toggleFavourite', toggle, { token: player.token, locale: 'en' })).body;
    expect(removed).toMatchObject({ success: true, message: 'Removed from favorites' });
    expect((await t.api.call('favourites', undefined, { token: player.token })).body.data).toEqual({ userFavoriteList: [] });
    const unknown = (await t.api.call('toggleFavourite', { code: 'no-such-game', providerId: 1 }, { token: player.token })).body;
    expect(unknown).toMatchObject({ success: false, message: 'Oyun bulunamadı.' });
  });

  it('a dev game withdrawn while on screen refuses the toggle, and comes back under its code (dev only)', async () => {
    const player = await registered(t.api);
    const post = (path: string, body: unknown) =>
      t.api.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const { data: game } = (await (await post('/dev/games', { name: 'Model Fruits Ş' })).json()) as { data: Game };
    expect(game).toMatchObject({ name: 'Model Fruits Ş', gameCode: expect.stringMatching(/^dev-/), isLive: false });
    const found = (await t.api.call('searchGames', { live: false, search: 'model fruits ş', skip: 0, take: 5 })).body.data as Game[];
    expect(found.map((g) => g.gameCode)).toEqual([game.gameCode]);
    const toggle = { code: game.gameCode, providerId: game.mainProviderId };
    expect((await t.api.call('toggleFavourite', toggle, { token: player.token })).body.success).toBe(true);

    expect((await post('/dev/games/withdraw', { code: game.gameCode })).status).toBe(200);
    expect((await t.api.call('toggleFavourite', toggle, { token: player.token })).body).toMatchObject({
      success: false,
      message: 'Oyun bulunamadı.',
    });
    expect((await t.api.call('favourites', undefined, { token: player.token })).body.data).toEqual({ userFavoriteList: [] });

    await post('/dev/games', { name: 'Model Fruits Ş', code: game.gameCode });
    expect((await t.api.call('toggleFavourite', toggle, { token: player.token, locale: 'en' })).body.message).toBe('Added to favorites');
    // The catalogue itself cannot be withdrawn.
    expect((await post('/dev/games/withdraw', { code: toggle.code.replace('dev-', '') })).status).toBe(404);
    expect((await post('/dev/games', { name: 'x', code: 'aviator' })).status).toBe(400);
  });
});
