import { expect } from '@playwright/test';
import { callRequestModel } from '../../../model/models/callRequest.model';
import { defineAdapter } from '../adapter';
import { registerPlayer, startLoggedIn, typeInto } from '../../helpers';
import { isRefusal } from './shared';

/**
 * The machine-level model with the cases that tell a trimmed payload from an
 * untrimmed one left out: the page cannot show the payload, and with them the
 * planner's every-path walk (the browser plan chooses from all paths) grows
 * past any time budget.
 */
const browserModel = {
  ...callRequestModel,
  events: (callRequestModel.events as readonly { type: string; value?: string; slot?: string }[]).filter(
    (e) => (e.type !== 'CHANGE' || e.value === e.value?.trim()) && (e.type !== 'SET_SLOT' || e.slot !== ''),
  ),
  project: (s: Parameters<NonNullable<typeof callRequestModel.project>>[0]) => {
    const { spaced: _spaced, ...rest } = callRequestModel.project!(s) as { spaced: string };
    return rest;
  },
} as typeof callRequestModel;

const REFUSAL_REASON = 'the reference server accepts every valid call request: nothing real makes it refuse one';

export const callRequestAdapter = defineAdapter({
  id: 'callRequest',
  model: browserModel,
  async start({ page, request, path, t }) {
    // 'a player' starts with their username filled in: the site takes it from the session.
    if (path.inputName === 'a player') await startLoggedIn(page, (await registerPlayer(request)).session);
    await page.goto('/');
    await page.getByRole('button', { name: t('callRequest.open') }).click();
    return { dialog: page.getByRole('dialog', { name: t('callRequest.title') }) };
  },
  gates: { sendRequest: { url: '**/api/cms/callme', method: 'POST' } },
  undrivable(path) {
    if (path.steps.some((s) => s.event.type === 'xstate.done.actor.sendRequest' && isRefusal(s.event))) return REFUSAL_REASON;
    // The form shows a contact's field and remove button only for a contact that exists.
    let contacts = 0;
    for (const { event } of path.steps) {
      if (event.type === 'ADD_CONTACT') contacts = Math.min(contacts + 1, 5);
      if ((event.type === 'REMOVE_CONTACT' || event.type === 'CHANGE_CONTACT') && contacts <= (event as unknown as { index: number }).index)
        return 'no such contact on the form';
      if (event.type === 'REMOVE_CONTACT') contacts -= 1;
    }
    return null;
  },
  excluded: { transitions: { 'callRequest.sending:1:0': REFUSAL_REASON } },
  events: {
    async CHANGE({ data, t }, event) {
      const label = { name: 'callRequest.name', username: 'callRequest.username', message: 'callRequest.message' }[event.field as string]!;
      await typeInto(data.dialog.getByLabel(t(label as 'callRequest.name'), { exact: true }), event.value);
    },
    async SET_SLOT({ data, t }, event) {
      await data.dialog.getByLabel(t('callRequest.slot')).selectOption(event.slot);
    },
    async ADD_CONTACT({ data, t }) {
      await data.dialog.getByRole('button', { name: t('callRequest.addContact') }).click();
    },
    async REMOVE_CONTACT({ data, t }, event) {
      await data.dialog
        .getByRole('button', { name: t('callRequest.removeContact') })
        .nth(event.index)
        .click();
    },
    async CHANGE_CONTACT({ data, t }, event) {
      await typeInto(data.dialog.getByLabel(t('callRequest.contactValue'), { exact: true }).nth(event.index), event.contact);
    },
    async SUBMIT({ data, t }) {
      await data.dialog.getByRole('button', { name: t('callRequest.save') }).click();
    },
    async 'xstate.error.actor.sendRequest'({ page, gates, t }) {
      await gates.cut('sendRequest');
      await expect(page.getByRole('alert').filter({ hasText: t('errors.network') })).toBeVisible();
    },
  },
  states: {
    async editing({ data, t }) {
      await expect(data.dialog).toHaveAttribute('data-state', 'callRequest.editing');
      await expect(data.dialog.getByLabel(t('callRequest.name'))).toBeEnabled();
    },
    async sending({ data, t }) {
      await expect(data.dialog).toHaveAttribute('data-state', 'callRequest.sending');
      await expect(data.dialog.getByLabel(t('callRequest.name'))).toBeDisabled();
    },
    async sent({ page, data, s }) {
      await expect(data.dialog).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: s('callMeReceived') })).toBeVisible();
    },
  },
});
