import { expect, type Locator } from '@playwright/test';
import { recoveryModel } from '../../../model/models/recovery.model';
import { defineAdapter } from '../adapter';
import { registerPlayer, typeInto } from '../../helpers';
import { isRefusal, latestCode, refusedThenAcceptedUnchanged, wrongCode } from './shared';

const NO_DISCOVERY = 'the server answers a reset request alike whether the account exists (no account discovery), so it never refuses one';
const FIELDS_OF: Record<string, string[]> = { username: ['username'], code: ['code'], newPassword: ['password', 'password2'] };
const LABELS = {
  username: 'recovery.username',
  code: 'recovery.code',
  password: 'recovery.password',
  password2: 'recovery.password2',
} as const;

export const recoveryAdapter = defineAdapter({
  id: 'recovery',
  model: recoveryModel,
  // 'done' opens the login form one second later: stepped with the clock.
  pausedClock: true,
  async start({ page, request, t }) {
    const player = await registerPlayer(request);
    await page.goto('/');
    await page.getByRole('button', { name: t('header.login') }).click();
    await page.getByRole('button', { name: t('recovery.link') }).click();
    const dialog = page.getByRole('dialog', { name: t('recovery.title') });
    await expect(dialog).toBeVisible();
    return { player, dialog };
  },
  gates: {
    sendResetCode: { url: '**/api/auth/sendresetpassword', method: 'POST' },
    checkResetCode: { url: '**/api/auth/checkresetcode', method: 'POST' },
    changePassword: { url: '**/api/auth/changepasswordwithcode', method: 'POST' },
  },
  // Each step's form shows only its own fields.
  allows: (value, event) => event.type !== 'CHANGE' || (FIELDS_OF[value as string] ?? []).includes(event.field),
  undrivable(path) {
    const events = path.steps.map((s) => s.event);

    if (events.some((e) => e.type === 'xstate.done.actor.sendResetCode' && isRefusal(e))) return NO_DISCOVERY;
    return (
      refusedThenAcceptedUnchanged(events, 'checkResetCode', (e) => e.type === 'CHANGE' && e.field === 'code') ??
      // A used code stays used: once refused for it, the new password cannot be accepted.
      refusedThenAcceptedUnchanged(events, 'changePassword', () => false)
    );
  },
  excluded: { transitions: { 'recovery.sendingCode:1:0': NO_DISCOVERY } },
  events: {
    async CHANGE({ data, request, t, upcoming }, event) {
      const field = event.field as keyof typeof LABELS;
      let typed = event.value as string;
      if (field === 'username' && typed.length > 1) typed = data.player.username;
      if (field === 'code') {
        const code = await latestCode(request, data.player.email);
        typed = isRefusal(upcoming('checkResetCode')) ? wrongCode(code) : code;
      }
      await typeInto(data.dialog.getByLabel(t(LABELS[field]), { exact: true }), typed);
    },
    async SUBMIT({ data, request, t, upcoming, index, path }) {
      // A new password is refused for a real cause: the code was used meanwhile (another tab).
      if (path.steps[index]!.value === 'changing' && isRefusal(upcoming('changePassword'))) {
        const code = await latestCode(request, data.player.email);
        const used = await request.post('/api/auth/changepasswordwithcode', {
          data: { username: data.player.username, code, password: 'elsewhere1', password2: 'elsewhere1' },
        });
        expect(((await used.json()) as { success: boolean }).success).toBe(true);
      }
      await data.dialog.getByRole('button', { name: t('recovery.continue') }).click();
    },
  },
  states: {
    ...Object.fromEntries(
      ['username', 'sendingCode', 'code', 'checkingCode', 'newPassword', 'changing'].map((state) => [
        state,
        async ({ data }: { data: { dialog: Locator } }) => expect(data.dialog).toHaveAttribute('data-state', `recovery.${state}`),
      ]),
    ),
    async done({ data, t }) {
      await expect(data.dialog).toHaveAttribute('data-state', 'recovery.done');
      await expect(data.dialog.getByRole('status').filter({ hasText: t('recovery.done') })).toHaveText(t('recovery.done'));
    },
    async toLogin({ page, t }) {
      await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible();
    },
  },
});
