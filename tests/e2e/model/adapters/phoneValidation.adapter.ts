import { expect, type Locator } from '@playwright/test';
import { phoneValidationModel } from '../../../model/models/phoneValidation.model';
import { defineAdapter, type StepContext } from '../adapter';
import { registerPlayer, startLoggedIn, typeInto } from '../../helpers';
import { arrangeCodeRequest, freshPhoneDigits, isAcceptance, latestCode, refusedThenAcceptedUnchanged, wrongCode } from './shared';

interface Data {
  player: Awaited<ReturnType<typeof registerPlayer>>;
  phone: string;
  dialog: Locator;
}

// Variant 1, the 'Verify now' dialog of the account page. The registration
// input (phone locked, code sent at once) is driven by the registration
// adapter, whose verifying step runs this flow.
export const phoneValidationAdapter = defineAdapter<Data>({
  id: 'phoneValidation',
  model: phoneValidationModel,
  inputs: ['dialog, no phone yet'],
  excluded: {
    transitions: {
      'phoneValidation.starting:always:0':
        'sending at once is registration with the trial bonus: the registration adapter drives it (registration.verifying)',
    },
  },
  async start({ page, request, t }) {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    await page.goto('/dashboard/account');
    await page.getByRole('button', { name: t('account.verifyNow') }).click();
    const dialog = page.getByRole('dialog', { name: t('phone.title') });
    await expect(dialog).toBeVisible();
    return { player, phone: player.phone, dialog };
  },
  gates: {
    requestCode: { url: '**/api/customer/updatephone', method: 'POST', body: (b) => b.step === 1 },
    confirmCode: { url: '**/api/customer/updatephone', method: 'POST', body: (b) => b.step === 2 },
  },
  undrivable: (path) =>
    refusedThenAcceptedUnchanged(
      path.steps.map((s) => s.event),
      'confirmCode',
      (e) => e.type === 'CHANGE.CODE',
    ),
  events: {
    async 'CHANGE.PHONE'({ data }, event) {
      const digits = event.digits.length === 10 ? freshPhoneDigits() : event.digits;
      if (digits.length === 10) data.phone = `90${digits}`;
      await typeInto(data.dialog.locator('input[name="phone"]'), digits);
    },
    async 'CHANGE.CODE'({ data, request, upcoming, t }, event) {
      let typed = event.code as string;
      if (typed.length === 6) {
        const code = await latestCode(request, data.phone);
        typed = isAcceptance(upcoming('confirmCode')) ? code : wrongCode(code);
      }
      await typeInto(data.dialog.getByLabel(t('phone.code')), typed);
    },
    async SEND({ data, request, t, upcoming }) {
      await arrangeCodeRequest(request, data.player.session.token, data.phone, upcoming('requestCode'));
      await data.dialog.getByRole('button', { name: t('phone.send') }).click();
    },
    async VALIDATE({ data, t }) {
      await data.dialog.getByRole('button', { name: t('phone.validate'), exact: true }).click();
    },
    async CHANGE_NUMBER({ data, t }) {
      await data.dialog.getByRole('button', { name: t('phone.changeNumber') }).click();
    },
  },
  states: {
    ...Object.fromEntries(
      ['phone', 'sending', 'code', 'validating'].map((state) => [
        state,
        async ({ data, t }: StepContext<Data>) => {
          await expect(data.dialog.locator('form')).toHaveAttribute('data-state', `phoneValidation.${state}`);
          const onCode = state === 'code' || state === 'validating';
          await expect(data.dialog.getByRole('heading', { name: t(onCode ? 'phone.step2' : 'phone.step1') })).toBeVisible();
        },
      ]),
    ),
    async verified({ data, t }) {
      await expect(data.dialog).toHaveAttribute('data-state', 'phoneValidation.verified');
      await expect(data.dialog.getByRole('status').filter({ hasText: t('phone.verifiedText') })).toBeVisible();
    },
  },
});
