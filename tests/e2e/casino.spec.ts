// The casino pages against the reference server, at 390 px and 1280 px:
// every casino route, the live filters, search, favourites, opening a game
// from its tile (the phone's full-height modal, the desktop's play page),
// the Aviator shortcut, the virtualised grid, and the sportsbook routes.
import type { Page } from '@playwright/test';
import { expect, only, SAME_AT_EVERY_WIDTH, test } from './fixtures';
import { expectNoAxeViolations, fundedPlayer, registerPlayer, startLoggedIn, typeInto, watchForErrors } from './helpers';

const ROUTES = [
  { path: '/casino', slug: 'slot' },
  { path: '/casino/slot', slug: 'slot' },
  { path: '/casino/live', slug: 'live' },
  { path: '/casino/games', slug: 'games' },
  { path: '/casino/bingo', slug: 'bingo' },
  { path: '/casino/tvbets', slug: 'tvbets' },
] as const;

const tiles = (page: Page) => page.locator('[data-testid="game-grid"] [data-game]');

test.describe('the casino pages', () => {
  test('every casino route shows its games, and the live page its five filters', async ({ page, t }) => {
    const errors = watchForErrors(page);
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: t(`casino.pageTitle.${route.slug}`) })).toBeVisible();
      await expect(page.locator('[data-state="lobby.browsing.ready"]')).toBeVisible();
      await expect(tiles(page).first()).toBeVisible();
    }
    // The live page: All and the five live categories; a filter narrows the list.
    await page.goto('/casino/live');
    const filters = page.getByRole('list', { name: t('casino.categories') });
    for (const name of [t('casino.all'), 'Live Roulette', 'Live Blackjack', 'Live Poker', 'Live Baccarat', 'Live Dealer']) {
      await expect(filters.getByRole('button', { name, exact: true })).toBeVisible();
    }
    const all = Number(await page.getByTestId('game-grid').getAttribute('data-count'));
    await filters.getByRole('button', { name: 'Live Roulette', exact: true }).click();
    await expect(filters.getByRole('button', { name: 'Live Roulette', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('game-grid')).not.toHaveAttribute('data-count', String(all));
    await expect(tiles(page).first()).toContainText(/Roulette|Rulet/);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test(
    'search finds games a page at a time, and clearing it returns to the category',
    only('desktop', SAME_AT_EVERY_WIDTH),
    async ({ page, t }) => {
      // The phone types into its casino search in typing.spec.ts.
      await page.goto('/casino/slot');
      await expect(tiles(page).first()).toBeVisible();
      const search = page.getByRole('searchbox', { name: t('casino.searchLabel') });
      await typeInto(search, 'Golden');
      await expect(page.getByRole('heading', { name: t('casino.resultsFor', { query: 'Golden' }) })).toBeVisible();
      await expect(page.getByTestId('game-grid')).toHaveAttribute('data-count', '48');
      // Show more is the keyboard's way to the next page (a pointer scrolling to it loads the next page by
      // itself, which moved the button under a tap: CI's retry loop chased it for 60 s). Enter, as a keyboard does.
      await page.getByRole('button', { name: t('casino.showMore') }).press('Enter');
      await expect(page.getByTestId('game-grid')).not.toHaveAttribute('data-count', '48');
      await typeInto(search, 'no such game zzz');
      await expect(page.getByRole('heading', { name: t('casino.noResults', { query: 'no such game zzz' }) })).toBeVisible();
      await page.getByRole('button', { name: t('casino.clearSearch') }).click();
      await expect(page.locator('[data-state="lobby.browsing.ready"]')).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test('a category of thousands comes a page at a time as the player scrolls, and mounts only the tiles on screen', async ({ page, t }) => {
    // How many games the first answer carried (the request body of a fetch is not visible to Playwright here).
    // Only the first answer is read: a body still being read when the test ends rejects, and a listener that
    // read every answer failed the test after it had passed.
    const firstAnswer = page.waitForResponse((response) => response.url().endsWith('/api/casino/categorygames'));
    await page.goto('/casino/slot');
    const grid = page.getByTestId('game-grid');
    await expect(tiles(page).first()).toBeVisible();
    // The first page only (48 and one more, to know whether more exist): not the thousands of the category.
    const firstBody = (await (await firstAnswer).json()) as { data: unknown[] };
    expect(firstBody.data.length).toBe(49);
    const count = async () => Number(await grid.getAttribute('data-count'));
    for (let scrolled = 0; scrolled < 6; scrolled++) {
      const before = await count();
      await page.mouse.wheel(0, 20_000);
      await expect.poll(count).toBeGreaterThan(before);
    }
    expect(await count()).toBeGreaterThan(48 * 5);
    expect(await tiles(page).count()).toBeLessThanOrEqual(200);
    // A keyboard reaches the next page by the button below the grid.
    await expect(page.getByRole('button', { name: t('casino.showMore') })).toBeVisible();
  });

  test('a visitor’s heart and a visitor’s game both ask for the login', async ({ page, t }) => {
    await page.goto('/casino/games');
    const first = tiles(page).first();
    await first.getByRole('button', { name: new RegExp(`^${t('casino.favourite', { name: '.+' })}$`) }).click();
    await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible();
    await page.keyboard.press('Escape');
    await first.getByRole('button', { name: /./ }).first().click();
    await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible();
  });

  test('a player favourites and unfavourites a game', only('phone', SAME_AT_EVERY_WIDTH), async ({ page, request, t }) => {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    await page.goto('/casino/games');
    const tile = tiles(page).first();
    const name = (await tile.locator('.name').textContent())!;
    await tile.getByRole('button', { name: t('casino.favourite', { name }) }).click();
    await expect(page.getByText(t('favourites.added'))).toBeVisible();
    await expect(tile.getByRole('button', { name: t('casino.unfavourite', { name }) })).toHaveAttribute('aria-pressed', 'true');
    // The server has it too.
    const stored = await (
      await request.get('/api/casino/favorites', { headers: { authorization: `Bearer ${player.session.token}` } })
    ).json();
    expect(stored.data.userFavoriteList).toContain(await tile.getAttribute('data-game'));
    await tile.getByRole('button', { name: t('casino.unfavourite', { name }) }).click();
    await expect(page.getByText(t('favourites.removed'))).toBeVisible();
    await expect(tile.getByRole('button', { name: t('casino.favourite', { name }) })).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(page);
  });

  test('a game opens from its tile: the phone’s full-height modal, the desktop’s play page; a spin moves the balance; the game’s exit closes it', async ({
    page,
    request,
    isMobile,
  }) => {
    const errors = watchForErrors(page);
    const player = await fundedPlayer(request);
    await startLoggedIn(page, player.session);
    await page.goto('/casino/games');
    const tile = tiles(page).filter({ hasText: 'Aviator' }).first();
    await tile.locator('button.open').click();
    if (isMobile) {
      await expect(page.locator('dialog[data-state="dialogs.game"]')).toBeVisible();
      await expect(page).toHaveURL(/\/casino\/games$/);
    } else {
      await expect(page).toHaveURL(/\/casino\/play\//);
    }
    await expect(page.locator('[data-state="gameLaunch.playing.ready"]')).toBeVisible({ timeout: 15_000 });
    const frame = (await page.locator('[data-state^="gameLaunch."] iframe').elementHandle())!.contentFrame();
    const game = (await frame)!;
    await game.locator('[data-action="play"]').click();
    await expect(game.locator('#demo-game')).toHaveAttribute('data-rounds', '1');
    await expectNoAxeViolations(page);
    await game.locator('[data-action="exit"]').click();
    if (isMobile) await expect(page.locator('dialog[data-state="dialogs.game"]')).toHaveCount(0);
    else await expect(page).toHaveURL(/\/casino\/slot$/);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test(
    'the phone menu’s Aviator shortcut opens Aviator',
    only('phone', 'the shortcut is in the phone’s side menu'),
    async ({ page, request, t }) => {
      const player = await registerPlayer(request);
      await startLoggedIn(page, player.session);
      await page.goto('/');
      await page.getByRole('button', { name: t('nav.openMenu') }).click();
      await page.getByRole('button', { name: t('menuSearch.aviator'), exact: true }).click();
      await expect(page.locator('dialog[data-state="dialogs.game"]')).toBeVisible();
      await expect(page.locator('dialog[data-state="dialogs.game"]').getByRole('heading', { name: 'Aviator' })).toBeVisible();
      await expect(page.locator('[data-state="gameLaunch.playing.ready"]')).toBeVisible({ timeout: 15_000 });
    },
  );

  test('the sportsbook routes frame the sportsbook with the player’s token, language and mode', async ({
    page,
    request,
    lang,
    isMobile,
  }) => {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    for (const [path, brand, mode] of [
      // A phone is sent on to the mobile variant (betsy; navigation.spec.ts follows the links).
      ['/spor', isMobile ? 'betsy' : 'betco', 'prematch'],
      ['/livespor/fcg', 'betsy', 'live'],
    ] as const) {
      await page.goto(path);
      const frame = page.locator('iframe');
      await expect(frame).toHaveAttribute('src', new RegExp(`/demo/sportsbook/${brand}\\?.*lang=${lang}.*mode=${mode}.*token=`));
      const content = (await (await frame.elementHandle())!.contentFrame())!;
      await expect(content.locator('body')).not.toBeEmpty();
    }
    await expectNoAxeViolations(page);
  });

  test(
    'the casino video plays muted, looping and automatically with its title, only when the configuration has a URL',
    only('desktop', SAME_AT_EVERY_WIDTH),
    async ({ page }) => {
      await page.goto('/casino/live');
      await expect(page.locator('[data-state="lobby.browsing.ready"]')).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
      await page.route('**/api/cms/grouped', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.data.video = { url: '/media/demo-video.mp4', title1: 'Canlı casino heyecanı' };
        await route.fulfill({ response, json: body });
      });
      await page.reload();
      const video = page.locator('video');
      await expect(video).toHaveAttribute('src', '/media/demo-video.mp4');
      expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, autoplay: v.autoplay }))).toEqual({
        muted: true,
        loop: true,
        autoplay: true,
      });
      await expect(page.getByText('Canlı casino heyecanı')).toBeVisible();
    },
  );
});
