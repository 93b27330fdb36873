// The limits editor in the browser (/dashboard/responsible-gaming): a fresh
// player's limits from customer/limits (the model's 'set' arranged through
// the API first: a daily deposit limit of 500 and a session limit of 60
// minutes), a change through POST customer/limits and the reality-check
// interval through POST customer/realitycheck, each held until the path
// says, then answered by the reference server or cut.
//
// The reality check running for the session reads customer/limits too, at
// login: the page opens on the dashboard, that read goes through, and only
// then is the gate armed and the limits page reached by its menu link (no
// reload, so it does not ask again).
//
// A refusal's real cause: a weekly deposit limit below the amount being
// saved, set a moment before through the API (a daily limit cannot be higher
// than the week's, limitAboveLonger).
//
// The self-exclusion the limits carry (the third review of issue 32) is
// arranged for real: the player excludes themself through the API, their
// person's exclusion is moved back past its end (POST /dev/exclusion/age,
// as if six months had passed for them alone) for 'ended', and they ask to
// return through the API for 'returning'; the page then opens on a
// withdraw-only session from a login. Asking to return on the page goes to
// POST customer/returnfromexclusion; its refusal's real cause is a wrong
// password.
import { expect, type Locator } from '@playwright/test';
import { limitsEditorModel } from '../../../model/models/limitsEditor.model';
import type { PlayerLimits } from '../../../../contract/responsibleGaming';
import { parseLimitDraft } from '../../../../domain/limits';
import { defineAdapter, type ModelEvent, type PlannedPath } from '../adapter';
import { ageSelfExclusion, money, registerPlayer, startLoggedIn, typeInto } from '../../helpers';
import { isAcceptance, isRefusal } from './shared';

interface Data {
  editor: Locator;
  headers: Record<string, string>;
  /** The card being edited ('deposit-day'), as the last EDIT chose. */
  card: Locator | null;
  /** The weekly deposit limit set to make a save refused (lira), if any. */
  weekly: number | null;
  password: string;
}

/** Whether the gate of customer/limits holds its GET: not before the reality check's own read is through. */
const armed = { limits: false };

const ONLY_LONGER_LIMITS_REFUSE =
  'the server refuses only a money limit above a longer period’s (limitAboveLonger): a session limit has no longer period and a removal is never refused';
const REALITY_CHECK_NEVER_REFUSED =
  'the server accepts every interval the page offers (off, 15, 30, 60 minutes): nothing real makes it refuse one';
const FIXTURE_AFTER_SAVE =
  'after a save the model holds its fixture’s limits, not what the server now holds: an edit after it would start from another amount';
const WEEK_BELOW = 'an earlier refusal left a weekly limit below this amount: the server would refuse it too';
const PASSWORD_FOR_ANOTHER_ANSWER =
  'the password of a refused return was typed for an earlier attempt the network cut: it is the real one, which the server accepts';

/** The self-exclusion the path's limits carry, if any. */
const selfExclusionOf = (path: PlannedPath) =>
  (path.steps.map((s) => s.event as ModelEvent).find((e) => e.type === 'xstate.done.actor.fetchLimits')?.output as PlayerLimits | undefined)
    ?.selfExclusion ?? null;

/** Whether a refused return is sent with a password typed when another answer was to come (so the real one). */
function refusalWithRealPassword(path: PlannedPath): boolean {
  const events = path.steps.map((s) => s.event as ModelEvent);
  const nextAnswer = (from: number) => events.slice(from + 1).find((e) => /\.actor\.askToReturn$/.test(e.type));
  let typedFor: ModelEvent | undefined;
  return events.some((event, index) => {
    if (event.type === 'CHANGE_RETURN_PASSWORD') typedFor = event.value === '' ? undefined : nextAnswer(index);
    return event.type === 'xstate.done.actor.askToReturn' && isRefusal(event) && typedFor !== event;
  });
}

/** The amount each SAVE and REMOVE of a path sends, as the model's drafts give it, with its answer. */
function saves(path: PlannedPath): Array<{ kind: string; amount: number | null; answer: ModelEvent | undefined }> {
  const events = path.steps.map((s) => s.event as ModelEvent);
  const loaded = events.find((e) => e.type === 'xstate.done.actor.fetchLimits')?.output as PlayerLimits | undefined;
  const result: Array<{ kind: string; amount: number | null; answer: ModelEvent | undefined }> = [];
  let kind = '';
  let draft = '';
  events.forEach((event, index) => {
    if (event.type === 'EDIT') {
      kind = event.kind as string;
      const current = loaded?.limits.find((l) => l.kind === kind && l.period === event.period)?.amount ?? null;
      draft = current === null ? '' : String(current);
    }
    if (event.type === 'CHANGE') draft = event.value as string;
    if (event.type === 'SAVE' || event.type === 'REMOVE') {
      const answer = events.slice(index + 1).find((e) => e.type.endsWith('.actor.saveLimit'));
      const amount = event.type === 'REMOVE' ? null : parseLimitDraft(kind as 'deposit', draft);
      // A SAVE of an invalid draft is no save (the button waits).
      if (event.type === 'REMOVE' || amount !== null) result.push({ kind, amount, answer });
    }
  });
  return result;
}

