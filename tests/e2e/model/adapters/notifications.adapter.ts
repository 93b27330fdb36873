import { expect, type APIRequestContext, type Locator, type Page, type WebSocketRoute } from '@playwright/test';
import type { Notification } from '../../../../contract/schemas';
import { notificationsModel } from '../../../model/models/notifications.model';
import { arriving, missed, read, unread } from '../../../model/models/fixtures';
import { defineAdapter, type StepContext, type Translate } from '../adapter';
import { depositByCard, fundedPlayer } from '../../helpers';
import { logInWithForm } from './shared';

interface Data {
  player: Awaited<ReturnType<typeof fundedPlayer>>;
  /** The model's notification ids (fixtures) → the note of the real notification playing its part. */
  notes: Map<number, string>;
  /** Each deposit a distinct amount, so each notification a distinct note. */
  deposits: number;
  /** The note of the notification the player opened last. */
  opened: string;
  /** The page's hub sockets (passed through to the real hub), newest last. */
  sockets: WebSocketRoute[];
  /** While set, a new hub socket is refused: the network is down. */
  refusing: boolean;
}

const panelOf = (page: Page, t: Translate) => page.getByRole('dialog', { name: t('notifications.title') });
const bellOf = (page: Page) => page.locator('[data-state="session.loggedIn"] button').filter({ has: page.getByTestId('bell') });

async function listOnServer(request: APIRequestContext, data: Data): Promise<Notification[]> {
  const response = await request.post('/api/customer/notification', { headers: data.player.headers, data: { skip: 0, take: 100 } });
  return ((await response.json()) as { data: Notification[] }).data;
}

/**
 * A real notification: a card deposit credited at once (the server stores
 * it and pushes it over the hub to the player's open pages).
 */
async function deposit(request: APIRequestContext, data: Data) {
  data.deposits += 1;
  await depositByCard(request, data.player.headers, 100 + data.deposits);
}

/** Opens the panel if it is not open (a dialogs event, not one of this machine's). */
async function openPanel({ page, t }: StepContext<Data>): Promise<Locator> {
  const panel = panelOf(page, t);
  if (!(await panel.isVisible())) await bellOf(page).click();
  await expect(panel).toBeVisible();
  return panel;
}

const rowOf = (panel: Locator, note: string) => panel.getByRole('listitem').filter({ hasText: note });

