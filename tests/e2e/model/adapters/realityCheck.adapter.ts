// The reality check in the browser (issue 8): a fresh player logged in on
// the dashboard, Playwright's clock paused. Its two reads (the interval at
// login, the session's summary when an interval has passed) are both GET
// customer/limits: one gate holds them in turn until the path says, then the
// reference server answers or the request is cut. The interval is arranged
// on the server first (15 minutes, or none); a new one is chosen where a
// player chooses it, on the limits page, whose own read of customer/limits
// goes through unheld (the gate is disarmed while that page loads). The
// dialog's Continue, Log out and 'My limits' are clicked; the interval
// passes on the paused clock.
import { expect, type Locator } from '@playwright/test';
import { realityCheckModel } from '../../../model/models/realityCheck.model';
import { defineAdapter, type ModelEvent, type PlannedPath, type StepContext } from '../adapter';
import { money, registerPlayer, startLoggedIn } from '../../helpers';
import { leaveAfterFinal, settleUntil } from './shared';

interface Data {
  dialog: Locator;
  /** Where the reality check stands between its dialogs (data-state, not shown). */
  state: Locator;
  headers: Record<string, string>;
  /** The interval the running reality check holds (minutes), as the path has set it. */
  minutes: number;
  /** What the server holds now (minutes). */
  server: number;
  /** Whether the last summary was read (the dialog shows the net result) or not (it says the result is unknown). */
  summaryRead: boolean;
}

const inState = (data: Data, state: string) => expect(data.state).toHaveAttribute('data-flow-state', `realityCheck.${state}`);

/** Whether the gate holds a GET of customer/limits: not while the limits page reads its own. */
const armed = { hold: true };

const ALREADY_CHOSEN = 'the limits page shows this interval chosen already: choosing it again changes nothing';
/** An interval the limits page offers that is not `minutes`: the server holds it first, so choosing `minutes` is a change. */
const otherThan = (minutes: number) => (minutes === 60 ? 15 : 60);

/** The interval the server holds before the page opens: 15 minutes when the path's first read answers 15. */
function arrangedInterval(path: PlannedPath): number {
  const read = path.steps.map((s) => s.event as ModelEvent).find((e) => e.type === 'xstate.done.actor.fetchInterval');
  return (read?.output as number | undefined) ?? 0;
}

async function onLimitsPage(ctx: StepContext<Data>, open: () => Promise<void>) {
  const { page } = ctx;
  armed.hold = false;
  try {
    const read = page.waitForResponse((r) => r.url().endsWith('/api/customer/limits') && r.request().method() === 'GET');
    await open();
    // The page is a lazy view, revealed on React's timer: the paused clock moves in small steps until it shows.
    await settleUntil(page, page.locator('[data-state="limitsEditor.ready.viewing"]'));
    await read;
  } finally {
    armed.hold = true;
  }
}

