import { expect } from '@playwright/test';
import { changePasswordModel } from '../../../model/models/changePassword.model';
import { defineAdapter } from '../adapter';
import { registerPlayer, startLoggedIn, typeInto } from '../../helpers';
import { isAcceptance, isRefusal, refusedThenAcceptedUnchanged } from './shared';

const LABELS = {
  oldPassword: 'changePassword.oldPassword',
  password: 'changePassword.password',
  confirmPassword: 'changePassword.confirmPassword',
} as const;

export const changePasswordAdapter = defineAdapter({
  id: 'changePassword',
  model: changePasswordModel,
  async start({ page, request }) {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    await page.goto('/dashboard/change-password');
    return { player, current: player.password, typedNew: '', form: page.locator('[data-state^="changePassword."]') };
  },
  gates: { submitChange: { url: '**/api/customer/changepassword', method: 'POST' } },
  // A refusal's real cause is a wrong old password, so the old password must change before an acceptance.
  undrivable: (path) =>
    refusedThenAcceptedUnchanged(
      path.steps.map((s) => s.event),
      'submitChange',
      (e) => e.type === 'CHANGE' && e.field === 'oldPassword',
    ),
  events: {
    async CHANGE({ data, t, upcoming }, event) {
      const field = event.field as keyof typeof LABELS;
      let typed = event.value as string;
      if (field === 'oldPassword') typed = isRefusal(upcoming('submitChange')) ? 'wrong-one' : data.current;
      if (field === 'password') data.typedNew = typed;
      await typeInto(data.form.getByLabel(t(LABELS[field]), { exact: true }), typed);
    },
    async SUBMIT({ data, t }) {
      await data.form.getByRole('button', { name: t('changePassword.submit') }).click();
    },
    async 'xstate.done.actor.submitChange'({ page, data, gates, s }, event) {
      await gates.pass('submitChange');
      if (isAcceptance(event)) {
        data.current = data.typedNew;
        await expect(page.getByRole('status').filter({ hasText: s('passwordChanged') })).toBeVisible();
      } else {
        await expect(page.getByRole('alert').filter({ hasText: s('wrongOldPassword') })).toBeVisible();
      }
    },
  },
  states: {
    async editing({ data, t }) {
      await expect(data.form).toHaveAttribute('data-state', 'changePassword.editing');
      await expect(data.form.getByLabel(t(LABELS.oldPassword))).toBeEnabled();
    },
    async submitting({ data, t }) {
      await expect(data.form).toHaveAttribute('data-state', 'changePassword.submitting');
      await expect(data.form.getByLabel(t(LABELS.oldPassword))).toBeDisabled();
    },
  },
});
