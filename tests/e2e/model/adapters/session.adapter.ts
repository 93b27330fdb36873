import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { sessionModel } from '../../../model/models/session.model';
import { defineAdapter, type ModelEvent, type PlannedPath, type StepContext } from '../adapter';
import { depositByCard, fundedPlayer, hub88Spinner, money, startLoggedIn, typeInto } from '../../helpers';
import { HubLink } from './hubLink';
import { latestCode, logInWithForm, settleUntil } from './shared';

const ONLY_REVOCATION_CLOSES =
  'the reference hub closes a link for good only when it revokes the session, and then the logout command comes first (the session leaves loggedIn); a failed start is HUB.ERROR';

interface Data {
  player: Awaited<ReturnType<typeof fundedPlayer>>;
  /** Another session of the same player (another device): the real causes come from there. */
  elsewhere: Record<string, string>;
  hub: HubLink;
  account: Locator;
}

type LinkState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'error';
const regions = (value: unknown) => (value as { loggedIn?: { balance: string; link: LinkState } }).loggedIn;
const pageToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('authData') ?? '{}') as { token?: string }).token ?? null);

async function loginElsewhere(request: APIRequestContext, player: Data['player']): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: { username: player.username, password: player.password } });
  const body = (await response.json()) as { success: boolean; data: { token: string } };
  expect(body.success).toBe(true);
  return { authorization: `Bearer ${body.data.token}` };
}

const linkNotice = (page: Page, link: LinkState) => page.locator(`[data-state="session.link.${link}"]`);
const refreshButton = (ctx: StepContext<Data>) => ctx.data.account.getByRole('button', { name: ctx.t('header.refreshBalance') });

/** Logged in, with the link in `link`: the header's account area and the link notice agree. */
const linkCheck =
  (link: LinkState) =>
  async ({ page, data }: StepContext<Data>) => {
    await expect(data.account).toHaveAttribute('data-link', link);
    for (const other of ['reconnecting', 'disconnected', 'error'] as const) {
      await expect(linkNotice(page, other)).toHaveCount(other === link ? 1 : 0);
    }
  };

const countOf = (path: PlannedPath, type: string) => path.steps.filter((s) => s.event.type === type).length;

