// The lobby beyond the spec (issue 21, items 13-15 and 17), at 390 px and
// 1280 px in both languages: the provider filter, the orders, a studio's page
// from the footer, a player's favourites and recently played games on the
// casino pages and the home page, and the game information on a tile and in
// the game's top bar.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Game } from '../../contract/schemas';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, registerPlayer, startLoggedIn, typeInto, watchForErrors } from './helpers';

const tiles = (page: Page) => page.locator('[data-testid="game-grid"] [data-game]');
const tileNames = (page: Page) => tiles(page).locator('.name').allTextContents();

async function slotGames(request: APIRequestContext, body: Record<string, unknown>): Promise<Game[]> {
  return (
    (await (await request.post('/api/casino/categorygames', { data: { systemCategory: [1, 2, 3, 4, 5], ...body } })).json()) as {
      data: Game[];
    }
  ).data;
}

test('the provider filter narrows a casino page to one studio, and the orders sort it', async ({ page, request, t }) => {
  const errors = watchForErrors(page);
  await page.goto('/casino/slot');
  await expect(tiles(page).first()).toBeVisible();
  const provider = page.getByLabel(t('casino.providerFilter'));
  await provider.selectOption({ label: 'NetEnt' });
  const netent = await slotGames(request, { providerId: 9, sort: 'popular', take: 4 });
  await expect(tiles(page).first()).toHaveAttribute('data-game', netent[0]!.gameCode);
  // Every tile on screen is NetEnt's (its information names the studio).
  for (const code of await tiles(page).evaluateAll((all) => all.slice(0, 8).map((tile) => tile.getAttribute('data-game'))))
    expect(code).toMatch(/^netent-/);

  await page.getByLabel(t('casino.sortLabel')).selectOption(t('casino.sort.az'));
  const byName = await slotGames(request, { providerId: 9, sort: 'az', take: 4 });
  await expect.poll(async () => (await tileNames(page)).slice(0, 4)).toEqual(byName.map((game) => game.name));
  await page.getByLabel(t('casino.sortLabel')).selectOption(t('casino.sort.new'));
  const newest = await slotGames(request, { providerId: 9, sort: 'new', take: 4 });
  await expect.poll(async () => (await tileNames(page)).slice(0, 4)).toEqual(newest.map((game) => game.name));
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a footer logo opens the studio’s page, with its games across the casino', async ({ page, t }) => {
  await page.goto('/casino/live');
  await expect(tiles(page).first()).toBeVisible();
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  const evolution = footer.getByRole('link', { name: 'evolution' }).first();
  await evolution.scrollIntoViewIfNeeded();
  await evolution.click({ force: true }); // the carousel may be moving
  await expect(page).toHaveURL(/\/casino\/provider\/evolution$/);
  await expect(page.getByRole('heading', { level: 1, name: t('casino.providerPage', { name: 'Evolution' }) })).toBeVisible();
  await expect(tiles(page).first()).toBeVisible();
  const codes = await tiles(page).evaluateAll((all) => all.map((tile) => tile.getAttribute('data-game')));
  expect(codes.every((code) => code?.startsWith('evolution-'))).toBe(true);
  // By id too, and an unknown studio says so instead of showing other games.
  await page.goto('/casino/provider/7');
  await expect(page.getByRole('heading', { level: 1, name: t('casino.providerPage', { name: 'Evolution' }) })).toBeVisible();
  await page.goto('/casino/provider/no-such-studio');
  await expect(page.getByRole('heading', { level: 1, name: t('casino.providerPageUnknown') })).toBeVisible();
  await expect(page.getByText(t('casino.noGames'))).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a player finds hearted and recently played games on the casino page and the home page; a visitor is not offered them', async ({
  page,
  request,
  t,
  isMobile,
}) => {
  const errors = watchForErrors(page);
  await page.goto('/casino/slot');
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: t('casino.favourites') })).toHaveCount(0);

  const player = await registerPlayer(request);
  const headers = { authorization: `Bearer ${player.session.token}` };
  const [hearted, played] = await slotGames(request, { providerId: 6, take: 2 }); // Pragmatic Play: launched by code alone
  expect(
    (await (await request.post('/api/casino/togglefavorite', { headers, data: { code: hearted!.gameCode, providerId: 6 } })).json())
      .success,
  ).toBe(true);
  expect((await (await request.post('/api/casino/pragmaticlaunchurl', { headers, data: { code: played!.gameCode } })).json()).success).toBe(
    true,
  );

  await startLoggedIn(page, player.session);
  await page.goto('/');
  const recent = page.getByRole('region', { name: t('casino.recent') });
  const favourites = page.getByRole('region', { name: t('casino.favourites') });
  await expect(recent.locator(`[data-game="${played!.gameCode}"]`)).toBeVisible();
  await expect(favourites.locator(`[data-game="${hearted!.gameCode}"]`)).toBeVisible();

  await page.goto('/casino/slot');
  await expect(tiles(page).first()).toBeVisible();
  await page.getByRole('button', { name: t('casino.favourites') }).click();
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first()).toHaveAttribute('data-game', hearted!.gameCode);
  // Un-hearted here, it leaves the list at once.
  await tiles(page)
    .first()
    .getByRole('button', { name: t('casino.unfavourite', { name: hearted!.name }) })
    .click();
  await expect(page.getByText(t('casino.noFavourites'))).toBeVisible();
  await page.getByRole('button', { name: t('casino.recent') }).click();
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first()).toHaveAttribute('data-game', played!.gameCode);
  // The live casino's recent games are its own: none yet.
  await page.goto('/casino/live');
  await page.getByRole('button', { name: t('casino.recent') }).click();
  await expect(page.getByText(t('casino.noRecent'))).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors.filter((e) => !isMobile || !e.includes('404'))).toEqual([]);
});