export const realityCheckAdapter = defineAdapter<Data>({
  id: 'realityCheck',
  model: realityCheckModel,
  pausedClock: true,
  undrivable(path) {
    // The limits page shows the server's interval, then each one chosen there.
    let server = arrangedInterval(path);
    let shown: number | null = null;
    for (const { event } of path.steps) {
      if (event.type === 'OPEN_LIMITS') shown = server;
      if (event.type === 'SET_INTERVAL') {
        const minutes = (event as ModelEvent).minutes as number;
        if (shown === minutes) return ALREADY_CHOSEN;
        shown = server = minutes;
      }
    }
    return null;
  },
  async start({ page, request, path, t }) {
    armed.hold = true;
    const player = await registerPlayer(request);
    const headers = { authorization: `Bearer ${player.session.token}` };
    const server = arrangedInterval(path);
    if (server > 0) {
      const answer = await request.post('/api/customer/realitycheck', { headers, data: { minutes: server } });
      expect(((await answer.json()) as { success: boolean }).success).toBe(true);
    }
    await startLoggedIn(page, player.session);
    await page.goto('/dashboard');
    // The dashboard is loaded before the clock stops (its menu leads to the limits page).
    await expect(page.getByRole('link', { name: t('dashboard.responsibleGaming'), exact: true }).first()).toBeVisible();
    return {
      dialog: page.getByRole('dialog'),
      state: page.locator('#reality-check-state'),
      headers,
      minutes: 0,
      server,
      summaryRead: false,
    };
  },
  gates: {
    fetchInterval: { url: '**/api/customer/limits', method: 'GET', accept: () => armed.hold },
    fetchSummary: 'fetchInterval',
  },
  events: {
    async 'xstate.done.actor.fetchInterval'({ gates, data }, event) {
      await gates.pass('fetchInterval');
      data.minutes = event.output as number;
    },
    async 'xstate.done.actor.fetchSummary'({ page, gates, data }) {
      await gates.pass('fetchSummary');
      data.summaryRead = true;
      await settleUntil(page, data.dialog.and(page.locator('[data-state="realityCheck.showing"]')));
    },
    async 'xstate.error.actor.fetchSummary'({ page, gates, data }) {
      await gates.cut('fetchSummary');
      data.summaryRead = false;
      await settleUntil(page, data.dialog.and(page.locator('[data-state="realityCheck.showing"]')));
    },
    async 'xstate.after.interval.realityCheck.active.counting'({ page, data }) {
      await page.clock.runFor(data.minutes * 60_000);
    },
    async SET_INTERVAL(ctx, event) {
      const { page, request, data, gates, path, index, t, s } = ctx;
      const minutes = event.minutes as number;
      const label = minutes === 0 ? t('rg.realityCheckOff') : t('rg.realityCheckEvery', { count: minutes });
      if (!/\/dashboard\/responsible-gaming$/.test(page.url())) {
        // The page is to show another interval than the one chosen now (the server's, arranged).
        if (data.server === minutes) {
          data.server = otherThan(minutes);
          const answer = await request.post('/api/customer/realitycheck', { headers: data.headers, data: { minutes: data.server } });
          expect(((await answer.json()) as { success: boolean }).success).toBe(true);
        }
        await onLimitsPage(ctx, () =>
          page
            .getByRole('link', { name: t('dashboard.responsibleGaming'), exact: true })
            .first()
            .click(),
        );
      }
      await page.getByRole('radio', { name: label }).click();
      // Saved on the server, the running reality check is told.
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: s('realityCheckSaved') })
          .last(),
      ).toBeVisible();
      await expect(page.getByRole('radio', { name: label })).toBeChecked();
      data.server = data.minutes = minutes;
      // A read of the interval still held belongs to the loading the reality check has now left.
      if (path.steps[index - 1]?.value === 'loading') await gates.release('fetchInterval', () => true);
    },
    async CONTINUE({ data, t }) {
      await data.dialog.getByRole('button', { name: t('rg.check.continue') }).click();
    },
    async LOG_OUT({ data, t }) {
      await data.dialog.getByRole('button', { name: t('rg.check.logOut') }).click();
    },
    async OPEN_LIMITS(ctx) {
      await onLimitsPage(ctx, () => ctx.data.dialog.getByRole('button', { name: ctx.t('rg.check.limits') }).click());
      await expect(ctx.page).toHaveURL(/\/dashboard\/responsible-gaming$/);
    },
  },
  states: {
    async loading({ data, gates }) {
      await inState(data, 'loading');
      await expect.poll(() => gates.held('fetchInterval')).toBeGreaterThan(0);
      await expect(data.dialog).toHaveCount(0);
    },
    async unavailable({ data, gates }) {
      await inState(data, 'unavailable');
      expect(gates.held('fetchInterval')).toBe(0);
      await expect(data.dialog).toHaveCount(0);
    },
    async 'active.off'({ data }) {
      await inState(data, 'active.off');
      await expect(data.dialog).toHaveCount(0);
    },
    async 'active.counting'({ data, gates }) {
      await inState(data, 'active.counting');
      await expect(data.dialog).toHaveCount(0);
      expect(gates.held('fetchSummary')).toBe(0);
    },
    async 'active.summarising'({ data, gates }) {
      await inState(data, 'active.summarising');
      await expect.poll(() => gates.held('fetchSummary')).toBeGreaterThan(0);
      await expect(data.dialog).toHaveCount(0);
    },
    async 'active.showing'({ data, t }) {
      await inState(data, 'active.showing');
      await expect(data.dialog).toHaveAttribute('data-state', 'realityCheck.showing');
      await expect(data.dialog).toHaveAccessibleName(t('rg.check.title'));
      // The session's net result as the server counts it (a fresh player: nothing staked), or that it is unknown.
      await expect(data.dialog).toContainText(data.summaryRead ? t('rg.check.net', { amount: money(0) }) : t('rg.check.netUnknown'));
      await expect(data.dialog.getByRole('button', { name: t('rg.check.continue') })).toBeFocused();
    },
    async loggingOut({ page, t }) {
      await expect(page.getByRole('button', { name: t('header.login') }).first()).toBeVisible();
      await leaveAfterFinal(page);
    },
  },
});