export const sessionAdapter = defineAdapter<Data>({
  id: 'session',
  model: sessionModel,
  // The balance poll (10 s), SignalR's reconnect delays and the reload after logout run on Playwright's clock.
  pausedClock: true,
  allows(value, event) {
    const loggedIn = regions(value);
    switch (event.type) {
      case 'LOGGED_IN':
        return value === 'loggedOut';
      case 'BALANCE.REFRESH':
        // The refresh button is busy while a refresh runs.
        return loggedIn?.balance === 'waiting';
      case 'UNAUTHORIZED':
        // A live link would hear the revocation's logout command first.
        return !!loggedIn && ['error', 'disconnected', 'reconnecting'].includes(loggedIn.link);
      case 'HUB.MESSAGE':
        return loggedIn?.link === 'connected';
      case 'HUB.DISCONNECTED':
        // ONLY_REVOCATION_CLOSES; and SignalR's 42 s of retries must not run the balance poll meanwhile.
        return loggedIn?.link === 'reconnecting' && loggedIn.balance === 'refreshing';
      default:
        return true;
    }
  },
  undrivable(path) {
    if (countOf(path, 'PHONE.VERIFIED') > 1) return 'a phone is verified once';
    // A revoked session's logout call is answered 401 (an error), never a success.
    const revoked = path.steps.some(
      (s) => s.event.type === 'UNAUTHORIZED' || (s.event.type === 'HUB.MESSAGE' && (s.event as ModelEvent).message.command === 'logout'),
    );
    if (revoked && countOf(path, 'xstate.done.actor.logout') > 0) return 'the logout call of a revoked session is answered 401';
    // The hub pings every 15 s of real time; a client that sees 30 s of (fast) clock pass without it drops the link.
    if (countOf(path, 'xstate.after.balancePoll.session.loggedIn.balance.waiting') > 2)
      return 'more than 20 s of clock without the hub’s pings';
    return null;
  },
  excluded: {
    transitions: {
      'session.loggedIn.link.connecting:3:0': ONLY_REVOCATION_CLOSES,
      'session.loggedIn.link.connected:1:0': ONLY_REVOCATION_CLOSES,
      'session.loggedIn:3:0':
        "the e-mail confirmation's paths take it: their confirmed step sees the account page say so at once, which only the session's record can tell it (emailConfirmation.adapter.ts)",
    },
  },
  async start({ page, request, path }) {
    const player = await fundedPlayer(request);
    const hub = new HubLink(page);
    await hub.install();
    if (path.inputName === 'stored session') await startLoggedIn(page, player.session);
    await page.goto('/');
    await expect(page.locator('[data-site-header]')).toBeVisible();
    return { player, elsewhere: await loginElsewhere(request, player), hub, account: page.locator('[data-state="session.loggedIn"]') };
  },
  gates: {
    balance: { url: '**/api/user/balance', method: 'GET' },
    logout: { url: '**/api/auth/logout', method: 'GET' },
  },
  events: {
    async LOGGED_IN({ page, data, t }) {
      await page.getByRole('button', { name: t('header.login') }).click();
      const dialog = page.getByRole('dialog', { name: t('login.title') });
      await settleUntil(page, dialog.getByLabel(t('login.username')));
      await logInWithForm(page, t, data.player);
      await expect(dialog).toHaveCount(0);
    },
    async LOGOUT({ ui }) {
      await ui.logout();
    },
    async UNAUTHORIZED({ page, request, t }) {
      // The session ended elsewhere (its token revoked); the next call the page makes is answered 401.
      const token = await pageToken(page);
      expect((await request.get('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
      await page.getByRole('link', { name: t('header.deposit') }).click();
      await settleUntil(page, page.locator('[data-state="session.loggedOut"]'));
    },
    async 'BALANCE.REFRESH'(ctx) {
      await refreshButton(ctx).click();
    },
    async 'PHONE.VERIFIED'({ page, request, data, t, ui }) {
      await settleUntil(page, page.getByLabel(t('header.accountMenu'), { exact: true }));
      await ui.openAccountMenu();
      await page.getByRole('button', { name: t('phone.smsEntry') }).click();
      const dialog = page.getByRole('dialog', { name: t('phone.title') });
      await settleUntil(page, dialog.getByRole('button', { name: t('phone.send') }));
      await dialog.getByRole('button', { name: t('phone.send') }).click();
      await expect(dialog.getByLabel(t('phone.code'))).toBeVisible();
      await typeInto(dialog.getByLabel(t('phone.code')), await latestCode(request, data.player.phone));
      await dialog.getByRole('button', { name: t('phone.validate'), exact: true }).click();
      await expect(dialog.getByRole('status').filter({ hasText: t('phone.verifiedText') })).toBeVisible();
      await dialog
        .getByRole('button', { name: t('dialog.close'), exact: true })
        .first()
        .click();
      await expect
        .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('authData') ?? '{}') as { smsVerified?: boolean }).smsVerified))
        .toBe(true);
    },
    async 'LINK.RETRY'({ page, data, t }) {
      data.hub.up();
      const before = data.hub.count;
      await page.getByRole('button', { name: t('link.retry') }).click();
      await data.hub.expectNewSocket(before);
    },
    async 'HUB.CONNECTED'({ data }) {
      await data.hub.release();
    },
    async 'HUB.ERROR'({ data }) {
      // The socket fails before the hub's handshake answer: the link cannot start.
      await data.hub.drop();
    },
    async 'HUB.RECONNECTING'({ data }) {
      await data.hub.drop();
    },
    async 'HUB.RECONNECTED'({ data }) {
      await data.hub.reconnect();
    },
    async 'HUB.DISCONNECTED'(ctx) {
      const { page, data } = ctx;
      await data.hub.stayDown(async () => (await linkNotice(page, 'disconnected').count()) === 1);
      // Those 42 s also ran the balance: its held call timed out (15 s) and the poll went on. The clock
      // runs on to the next poll, so the balance is refreshing again, as the path has it.
      for (let i = 0; i < 12 && (await refreshButton(ctx).getAttribute('data-state')) !== 'session.balance.refreshing'; i++) {
        await page.clock.runFor(1000);
      }
    },
    async 'HUB.MESSAGE'({ page, request, data, t }, event: ModelEvent) {
      const command = event.message.command as string;
      if (command === 'logout') {
        // The password changed on another device: every other session ends, this one by the hub's command.
        const changed = await request.post('/api/customer/changepassword', {
          headers: data.elsewhere,
          data: { oldPassword: data.player.password, password: 'changed1', confirmPassword: 'changed1' },
        });
        expect(((await changed.json()) as { success: boolean }).success).toBe(true);
        data.player.password = 'changed1';
        return;
      }
      if (command === 'balance') {
        // A round played on another device: the hub says the new balance.
        const { spin } = await hub88Spinner(request, data.elsewhere);
        expect((await spin()).success).toBe(true);
        const balance = (
          (await (await request.get('/api/user/balance', { headers: data.elsewhere })).json()) as { data: { balance: number } }
        ).data.balance;
        await expect(data.account.getByLabel(`${t('header.balance')}: ${money(balance)}`)).toBeVisible();
        return;
      }
      // A deposit made elsewhere: its notification arrives (with the new balance).
      const unreadBefore = await page.getByRole('button', { name: new RegExp(`^${t('header.notifications')}`) }).getAttribute('aria-label');
      await depositByCard(request, data.elsewhere, 150);
      await expect(page.getByRole('button', { name: new RegExp(`^${t('header.notifications')}`) })).not.toHaveAttribute(
        'aria-label',
        unreadBefore ?? '',
      );
    },
    async 'xstate.after.reload.session.ended'({ page }) {
      const reloaded = page.waitForEvent('load');
      await page.clock.runFor(300);
      await reloaded;
    },
  },
  states: {
    async loggedOut({ page }) {
      await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
      expect(await pageToken(page)).toBeNull();
    },
    async 'loggedIn.balance.refreshing'(ctx) {
      await expect(refreshButton(ctx)).toHaveAttribute('data-state', 'session.balance.refreshing');
      await expect(refreshButton(ctx)).toBeDisabled();
    },
    async 'loggedIn.balance.waiting'(ctx) {
      await expect(refreshButton(ctx)).toHaveAttribute('data-state', 'session.balance.waiting');
      await expect(refreshButton(ctx)).toBeEnabled();
    },
    'loggedIn.link.connecting': linkCheck('connecting'),
    'loggedIn.link.connected': linkCheck('connected'),
    'loggedIn.link.reconnecting': linkCheck('reconnecting'),
    'loggedIn.link.disconnected': linkCheck('disconnected'),
    'loggedIn.link.error': linkCheck('error'),
    async loggingOut({ page }) {
      // The server is being told: the header already shows a visitor, the stored session is still there.
      await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
      expect(await pageToken(page)).not.toBeNull();
    },
    async ended({ page }) {
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => pageToken(page)).toBeNull();
      await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
    },
    async reloading({ page }) {
      // A fresh page: a visitor at home.
      await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
      expect(await pageToken(page)).toBeNull();
    },
  },
});
