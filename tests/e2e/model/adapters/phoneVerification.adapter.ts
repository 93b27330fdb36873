import { expect, type Page } from '@playwright/test';
import { phoneVerificationModel } from '../../../model/models/phoneVerification.model';
import { defineAdapter, type StepContext } from '../adapter';
import { registerPlayer, startLoggedIn, typeInto, verifiedPlayer } from '../../helpers';
import { arrangeCodeRequest, freshPhoneDigits, isAcceptance, latestCode, refusedThenAcceptedUnchanged, wrongCode } from './shared';

interface Data {
  player: Awaited<ReturnType<typeof registerPlayer>>;
  /** The phone the form holds, '90' + ten digits. */
  phone: string;
  form: ReturnType<Page['locator']>;
}

const STEP1 = (body: Record<string, unknown>) => body.step === 1;

export const phoneVerificationAdapter = defineAdapter<Data>({
  id: 'phoneVerification',
  model: phoneVerificationModel,
  pausedClock: true,
  async start({ page, request, path }) {
    const player = path.inputName === 'verified' ? await verifiedPlayer(request) : await registerPlayer(request);
    await startLoggedIn(page, player.session);
    await page.goto('/dashboard/phone-verification');
    const form = page.locator('[data-state^="phoneVerification."]');
    // Open before the clock stops: the page's lazy parts load on timers too.
    await expect(form).toBeVisible();
    return { player, phone: player.phone, form };
  },
  gates: {
    requestCode: { url: '**/api/customer/updatephone', method: 'POST', body: STEP1 },
    resendCode: 'requestCode',
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
      await typeInto(data.form.locator('input[name="phone"]'), digits);
    },
    async 'CHANGE.CODE'({ data, request, upcoming, t }) {
      const code = await latestCode(request, data.phone);
      await typeInto(data.form.getByLabel(t('phone.code')), isAcceptance(upcoming('confirmCode')) ? code : wrongCode(code));
    },
    async SEND(ctx) {
      await arrangeCodeRequest(ctx.request, ctx.data.player.session.token, ctx.data.phone, ctx.upcoming('requestCode'));
      await ctx.data.form.getByRole('button', { name: ctx.t('phone.send') }).click();
    },
    async VERIFY({ data, t }) {
      await data.form.getByRole('button', { name: t('phone.verify') }).click();
    },
    async UPDATE_NUMBER({ data, t }) {
      await data.form.getByRole('button', { name: t('phone.update') }).click();
    },
    async RESEND(ctx) {
      await arrangeCodeRequest(ctx.request, ctx.data.player.session.token, ctx.data.phone, ctx.upcoming('resendCode'));
      await ctx.data.form.getByRole('button', { name: ctx.t('phone.resend') }).click();
    },
    /** The countdown child's message: its minute runs out on the page's clock. */
    async 'COUNTDOWN.READY'({ page, data, t }) {
      await page.clock.runFor(61_000);
      await expect(data.form.getByRole('button', { name: t('phone.resend') })).toBeVisible();
    },
  },
  states: Object.fromEntries(
    [
      'notVerified',
      'verified',
      'update',
      'sending',
      'verificationCode.entering',
      'verificationCode.verifying',
      'verificationCode.resending',
    ].map((state) => [
      state,
      async ({ data, t }: StepContext<Data>) => {
        await expect(data.form).toHaveAttribute('data-state', `phoneVerification.${state}`);
        const badge = data.form.getByText(state === 'verified' ? t('phone.verified') : t('phone.notVerified'), { exact: true });
        await expect(badge).toBeVisible();
        await expect(data.form.locator('input[name="phone"]')).toBeEnabled({ enabled: state === 'update' });
      },
    ]),
  ),
});
