// The live link under faults (issue 19): one logged-in page while the
// reference server is killed (kill -9) and restarted, stopped gracefully,
// and its hub sockets cut without a close or refused for a while — twenty
// times in one session. Deposits made meanwhile, some while the link is
// down, raise notifications and the balance. After each fault the page must
// say the link is down, reconnect on the spec's 0/2/10/30 s schedule, clear
// the notice, and show the server's balance; at the end every notification
// the server holds is listed exactly once and none was announced twice.
//
// Its own servers (on one PostgreSQL database, so a restart keeps the data)
// behind a proxy that can fail (support/faultyProxy.ts); one browser project,
// as what is tried is the link, not the layout.
import { join } from 'node:path';
import { request as httpRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { depositByCard, money, registerPlayer, startLoggedIn } from './helpers';
import { FaultyProxy } from './support/faultyProxy';
import { startChildServer, type ChildServer } from '../server/support/childServer';
import { createPostgresCluster, type PostgresCluster } from '../server/support/postgresCluster';
import { RECONNECT_DELAYS_MS } from '../../src/platform/realtime';
import type { Notification } from '../../contract/schemas';

type Fault =
  /** The hub socket cut without a close; the first retry (at once) gets through. */
  | 'cut'
  /** Cut, and the first retry refused: the second, 2 s later, gets through; a deposit is made while it is down. */
  | 'cut, first retry refused'
  /** A new server started, then the old one killed with SIGKILL: the retry at once reaches the new one. */
  | 'killed, replacement ready'
  /** As above with SIGTERM: the hub says Close (reconnect allowed) before it goes. */
  | 'stopped, replacement ready'
  /** Killed with no server for a while: the retries at 0 and maybe 2 s fail; a later one reaches the new server. */
  | 'killed, restarted cold'
  /** Down for longer than SignalR retries (0, 2, 10, 30 s): the link gives up, the player presses retry. */
  | 'down until the page gives up';

/** Twenty faults; the slow ones (a cold restart, giving up) few, as each costs seconds of the run. */
const FAULTS: Fault[] = [
  'cut',
  'cut, first retry refused',
  'killed, replacement ready',
  'cut',
  'cut, first retry refused',
  'stopped, replacement ready',
  'cut',
  'killed, restarted cold',
  'cut, first retry refused',
  'cut',
  'killed, replacement ready',
  'cut, first retry refused',
  'down until the page gives up',
  'cut',
  'cut, first retry refused',
  'stopped, replacement ready',
  'cut',
  'killed, restarted cold',
  'cut, first retry refused',
  'cut',
];

/** How late a retry may come after its delay on a busy two-core machine (the attempt itself, timers, the proxy). */
const LATE_MS = 2_500;
const EARLY_MS = 150;

test('the live link survives 20 kills, restarts and cuts of the hub: it reconnects on schedule, and no notification or balance is lost or doubled', async ({
  page,
  t,
}, testInfo) => {
  test.setTimeout(360_000);
  expect(FAULTS).toHaveLength(20);

  let cluster: PostgresCluster | null = null;
  let server: ChildServer | null = null;
  let proxy: FaultyProxy | null = null;
  let api: APIRequestContext | null = null;
  const retired: ChildServer[] = [];
  try {
    cluster = await createPostgresCluster();
    const env = { DATABASE_URL: cluster.url, DIST_DIR: join(process.cwd(), 'dist') };
    server = await startChildServer(env);
    proxy = await FaultyProxy.start(server.port);
    // A connection per request: a kept-alive one would still lead to a server this test has killed.
    api = await httpRequest.newContext({ baseURL: proxy.url, extraHTTPHeaders: { connection: 'close' } });
    const player = await registerPlayer(api);
    const headers = { authorization: `Bearer ${player.session.token}` };

    // What the page showed: every link notice and every toast, as the DOM got them.
    await page.addInitScript(() => {
      const seen = { notices: [] as string[], toasts: [] as string[] };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLElement)) continue;
            for (const el of [node, ...node.querySelectorAll<HTMLElement>('[data-state^="session.link."], [data-toast-kind]')]) {
              if (el.dataset.state?.startsWith('session.link.')) seen.notices.push(el.dataset.state);
              if (el.dataset.toastKind) seen.toasts.push(el.textContent ?? '');
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await startLoggedIn(page, player.session);
    await page.goto(`${proxy.url}/`);
    const account = page.locator('[data-state="session.loggedIn"]');
    await expect(account).toHaveAttribute('data-link', 'connected', { timeout: 20_000 });

    const seen = () => page.evaluate(() => (window as unknown as { __seen: { notices: string[]; toasts: string[] } }).__seen);
    let deposits = 0;
    const deposit = async () => {
      deposits += 1;
      // A distinct amount each time: each notification's note is then its own.
      await depositByCard(api!, headers, 100 + deposits);
    };
    const serverBalance = async () =>
      ((await (await api!.get('/api/user/balance', { headers })).json()) as { data: { balance: number } }).data.balance;
    const attemptsSince = (since: number) => proxy!.hubAttempts.filter((at) => at >= since);
    const waitForAttempts = async (since: number, count: number, timeout: number) =>
      expect.poll(() => attemptsSince(since).length, { message: `hub connection attempt ${count}`, timeout }).toBeGreaterThanOrEqual(count);
    /** A new server on the same database, then the proxy sends new connections to it. */
    const replace = async () => {
      const next = await startChildServer(env);
      proxy!.follow(next.port);
      retired.push(server!);
      server = next;
    };
    const gaps: number[][] = [];

    for (const [index, fault] of FAULTS.entries()) {
      await test.step(`${index + 1}. ${fault}`, async () => {
        const noticesBefore = (await seen()).notices.length;
        const started = Date.now();
        switch (fault) {
          case 'cut':
            proxy!.dropHub();
            await waitForAttempts(started, 1, 5_000);
            expect(attemptsSince(started)[0]! - started, 'the first retry comes at once').toBeLessThan(RECONNECT_DELAYS_MS[0]! + LATE_MS);
            break;
          case 'cut, first retry refused': {
            proxy!.refusingHub = true;
            proxy!.dropHub();
            await waitForAttempts(started, 1, 5_000);
            proxy!.refusingHub = false;
            await deposit();
            await waitForAttempts(started, 2, RECONNECT_DELAYS_MS[1]! + 10_000);
            const [first, second] = attemptsSince(started);
            gaps.push([first! - started, second! - first!]);
            expect(second! - first!, 'the second retry 2 s after the first').toBeGreaterThanOrEqual(RECONNECT_DELAYS_MS[1]! - EARLY_MS);
            expect(second! - first!).toBeLessThan(RECONNECT_DELAYS_MS[1]! + LATE_MS);
            break;
          }
          case 'killed, replacement ready':
          case 'stopped, replacement ready': {
            const old = server!;
            await replace();
            if (fault === 'killed, replacement ready') await old.kill();
            else expect((await old.stop()).code, 'a graceful stop exits 0').toBe(0);
            await deposit();
            break;
          }
          case 'killed, restarted cold': {
            await server!.kill();
            retired.push(server!);
            // The page's first retry (at once) finds nothing to talk to.
            await waitForAttempts(started, 1, 5_000);
            const next = await startChildServer(env);
            proxy!.follow(next.port);
            server = next;
            await deposit();
            break;
          }
          case 'down until the page gives up': {
            proxy!.refusingHub = true;
            proxy!.dropHub();
            await expect(page.locator('[data-state="session.link.disconnected"]')).toBeVisible({ timeout: 60_000 });
            const attempts = attemptsSince(started);
            // 0, 2, 10 and 30 s apart: four retries, then it gives up.
            expect(attempts).toHaveLength(RECONNECT_DELAYS_MS.length);
            const apart = attempts.map((at, i) => at - (i === 0 ? started : attempts[i - 1]!));
            gaps.push(apart);
            apart.forEach((gap, i) => {
              expect(gap, `retry ${i + 1} after ${RECONNECT_DELAYS_MS[i]} ms`).toBeGreaterThanOrEqual(RECONNECT_DELAYS_MS[i]! - EARLY_MS);
              expect(gap, `retry ${i + 1} after ${RECONNECT_DELAYS_MS[i]} ms`).toBeLessThan(RECONNECT_DELAYS_MS[i]! + LATE_MS);
            });
            await deposit();
            proxy!.refusingHub = false;
            await page.getByRole('button', { name: t('link.retry') }).click();
            break;
          }
        }
        // Back, the notice gone (it was shown, unless the link was back before the page could paint it).
        await expect(account).toHaveAttribute('data-link', 'connected', { timeout: 45_000 });
        await expect(page.locator('[data-state^="session.link."]')).toHaveCount(0);
        if (fault !== 'cut') expect((await seen()).notices.length, 'the page said the link was down').toBeGreaterThan(noticesBefore);
        // The balance the server holds, whatever was missed while the link was down.
        await expect(account.getByLabel(`${t('header.balance')}: ${money(await serverBalance())}`)).toBeVisible();
      });
    }

    // Every notification the server holds, listed once; none announced twice.
    const listed = (
      (await (await api.post('/api/customer/notification', { headers, data: { skip: 0, take: 100 } })).json()) as { data: Notification[] }
    ).data;
    expect(listed.length).toBeGreaterThanOrEqual(deposits);
    await page
      .locator('[data-state="session.loggedIn"] button')
      .filter({ has: page.getByTestId('bell') })
      .click();
    const panel = page.getByRole('dialog', { name: t('notifications.title') });
    await expect(panel).toHaveAttribute('data-state', 'notifications.browsing');
    await expect(panel.getByRole('listitem')).toHaveCount(listed.length);
    for (const notification of listed) await expect(panel.getByRole('listitem').filter({ hasText: notification.note })).toHaveCount(1);
    const depositTitle = listed.find((n) => n.type === 1)!.title;
    const announced = (await seen()).toasts.filter((text) => text.includes(depositTitle)).length;
    expect(announced, 'deposit notifications announced').toBeLessThanOrEqual(deposits);
    expect(pageErrors).toEqual([]);
    testInfo.annotations.push({ type: 'retry gaps (ms)', description: JSON.stringify(gaps) });
    console.info(
      `hub faults: ${FAULTS.length} faults, ${deposits} deposits, ${proxy.hubAttempts.length} hub connection attempts; retry gaps ${JSON.stringify(gaps)}`,
    );
  } finally {
    await api?.dispose();
    await proxy?.close();
    for (const old of retired) await old.kill();
    await server?.kill();
    cluster?.destroy();
  }
});
