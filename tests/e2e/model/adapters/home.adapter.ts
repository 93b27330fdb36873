// The home page's sections in the browser: top winners
// (transaction/topwinners), the lobby sections (one casino/categorygames
// call per section the configuration has categories for), the promotions
// (cms/promotions) and, for a player, their recently played games
// (casino/recentgames; the favourites beside it are shared with the game
// tiles' hearts and go through). Each region's calls are held until the
// path says, then answered by the reference server or cut; each region
// fails and retries on its own. A visitor, or a fresh player logged in; a
// visitor may log in on the page (the login form), and only their own games
// follow (a logout reloads the page: spec section 4).
import { expect, type Locator, type Page } from '@playwright/test';
import { homeModel } from '../../../model/models/home.model';
import { SECTION_SLUGS } from '../../../../machines/home.sections';
import { defineAdapter, type StepContext } from '../adapter';
import { registerPlayer, startLoggedIn } from '../../helpers';
import { logInOnPage } from './shared';

interface Data {
  page: Page;
  /** The column of sections (data-state home.<sections' state>) and the top winners' card. */
  column: Locator;
  winners: Locator;
  promotions: Locator;
  /** Calls a lobby sections' load makes: one per section with categories in the configuration. */
  sectionCalls: number;
  /** A fresh player: the one logged in, or the one a visitor logs in as. */
  player: Awaited<ReturnType<typeof registerPlayer>>;
}

type Region = 'winners' | 'sections' | 'promotions' | 'player';
const notice = (data: Data, region: Exclude<Region, 'winners'>) => data.page.locator(`[data-state="home.${region}.failed"]`);

/** Lets every held call of a lobby sections' load go (three at once: wait until all are held). */
async function passSections({ gates, data }: StepContext<Data>) {
  await expect.poll(() => gates.held('fetchSections')).toBe(data.sectionCalls);
  for (let i = 0; i < data.sectionCalls; i++) await gates.pass('fetchSections');
}