export const limitsEditorAdapter = defineAdapter<Data>({
  id: 'limitsEditor',
  model: limitsEditorModel,
  excluded: { transitions: { 'limitsEditor.ready.savingRealityCheck:0:0': REALITY_CHECK_NEVER_REFUSED } },
  // A self-excluded person's page is walked without changing a limit or the reminder: the server refuses each with the
  // exclusion's reason (tests/server/returnFromExclusion.test.ts), and the paths without an exclusion drive the changes.
  allows: (_value, event, context) =>
    !['EDIT', 'SET_REALITY_CHECK'].includes(event.type) || !(context as { limits: PlayerLimits | null }).limits?.selfExclusion,
  undrivable(path) {
    if (refusalWithRealPassword(path)) return PASSWORD_FOR_ANOTHER_ANSWER;
    if (path.steps.some(({ event }) => event.type === 'xstate.done.actor.saveRealityCheck' && isRefusal(event as ModelEvent)))
      return REALITY_CHECK_NEVER_REFUSED;
    let weekly = Infinity;
    for (const save of saves(path)) {
      if (isRefusal(save.answer)) {
        if (save.kind !== 'deposit' || save.amount === null) return ONLY_LONGER_LIMITS_REFUSE;
        weekly = Math.min(weekly, save.amount - 0.01);
      } else if (isAcceptance(save.answer) && save.kind === 'deposit' && save.amount !== null && save.amount > weekly) return WEEK_BELOW;
    }
    let saved = false;
    for (const { event } of path.steps) {
      if (event.type === 'EDIT' && saved) return FIXTURE_AFTER_SAVE;
      if (isAcceptance(event as ModelEvent) && /saveLimit|saveRealityCheck/.test(event.type)) saved = true;
    }
    return null;
  },
  async start({ page, request, path, t }) {
    armed.limits = false;
    const player = await registerPlayer(request);
    let headers = { authorization: `Bearer ${player.session.token}` };
    const loaded = path.steps.map((s) => s.event as ModelEvent).find((e) => e.type === 'xstate.done.actor.fetchLimits')?.output as
      PlayerLimits | undefined;
    for (const limit of loaded?.limits ?? []) {
      if (limit.amount === null) continue;
      const answer = await request.post('/api/customer/limits', {
        headers,
        data: { kind: limit.kind, period: limit.period, amount: limit.amount },
      });
      expect(((await answer.json()) as { success: boolean }).success).toBe(true);
    }
    let session: Record<string, unknown> = player.session;
    const selfExclusion = selfExclusionOf(path);
    if (selfExclusion) {
      // Excluded for real; for 'ended' and 'returning', six months later for this person; then a withdraw-only login.
      const excluded = await request.post('/api/customer/selfexclusion', { headers, data: { months: 6, password: player.password } });
      expect(((await excluded.json()) as { success: boolean }).success).toBe(true);
      if (selfExclusion.state !== 'running') await ageSelfExclusion(request, player.username, 184 * 24 * 3600);
      const login = (await (
        await request.post('/api/auth/login', { data: { username: player.username, password: player.password } })
      ).json()) as { data: { token: string } };
      session = login.data;
      headers = { authorization: `Bearer ${login.data.token}` };
      if (selfExclusion.state === 'returning') {
        const asked = await request.post('/api/customer/returnfromexclusion', { headers, data: { password: player.password } });
        expect(((await asked.json()) as { success: boolean }).success).toBe(true);
      }
    }
    await startLoggedIn(page, session);
    const realityCheckRead = page.waitForResponse((r) => r.url().endsWith('/api/customer/limits') && r.request().method() === 'GET');
    await page.goto('/dashboard');
    await realityCheckRead;
    armed.limits = true;
    await page
      .getByRole('link', { name: t('dashboard.responsibleGaming'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/responsible-gaming$/);
    return { editor: page.locator('[data-state^="limitsEditor."]').first(), headers, card: null, weekly: null, password: player.password };
  },
  gates: {
    fetchLimits: { url: '**/api/customer/limits', method: 'GET', accept: () => armed.limits },
    saveLimit: { url: '**/api/customer/limits', method: 'POST' },
    saveRealityCheck: { url: '**/api/customer/realitycheck', method: 'POST' },
    askToReturn: { url: '**/api/customer/returnfromexclusion', method: 'POST' },
  },
  events: {
    async RETRY({ data, t }) {
      await data.editor.getByRole('button', { name: t('app.retry') }).click();
    },
    async EDIT({ page, data }, event) {
      data.card = page.locator(`[data-limit="${event.kind}-${event.period}"]`);
      // The card's only button while nothing is edited: '<name>: change'.
      await data.card.getByRole('button').click();
    },
    async CHANGE({ data, t }, event) {
      await typeInto(
        data.card!.getByRole('textbox', { name: new RegExp(`^${escape(t('rg.amountMoney'))}|^${escape(t('rg.amountMinutes'))}`) }),
        event.value as string,
      );
    },
    async SAVE({ request, data, t, upcoming }) {
      if (isRefusal(upcoming('saveLimit'))) {
        // The real cause: a weekly deposit limit just under what is being saved (a tightening: it applies at once).
        const draft = await data.card!.getByRole('textbox').inputValue();
        const amount = parseLimitDraft('deposit', draft)!;
        const weekly = Math.round((amount - 0.01) * 100) / 100;
        if (data.weekly === null || weekly < data.weekly) {
          const answer = await request.post('/api/customer/limits', {
            headers: data.headers,
            data: { kind: 'deposit', period: 'week', amount: weekly },
          });
          expect(((await answer.json()) as { success: boolean }).success).toBe(true);
          data.weekly = weekly;
        }
      }
      await data.card!.getByRole('button', { name: t('rg.save') }).click();
    },
    async REMOVE({ data, t }) {
      await data.card!.getByRole('button', { name: t('rg.remove') }).click();
    },
    async CANCEL({ data, t }) {
      await data.card!.getByRole('button', { name: t('rg.cancel') }).click();
    },
    async SET_REALITY_CHECK({ page, t }, event) {
      // A click, not check(): the radio shows the interval the server holds, so it stays unchecked while the change is saved.
      await page.getByRole('radio', { name: t('rg.realityCheckEvery', { count: event.minutes as number }) }).click();
    },
    async 'xstate.done.actor.saveLimit'({ page, gates, data, s }, event) {
      await gates.pass('saveLimit');
      if (isRefusal(event)) {
        const refusal = s('limitAboveLonger', { period: s('periodWeek'), amount: money(data.weekly!) });
        await expect(page.getByRole('alert').filter({ hasText: refusal }).last()).toBeVisible();
      } else {
        await expect(
          page
            .getByRole('status')
            .filter({ hasText: new RegExp(`${escape(s('limitApplied'))}|${escape(s('limitPending'))}`) })
            .last(),
        ).toBeVisible();
      }
    },
    async 'xstate.error.actor.saveLimit'({ page, gates, t }) {
      await gates.cut('saveLimit');
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: t('errors.network') })
          .last(),
      ).toBeVisible();
    },
    async ASK_TO_RETURN({ page, t }) {
      await page
        .locator('[data-self-exclusion="ended"]')
        .getByRole('button', { name: t('rg.return.ask') })
        .click();
    },
    async CHANGE_RETURN_PASSWORD({ page, data, t, upcoming }, event) {
      // The player's real password, or (the server is to refuse it) a wrong one.
      const value = event.value === '' ? '' : isRefusal(upcoming('askToReturn')) ? 'wrong-password' : data.password;
      await typeInto(page.locator('[data-self-exclusion]').getByLabel(t('rg.return.password')), value);
    },
    async CONFIRM_RETURN({ page, t }) {
      await page
        .locator('[data-self-exclusion]')
        .getByRole('button', { name: t('rg.return.submit') })
        .click();
    },
    async CANCEL_RETURN({ page, t }) {
      await page
        .locator('[data-self-exclusion]')
        .getByRole('button', { name: t('rg.cancel') })
        .click();
    },
    async 'xstate.done.actor.askToReturn'({ page, gates, s }, event) {
      await gates.pass('askToReturn');
      if (isRefusal(event)) {
        await expect(
          page
            .getByRole('alert')
            .filter({ hasText: s('wrongPassword') })
            .last(),
        ).toBeVisible();
      } else {
        const [before] = s('returnRequested', { reopensAt: '\u0000' }).split('\u0000');
        await expect(page.getByRole('status').filter({ hasText: before! }).last()).toBeVisible();
        await expect(page.locator('[data-self-exclusion]')).toHaveAttribute('data-self-exclusion', 'returning');
      }
    },
    async 'xstate.error.actor.askToReturn'({ page, gates, t }) {
      await gates.cut('askToReturn');
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: t('errors.network') })
          .last(),
      ).toBeVisible();
    },
    async 'xstate.done.actor.saveRealityCheck'({ page, gates, s, t }) {
      await gates.pass('saveRealityCheck');
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: s('realityCheckSaved') })
          .last(),
      ).toBeVisible();
      await expect(page.getByRole('radio', { name: t('rg.realityCheckEvery', { count: 30 }) })).toBeChecked();
    },
  },
  states: {
    async loading({ data, gates, t }) {
      await expect(data.editor).toHaveAttribute('data-state', 'limitsEditor.loading');
      await expect.poll(() => gates.held('fetchLimits')).toBeGreaterThan(0);
      await expect(data.editor).toHaveText(t('app.loading'));
    },
    async failed({ data, t }) {
      await expect(data.editor).toHaveAttribute('data-state', 'limitsEditor.failed');
      await expect(data.editor).toContainText(t('rg.loadFailed'));
      await expect(data.editor.getByRole('button', { name: t('app.retry') })).toBeEnabled();
    },
    async 'ready.viewing'({ data, page, t }) {
      await expect(data.editor).toHaveAttribute('data-state', 'limitsEditor.ready.viewing');
      // Every card offers its change; nothing is being edited.
      await expect(page.locator('[data-limit]')).toHaveCount(7);
      await expect(page.locator('[data-limit] form')).toHaveCount(0);
      await expect(page.getByRole('radio').first()).toBeEnabled();
      // No return being confirmed; where the self-exclusion's time is over and not yet asked about, the way back is offered.
      await expect(page.locator('[data-self-exclusion] form')).toHaveCount(0);
      const ended = page.locator('[data-self-exclusion="ended"]');
      if ((await ended.count()) > 0) await expect(ended.getByRole('button', { name: t('rg.return.ask') })).toBeEnabled();
    },
    async 'ready.editing'({ data, t }) {
      await expect(data.editor).toHaveAttribute('data-state', 'limitsEditor.ready.editing');
      const form = data.card!.locator('form');
      await expect(form).toHaveAttribute('data-state', 'limitsEditor.editing');
      await expect(form.getByRole('textbox')).toBeEditable();
      await expect(form.getByRole('button', { name: t('rg.cancel') })).toBeEnabled();
    },
    async 'ready.saving'({ data, gates, t }) {
      await expect(data.editor).toHaveAttribute('data-state', 'limitsEditor.ready.saving');
      await expect.poll(() => gates.held('saveLimit')).toBeGreaterThan(0);
      await expect(data.card!.getByRole('button', { name: t('rg.save') })).toBeDisabled();
    },
    async 'ready.confirmingReturn'({ data, page, t }) {
      await expect(data.editor).toHaveAttribute('data-state', 'limitsEditor.ready.confirmingReturn');
      const form = page.locator('[data-self-exclusion="ended"] form');
      await expect(form).toHaveAttribute('data-state', 'limitsEditor.confirmingReturn');
      await expect(form).toContainText(t('rg.return.confirm'));
      await expect(form.getByLabel(t('rg.return.password'))).toBeEditable();
      await expect(form.getByRole('button', { name: t('rg.cancel') })).toBeEnabled();
      // Nothing else is opened meanwhile.
      await expect(page.locator('[data-limit] button').first()).toBeDisabled();
    },
    async 'ready.askingToReturn'({ data, gates, page, t }) {
      await expect(data.editor).toHaveAttribute('data-state', 'limitsEditor.ready.askingToReturn');
      await expect.poll(() => gates.held('askToReturn')).toBeGreaterThan(0);
      const form = page.locator('[data-self-exclusion="ended"] form');
      await expect(form).toHaveAttribute('data-state', 'limitsEditor.askingToReturn');
      await expect(form.getByRole('button', { name: t('rg.return.submitting') })).toBeDisabled();
    },
    async 'ready.savingRealityCheck'({ data, gates, page }) {
      await expect(data.editor).toHaveAttribute('data-state', 'limitsEditor.ready.savingRealityCheck');
      await expect.poll(() => gates.held('saveRealityCheck')).toBeGreaterThan(0);
      await expect(page.getByRole('radio').first()).toBeDisabled();
    },
  },
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