test('a tile and the game’s top bar tell the game’s provider, return to player and volatility', async ({ page, request, t, lang }) => {
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  const [game] = await slotGames(request, { providerId: 6, sort: 'popular', take: 1 });
  await page.goto('/casino/slot');
  await page.getByLabel(t('casino.providerFilter')).selectOption({ label: 'Pragmatic Play' });
  const tile = tiles(page).first();
  await expect(tile).toHaveAttribute('data-game', game!.gameCode);
  const rtp = new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { style: 'percent', minimumFractionDigits: 2 }).format(
    game!.rtp! / 100,
  );
  const info = tile.locator(`[data-game-info="${game!.gameCode}"]`);
  await info.getByLabel(t('casino.info.open', { name: game!.name })).click();
  await expect(info.locator('dl')).toBeVisible();
  await expect(info.locator('dl')).toContainText('Pragmatic Play');
  await expect(info.locator('dl')).toContainText(rtp);
  await expect(info.locator('dl')).toContainText(t(`casino.info.volatilityLevel.${game!.volatility!}`));
  await expectNoAxeViolations(page);
  // Closing it by keyboard, then the game: its top bar has the same.
  await info.getByLabel(t('casino.info.open', { name: game!.name })).press('Enter');
  await expect(info.locator('dl')).toBeHidden();
  await tile.locator('button.open').click();
  // The game's top bar: the phone's game modal, or the desktop's play page.
  const stage = page.locator('[data-state^="gameLaunch."]');
  await expect(stage).toBeVisible();
  const bar = page.locator(`[data-game-info="${game!.gameCode}"]`).last();
  await expect(bar).toBeVisible();
  await bar.getByLabel(t('casino.info.open', { name: game!.name })).click();
  await expect(bar.locator('dl')).toContainText(rtp);
});

test('a visitor plays a slot for fun with play money, told no money is at stake; playing for real asks them to log in first', async ({
  page,
  request,
  t,
  isMobile,
}) => {
  const errors = watchForErrors(page);
  await page.goto('/casino/slot');
  const tile = tiles(page).first();
  await expect(tile).toBeVisible();
  const name = (await tile.locator('.name').textContent())!;
  await tile.getByRole('button', { name: t('casino.playForFun', { name }) }).click();
  // No login: the phone's game modal, or the desktop's fun page.
  if (isMobile) await expect(page.getByRole('dialog', { name: t('game.frameTitle', { name }) })).toBeVisible();
  else await expect(page).toHaveURL(/\/casino\/fun\/[^/]+$/);
  await expect(page.locator('[data-fun-badge]')).toHaveText(t('game.funBadge'));
  await expect(page.locator('[data-state="gameLaunch.playing.ready"]')).toBeVisible({ timeout: 15_000 });
  const frame = (await (await page.locator('[data-state^="gameLaunch."] iframe').elementHandle())!.contentFrame())!;
  const game = frame.locator('#demo-game');
  await expect(game).toHaveAttribute('data-fun', 'true');
  await frame.locator('[data-action="play"]').click();
  await expect(game).toHaveAttribute('data-rounds', '1');
  await expectNoAxeViolations(page);

  // Real money needs a player: the login form, then the same game for real.
  await page.getByRole('button', { name: t('game.playForReal') }).click();
  const login = page.getByRole('dialog', { name: t('login.title') });
  await expect(login).toBeVisible();
  const player = await registerPlayer(request);
  await typeInto(login.getByLabel(t('login.username')), player.username);
  await typeInto(login.getByLabel(t('login.password')), player.password);
  await login.getByRole('button', { name: t('login.submit') }).click();
  if (!isMobile) await expect(page).toHaveURL(/\/casino\/play\/[^/]+$/);
  await expect(page.locator('[data-state="gameLaunch.playing.ready"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-fun-badge]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('game.deposit') }).last()).toBeVisible();
  expect(errors).toEqual([]);
});