export const homeAdapter = defineAdapter<Data>({
  id: 'home',
  model: homeModel,
  async start({ page, request, path }) {
    const config = (
      (await (await request.get('/api/cms/grouped')).json()) as { data: { casinoCategoryList: Array<{ slugList: string[] }> } }
    ).data;
    const sectionCalls = SECTION_SLUGS.filter((slug) => config.casinoCategoryList.some((c) => c.slugList.includes(slug))).length;
    expect(sectionCalls).toBeGreaterThan(0);
    const player = await registerPlayer(request);
    if (path.inputName === 'a player') await startLoggedIn(page, player.session);
    await page.goto('/');
    return {
      page,
      column: page.locator('[data-state^="home."]').filter({ has: page.locator('section[aria-labelledby="home-promotions"]') }),
      winners: page.locator('aside[data-state^="home.winners."]'),
      promotions: page.locator('section[aria-labelledby="home-promotions"]'),
      sectionCalls,
      player,
    };
  },
  // A visitor logs in on the page; a logout reloads it, so the flow never sees a player leave.
  allows: (_value, event, context) => event.type !== 'SESSION.CHANGED' || (event.loggedIn === true && context.player === false),
  gates: {
    fetchWinners: { url: '**/api/transaction/topwinners', method: 'POST' },
    fetchSections: { url: '**/api/casino/categorygames', method: 'POST' },
    fetchPromotions: { url: '**/api/cms/promotions', method: 'GET' },
    fetchPlayerGames: { url: '**/api/casino/recentgames', method: 'GET' },
  },
  events: {
    'xstate.done.actor.fetchSections': (ctx) => passSections(ctx),
    async 'xstate.error.actor.fetchSections'({ gates, data }) {
      await expect.poll(() => gates.held('fetchSections')).toBe(data.sectionCalls);
      // One section's call fails: the load fails as a whole; the others' answers are no one's now.
      await gates.cut('fetchSections');
      await gates.release('fetchSections', () => true);
    },
    async 'RETRY.WINNERS'({ data, t }) {
      await data.winners.getByRole('button', { name: t('app.retry') }).click();
    },
    async 'RETRY.SECTIONS'({ data, t }) {
      await notice(data, 'sections')
        .getByRole('button', { name: t('app.retry') })
        .click();
    },
    async 'RETRY.PROMOTIONS'({ data, t }) {
      await notice(data, 'promotions')
        .getByRole('button', { name: t('app.retry') })
        .click();
    },
    async 'SESSION.CHANGED'({ page, data, t }) {
      await logInOnPage(page, t, data.player);
    },
    async 'RETRY.PLAYER'({ data, t }) {
      await notice(data, 'player')
        .getByRole('button', { name: t('app.retry') })
        .click();
    },
  },
  states: {
    async 'winners.loading'({ data, gates, t }) {
      await expect(data.winners).toHaveAttribute('data-state', 'home.winners.loading');
      await expect.poll(() => gates.held('fetchWinners')).toBeGreaterThan(0);
      await expect(data.winners.getByRole('status')).toHaveText(t('app.loading'));
    },
    async 'winners.ready'({ data, t }) {
      await expect(data.winners).toHaveAttribute('data-state', 'home.winners.ready');
      // The server's winners, each named with its game and amount, or (no win yet on a fresh database) that there are none.
      await expect(
        data.winners
          .getByRole('listitem')
          .first()
          .or(data.winners.getByText(t('home.noWinners'))),
      ).toBeVisible();
      await expect(data.winners.getByRole('button', { name: t('app.retry') })).toHaveCount(0);
    },
    async 'winners.failed'({ data, t }) {
      await expect(data.winners).toHaveAttribute('data-state', 'home.winners.failed');
      await expect(data.winners.getByRole('alert')).toContainText(t('home.sectionFailed'));
      await expect(data.winners.getByRole('button', { name: t('app.retry') })).toBeEnabled();
    },
    async 'sections.loading'({ data, gates, t }) {
      await expect(data.column).toHaveAttribute('data-state', 'home.loading');
      await expect(data.column.getByRole('status', { name: t('app.loading') })).toBeVisible();
      await expect.poll(() => gates.held('fetchSections')).toBeGreaterThan(0);
    },
    async 'sections.ready'({ data }) {
      await expect(data.column).toHaveAttribute('data-state', 'home.ready');
      await expect(notice(data, 'sections')).toHaveCount(0);
      // One section per casino page with categories, each with its games.
      await expect(
        data.column.locator('section:has(ul li)').filter({ hasNot: data.page.locator('#home-promotions, #home-recent, #home-favourites') }),
      ).toHaveCount(data.sectionCalls);
    },
    async 'sections.failed'({ data, t }) {
      await expect(data.column).toHaveAttribute('data-state', 'home.failed');
      await expect(notice(data, 'sections')).toContainText(t('home.sectionFailed'));
    },
    async 'promotions.loading'({ data, gates }) {
      await expect.poll(() => gates.held('fetchPromotions')).toBeGreaterThan(0);
      await expect(data.promotions.getByRole('listitem')).toHaveCount(0);
      await expect(notice(data, 'promotions')).toHaveCount(0);
    },
    async 'promotions.ready'({ data }) {
      await expect(notice(data, 'promotions')).toHaveCount(0);
      // The demo's promotions, each a link to the promotions page.
      await expect(data.promotions.getByRole('listitem').first()).toBeVisible();
    },
    async 'promotions.failed'({ data, t }) {
      await expect(notice(data, 'promotions')).toContainText(t('home.sectionFailed'));
      await expect(data.promotions.getByRole('listitem')).toHaveCount(0);
    },
    async 'player.visitor'({ data, gates }) {
      await expect(notice(data, 'player')).toHaveCount(0);
      expect(gates.held('fetchPlayerGames')).toBe(0);
    },
    async 'player.loading'({ data, gates }) {
      await expect.poll(() => gates.held('fetchPlayerGames')).toBeGreaterThan(0);
      await expect(notice(data, 'player')).toHaveCount(0);
    },
    async 'player.ready'({ data }) {
      // A fresh player has played nothing and chosen no favourites: neither list shows.
      await expect(notice(data, 'player')).toHaveCount(0);
      await expect(data.page.locator('#home-recent')).toHaveCount(0);
    },
    async 'player.failed'({ data, t }) {
      await expect(notice(data, 'player')).toContainText(t('home.sectionFailed'));
      await expect(notice(data, 'player').getByRole('button', { name: t('app.retry') })).toBeEnabled();
    },
  },
});
