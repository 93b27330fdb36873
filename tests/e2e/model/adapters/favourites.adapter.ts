import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Game } from '../../../../contract/schemas';
import { favouritesModel } from '../../../model/models/favourites.model';
import { defineAdapter, type StepContext, type Translate } from '../adapter';
import { registerPlayer, typeInto } from '../../helpers';
import { isRefusal, logInWithForm, ThrowawayGame } from './shared';

interface Data {
  player: Awaited<ReturnType<typeof registerPlayer>>;
  throwaway: ThrowawayGame;
  game: Game;
  heart: Locator;
  /** Whether the page holds the game as a favourite (the machine's codes, mirrored from the path). */
  favourite: boolean;
}

const loginDialog = (page: Page, t: Translate) => page.getByRole('dialog', { name: t('login.title') });

/** Puts the server's favourites where the path says the next list is (the player toggled it on another device). */
async function arrangeList({ request, data }: StepContext<Data>, wanted: boolean) {
  if (wanted === (await serverList(request, data)).includes(data.game.gameCode)) return;
  const toggled = await request.post('/api/casino/togglefavorite', {
    headers: { authorization: `Bearer ${data.player.session.token}` },
    data: { code: data.game.gameCode, providerId: data.game.mainProviderId },
  });
  expect(((await toggled.json()) as { success: boolean }).success).toBe(true);
}

async function serverList(request: APIRequestContext, data: Data): Promise<string[]> {
  const response = await request.get('/api/casino/favorites', { headers: { authorization: `Bearer ${data.player.session.token}` } });
  return ((await response.json()) as { data: { userFavoriteList: string[] } }).data.userFavoriteList;
}

export const favouritesAdapter = defineAdapter<Data>({
  id: 'favourites',
  model: favouritesModel,
  async start({ page, request, t }) {
    const player = await registerPlayer(request);
    const throwaway = await ThrowawayGame.add(request);
    const { game } = throwaway;
    await page.goto('/casino/slot');
    await typeInto(page.getByLabel(t('casino.searchLabel')), game.name);
    const tile = page.locator(`[data-game="${game.gameCode}"]`);
    await expect(tile).toBeVisible();
    return { player, throwaway, game, heart: tile.locator('button[aria-pressed]'), favourite: false };
  },
  gates: {
    fetchFavourites: { url: '**/api/casino/favorites', method: 'GET' },
    toggleFavourite: { url: '**/api/casino/togglefavorite', method: 'POST' },
  },
  events: {
    async TOGGLE(ctx) {
      const { page, data, t, upcoming } = ctx;
      if (ctx.path.steps[ctx.index - 1]!.value === 'visitor') {
        // The login form from an earlier tap covers the tile: close it first.
        if (await loginDialog(page, t).isVisible()) await page.keyboard.press('Escape');
        await data.heart.click();
        await expect(loginDialog(page, t)).toBeVisible();
        return;
      }
      // A refusal's real cause: the game was withdrawn while on screen; an acceptance needs it back.
      await data.throwaway.arrange(isRefusal(upcoming('toggleFavourite')));
      await data.heart.click();
    },
    async 'SESSION.STARTED'({ page, data, t }) {
      if (!(await loginDialog(page, t).isVisible())) await page.getByRole('button', { name: t('header.login') }).click();
      await logInWithForm(page, t, data.player);
      await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();
    },
    async 'xstate.done.actor.fetchFavourites'(ctx, event) {
      const wanted = (event.output as string[]).length > 0;
      await arrangeList(ctx, wanted);
      await ctx.gates.pass('fetchFavourites');
      ctx.data.favourite = wanted;
    },
    async 'xstate.done.actor.toggleFavourite'({ page, data, gates, t, s }, event) {
      await gates.pass('toggleFavourite');
      if (isRefusal(event)) {
        await expect(
          page
            .getByRole('alert')
            .filter({ hasText: s('unknownGame') })
            .last(),
        ).toBeVisible();
        return;
      }
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: t(data.favourite ? 'favourites.removed' : 'favourites.added') })
          .last(),
      ).toBeVisible();
      data.favourite = !data.favourite;
    },
    async 'xstate.error.actor.toggleFavourite'({ page, gates, t }) {
      await gates.cut('toggleFavourite');
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: t('errors.network') })
          .last(),
      ).toBeVisible();
    },
  },
  states: {
    async visitor({ data }) {
      await expect(data.heart).toHaveAttribute('data-state', 'favourites.visitor');
      await expect(data.heart).toHaveAttribute('aria-pressed', 'false');
    },
    async 'member.loading'({ data }) {
      await expect(data.heart).toHaveAttribute('data-state', 'favourites.member.loading');
    },
    async 'member.ready'({ data, t }) {
      await expect(data.heart).toHaveAttribute('data-state', 'favourites.member.ready');
      await expect(data.heart).toHaveAttribute('aria-busy', 'false');
      await expect(data.heart).toHaveAttribute('aria-pressed', String(data.favourite));
      await expect(data.heart).toHaveAccessibleName(
        t(data.favourite ? 'casino.unfavourite' : 'casino.favourite', { name: data.game.name }),
      );
    },
    async 'member.toggling'({ data }) {
      await expect(data.heart).toHaveAttribute('data-state', 'favourites.member.toggling');
      await expect(data.heart).toHaveAttribute('aria-busy', 'true');
    },
  },
});
