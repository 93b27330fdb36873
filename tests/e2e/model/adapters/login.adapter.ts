import { expect } from '@playwright/test';
import { loginModel } from '../../../model/models/login.model';
import { defineAdapter, type ModelEvent } from '../adapter';
import { registerPlayer, typeInto } from '../../helpers';
import { isRefusal, refusedThenAcceptedUnchanged } from './shared';

export const loginAdapter = defineAdapter({
  id: 'login',
  model: loginModel,
  async start({ page, request, t }) {
    const player = await registerPlayer(request);
    await page.goto('/');
    await page.getByRole('button', { name: t('header.login') }).click();
    return { player, dialog: page.getByRole('dialog', { name: t('login.title') }) };
  },
  gates: { login: { url: '**/api/auth/login', method: 'POST' } },
  // The server refuses a username it does not know: the username typed before
  // a refused submit is one nobody registered (a real cause, not a faked answer).
  undrivable: (path) =>
    refusedThenAcceptedUnchanged(
      path.steps.map((s) => s.event),
      'login',
      (e) => e.type === 'CHANGE' && e.field === 'username',
    ),
  events: {
    async CHANGE({ data, t, upcoming }, event) {
      const { field, value } = event as ModelEvent & { field: 'username' | 'password'; value: string };
      let typed = value;
      if (field === 'username' && value) typed = isRefusal(upcoming('login')) ? `nobody${Date.now().toString(36)}` : data.player.username;
      if (field === 'password' && value.length >= 3) typed = data.player.password;
      await typeInto(data.dialog.getByLabel(t(field === 'username' ? 'login.username' : 'login.password')), typed);
    },
    async SUBMIT({ data, t }) {
      await data.dialog.getByRole('button', { name: t('login.submit') }).click();
    },
  },
  states: {
    async editing({ data, t }) {
      await expect(data.dialog).toHaveAttribute('data-state', 'login.editing');
      await expect(data.dialog.getByLabel(t('login.username'))).toBeEnabled();
    },
    async submitting({ data, t }) {
      await expect(data.dialog).toHaveAttribute('data-state', 'login.submitting');
      await expect(data.dialog.getByLabel(t('login.username'))).toBeDisabled();
    },
    async loggedIn({ page, data, s }) {
      await expect(data.dialog).toHaveCount(0);
      await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: s('loginSuccess', { username: data.player.username }) })).toBeVisible();
    },
  },
});
