import { expect, type Page } from '@playwright/test';
import { resendCountdownModel } from '../../../model/models/resendCountdown.model';
import { defineAdapter } from '../adapter';
import { registerPlayer, startLoggedIn } from '../../helpers';
import { letResendWaitPass } from './shared';

/** The seconds the timer shows ('Resend code in 57 s'). */
async function secondsShown(page: Page): Promise<number> {
  return Number((await page.getByRole('timer').textContent())?.match(/\d+/)?.[0]);
}

// The model counts down 3 s (the same states and transitions as 60); the
// page counts the product's 60. A step to 'ready' runs the clock for what is left.
export const resendCountdownAdapter = defineAdapter({
  id: 'resendCountdown',
  model: resendCountdownModel,
  pausedClock: true,
  async start({ page, request, t }) {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    await page.goto('/dashboard/phone-verification');
    const form = page.locator('[data-state^="phoneVerification."]');
    await form.getByRole('button', { name: t('phone.send') }).click();
    await expect(form).toHaveAttribute('data-state', 'phoneVerification.verificationCode.entering');
    return { player, form };
  },
  events: {
    async 'xstate.after.oneSecond.resendCountdown.counting'({ page, path, index }) {
      const before = await secondsShown(page);
      const toReady = path.steps[index]!.value === 'ready';
      await page.clock.runFor(toReady ? before * 1000 : 1000);
      if (!toReady) await expect(page.getByRole('timer')).toContainText(String(before - 1));
    },
    async RESEND({ page, request, data, t }) {
      await letResendWaitPass(request, data.player.phone);
      await data.form.getByRole('button', { name: t('phone.resend') }).click();
      await expect(page.getByRole('timer')).toContainText('60');
    },
  },
  states: {
    async counting({ page, data, t }) {
      await expect(page.getByRole('timer')).toContainText(t('phone.resendIn', { seconds: await secondsShown(page) }));
      await expect(data.form.getByRole('button', { name: t('phone.resend') })).toHaveCount(0);
    },
    async ready({ page, data, t }) {
      await expect(data.form.getByRole('button', { name: t('phone.resend') })).toBeVisible();
      await expect(page.getByRole('timer')).toHaveCount(0);
    },
  },
});
