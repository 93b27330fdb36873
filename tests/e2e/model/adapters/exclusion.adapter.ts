// A time-out or self-exclusion in the browser (issue 8): a fresh player on
// the responsible-gaming page chooses the model input's length, and its
// confirmation runs; the call (customer/timeout or customer/selfexclusion)
// is held until the path says, then answered by the reference server or cut.
// A refusal's real cause is a wrong password (self-exclusion and a 30-day
// time-out ask for it); a 24-hour time-out asks for none, and the server
// accepts any valid one. Success ends the session for real: the page logs
// out, and the server refuses the player's login after a time-out, or opens
// only a withdraw-only session after a self-exclusion (issue 32, L9).
import { choiceNeedsPassword, type ExclusionChoice } from '../../../../machines/exclusion.machine';
import { expect, type Locator } from '@playwright/test';
import { exclusionModel } from '../../../model/models/exclusion.model';
import { defineAdapter } from '../adapter';
import { registerPlayer, startLoggedIn, typeInto } from '../../helpers';
import { isRefusal, leaveAfterFinal } from './shared';

interface Data {
  dialog: Locator;
  player: { username: string; password: string };
  kind: string;
}

const TIMEOUT_REFUSAL = 'the server accepts every valid time-out: nothing real makes it refuse one';
const SECTIONS: Record<string, { kind: string; key: string }> = {
  '24-hour time-out': { kind: 'timeout', key: 'rg.timeout.days1' },
  '30-day time-out': { kind: 'timeout', key: 'rg.timeout.days30' },
  'six-month self-exclusion': { kind: 'selfexclusion', key: 'rg.selfExclusion.months6' },
  'permanent self-exclusion': { kind: 'selfexclusion', key: 'rg.selfExclusion.permanent' },
};

export const exclusionAdapter = defineAdapter<Data>({
  id: 'exclusion',
  model: exclusionModel,
  // A 24-hour time-out's confirmation has no password field.
  allows: (_value, event, context) => event.type !== 'CHANGE_PASSWORD' || choiceNeedsPassword(context.choice as ExclusionChoice),
  undrivable(path) {
    if (
      path.inputName === '24-hour time-out' &&
      path.steps.some((s) => s.event.type === 'xstate.done.actor.exclude' && isRefusal(s.event as never))
    )
      return TIMEOUT_REFUSAL;
    return null;
  },
  async start({ page, request, path, t }) {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    await page.goto('/dashboard/responsible-gaming');
    const { kind, key } = SECTIONS[path.inputName]!;
    await page
      .locator(`[data-exclusion="${kind}"]`)
      .getByRole('button', { name: t(key as 'rg.cancel'), exact: true })
      .click();
    return { dialog: page.getByRole('dialog', { name: t('rg.confirm.title') }), player, kind };
  },
  gates: {
    exclude: { url: /\/api\/customer\/(timeout|selfexclusion)$/, method: 'POST' },
  },
  events: {
    async CHANGE_PASSWORD({ data, t, upcoming }, event) {
      // The player's real password, or (the server is to refuse it) a wrong one.
      const value = event.value === '' ? '' : isRefusal(upcoming('exclude')) ? 'wrong-password' : data.player.password;
      await typeInto(data.dialog.getByLabel(t('rg.confirm.password')), value);
    },
    async CONFIRM({ data, t }) {
      await data.dialog.getByRole('button', { name: t('rg.confirm.submit') }).click();
    },
    async CANCEL({ data, t }) {
      await data.dialog.getByRole('button', { name: t('rg.cancel') }).click();
    },
  },
  states: {
    async confirming({ data, t }) {
      await expect(data.dialog).toHaveAttribute('data-state', 'exclusion.confirming');
      await expect(data.dialog.getByRole('button', { name: t('rg.cancel') })).toBeEnabled();
    },
    async submitting({ data, gates, t }) {
      await expect(data.dialog).toHaveAttribute('data-state', 'exclusion.submitting');
      await expect.poll(() => gates.held('exclude')).toBeGreaterThan(0);
      await expect(data.dialog.getByRole('button', { name: t('rg.confirm.submitting') })).toBeDisabled();
    },
    async cancelled({ page, data, t }) {
      await expect(data.dialog).toHaveCount(0);
      // Nothing changed: still logged in, on the same page.
      await expect(page.getByRole('button', { name: t('header.login') })).toHaveCount(0);
      await expect(page).toHaveURL(/\/dashboard\/responsible-gaming$/);
    },
    async done({ page, request, data, t }) {
      // The session ends at once (the page logs out and reloads) and the server keeps the player out:
      // refused after a time-out; after a self-exclusion, let in only to withdraw (no deposit).
      await expect(page.getByRole('button', { name: t('header.login') }).first()).toBeVisible();
      const login = await request.post('/api/auth/login', { data: { username: data.player.username, password: data.player.password } });
      const answer = (await login.json()) as { success: boolean; data: { token: string } | null };
      expect(answer.success).toBe(data.kind === 'selfexclusion');
      if (answer.data) {
        const deposit = await request.post('/api/payment/deposit', {
          headers: { authorization: `Bearer ${answer.data.token}` },
          data: {
            id: 2,
            target: 'pay',
            detail: { CardNo: '4111 1111 1111 1111', CardHolder: 'Ayşe Yılmaz', ExpiryMonth: 7, Installments: 1, Amount: 100 },
          },
        });
        expect(((await deposit.json()) as { success: boolean }).success).toBe(false);
      }
      await leaveAfterFinal(page);
    },
  },
});