export const notificationsAdapter = defineAdapter<Data>({
  id: 'notifications',
  model: notificationsModel,
  async start({ page, request, t }) {
    // The welcome (made read here) and the first deposit (unread).
    const player = await fundedPlayer(request);
    const data: Data = { player, notes: new Map(), deposits: 0, opened: '', sockets: [], refusing: false };
    await page.routeWebSocket(/\/hub\/frnotify/, (ws) => {
      if (data.refusing) return void ws.close({ code: 4000, reason: 'network down' });
      ws.connectToServer();
      data.sockets.push(ws);
    });
    const welcome = (await listOnServer(request, data)).at(-1)!;
    await request.post('/api/customer/readnotification', { headers: player.headers, data: { id: [welcome.id] } });
    await page.goto('/');
    await expect(page.getByRole('button', { name: t('header.login') })).toBeVisible();
    return data;
  },
  gates: {
    fetch: { url: '**/api/customer/notification', method: 'POST' },
    // The catch-up after the link comes back is the same call.
    refetch: 'fetch',
    markRead: { url: '**/api/customer/readnotification', method: 'POST' },
  },
  // Logging out is for players; nobody is logged in while idle.
  allows: (value, event) => !(value === 'idle' && event.type === 'RESET'),
  events: {
    async LOAD({ page, data, t }) {
      const panel = panelOf(page, t);
      if (await panel.isVisible()) {
        // failed: the panel's 'try again'.
        await panel.getByRole('button', { name: t('notifications.retry') }).click();
        return;
      }
      // idle: logging in loads the list.
      await page.getByRole('button', { name: t('header.login') }).click();
      await logInWithForm(page, t, data.player);
      await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();
    },
    async RESET({ page, gates, t, ui }) {
      // Logging out: the session resets the list, then the page reloads.
      if (await panelOf(page, t).isVisible()) await page.keyboard.press('Escape');
      const reloaded = page.waitForEvent('load');
      await ui.logout();
      await reloaded;
      gates.discard('fetch');
      gates.discard('markRead');
    },
    async RECEIVED(ctx) {
      const { page, request, data } = ctx;
      // Pushed over the hub: the link must be up first.
      await expect(page.locator('[data-state="session.loggedIn"]')).toHaveAttribute('data-link', 'connected');
      await deposit(request, data);
      const [newest] = await listOnServer(request, data);
      data.notes.set(arriving.id, newest!.note);
      const panel = panelOf(page, ctx.t);
      if (await panel.locator('ul').isVisible()) await expect(rowOf(panel, newest!.note)).toBeVisible();
    },
    async REFRESH({ page, request, data }) {
      // The link drops; a deposit is made while it is down (its push reaches nobody); the
      // first retry (at once) is refused, the next (2 s) connects and the page catches up.
      await expect(page.locator('[data-state="session.loggedIn"]')).toHaveAttribute('data-link', 'connected');
      const before = data.sockets.length;
      data.refusing = true;
      await data.sockets.at(-1)!.close({ code: 4000, reason: 'network down' });
      await expect(page.locator('[data-state="session.loggedIn"]')).toHaveAttribute('data-link', 'reconnecting');
      await deposit(request, data);
      data.refusing = false;
      await expect.poll(() => data.sockets.length, { message: 'the page reconnects', timeout: 15_000 }).toBeGreaterThan(before);
    },
    async OPEN(ctx, event) {
      const panel = await openPanel(ctx);
      ctx.data.opened = ctx.data.notes.get(event.id as number)!;
      await rowOf(panel, ctx.data.opened).getByRole('button').click();
    },
    async BACK(ctx) {
      const panel = await openPanel(ctx);
      await panel.getByRole('button', { name: ctx.t('notifications.back') }).click();
    },
    async 'xstate.done.actor.fetch'(ctx) {
      const { request, data, gates } = ctx;
      // The list as the path has it: an unread notification and a read one.
      let list = await listOnServer(request, data);
      if (!list.some((n) => !n.isRead)) {
        await deposit(request, data);
        list = await listOnServer(request, data);
      }
      data.notes.set(unread.id, list.find((n) => !n.isRead)!.note);
      data.notes.set(read.id, list.find((n) => n.isRead)!.note);
      await gates.pass('fetch');
    },
    async 'xstate.done.actor.refetch'({ request, data, gates }) {
      // The catch-up finds the deposit made while the link was down.
      const [newest] = await listOnServer(request, data);
      data.notes.set(missed.id, newest!.note);
      await gates.pass('refetch');
    },
  },
  states: {
    async idle({ page, t }) {
      await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
      await expect(panelOf(page, t)).toHaveCount(0);
    },
    async 'live.loading'(ctx) {
      await expect(await openPanel(ctx)).toHaveAttribute('data-state', 'notifications.loading');
    },
    async 'live.failed'(ctx) {
      const panel = await openPanel(ctx);
      await expect(panel).toHaveAttribute('data-state', 'notifications.failed');
      await expect(panel.getByRole('alert')).toContainText(ctx.t('notifications.loadFailed'));
    },
    async 'live.ready.view.browsing'(ctx) {
      const panel = await openPanel(ctx);
      await expect(panel).toHaveAttribute('data-state', 'notifications.browsing');
      for (const note of ctx.data.notes.values()) await expect(rowOf(panel, note)).toBeVisible();
      const unreadOnServer = (await listOnServer(ctx.request, ctx.data)).filter((n) => !n.isRead).length;
      // The bell counts what is unread (the page may know of fewer reads than the server, never of more).
      const shown = await panel.getByRole('img', { name: ctx.t('notifications.unread') }).count();
      expect(shown).toBeGreaterThanOrEqual(unreadOnServer);
    },
    async 'live.ready.view.markingRead'(ctx) {
      const panel = await openPanel(ctx);
      await expect(panel).toHaveAttribute('data-state', 'notifications.markingRead');
      await expect(panel.getByRole('article')).toContainText(ctx.data.opened);
      await expect(panel.getByRole('button', { name: ctx.t('notifications.back') })).toBeVisible();
    },
    async 'live.ready.view.reading'(ctx) {
      const panel = await openPanel(ctx);
      await expect(panel).toHaveAttribute('data-state', 'notifications.reading');
      await expect(panel.getByRole('article')).toContainText(ctx.data.opened);
      await expect(panel.getByRole('button', { name: ctx.t('notifications.back') })).toBeVisible();
    },
    async 'live.ready.sync.upToDate'({ gates }) {
      // No list request is waiting: the page is not catching up.
      expect(gates.held('fetch')).toBe(0);
    },
    async 'live.ready.sync.refreshing'({ page, gates }) {
      // The link is back and its catch-up request is out (held by the gate).
      await expect(page.locator('[data-state="session.loggedIn"]')).toHaveAttribute('data-link', 'connected');
      await expect.poll(() => gates.held('fetch'), { message: 'the catch-up request' }).toBeGreaterThan(0);
    },
  },
});
