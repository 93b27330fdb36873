import { expect, type Locator } from '@playwright/test';
import { emailConfirmationModel } from '../../../model/models/emailConfirmation.model';
import { defineAdapter, type StepContext } from '../adapter';
import { registerPlayer, startLoggedIn, typeInto } from '../../helpers';
import { isAcceptance, isRefusal, latestCode, letResendWaitPass, refusedThenAcceptedUnchanged, wrongCode } from './shared';

interface Data {
  player: Awaited<ReturnType<typeof registerPlayer>>;
  dialog: Locator;
}

/** The right code when the path's next check accepts it, else a wrong one (the real cause of 'Kod hatalı.'). */
async function codeFor(ctx: StepContext<unknown>, email: string): Promise<string> {
  const code = await latestCode(ctx.request, email);
  return isAcceptance(ctx.upcoming('confirmCode')) ? code : wrongCode(code);
}

// The account page's 'Confirm e-mail' opens the dialog; the e-mail's link is
// the account page with the code in its query, which opens it and checks the
// code at once. A player fresh from sign-up has the sign-up's e-mail in the
// outbox, sent less than a minute ago: another link is refused until the
// wait is moved past (POST /dev/codes/age), as for the phone's codes.
export const emailConfirmationAdapter = defineAdapter<Data>({
  id: 'emailConfirmation',
  model: emailConfirmationModel,
  async start(ctx) {
    const { page, request, t, path } = ctx;
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    const dialog = page.getByRole('dialog', { name: t('emailConfirmation.title') });
    if (path.inputName === 'from the account page') {
      await page.goto('/dashboard/account');
      await page.getByRole('button', { name: t('account.confirmEmail') }).click();
    } else {
      const code = path.inputName === "from the e-mail's link" ? await codeFor(ctx, player.email) : '1234';
      await page.goto(`/dashboard/account?email-code=${code}`);
    }
    await expect(dialog).toBeVisible();
    return { player, dialog };
  },
  gates: {
    sendLink: { url: '**/api/customer/sendemailconfirmation', method: 'POST' },
    confirmCode: { url: '**/api/customer/confirmemail', method: 'POST' },
  },
  // A refused code is cleared: only a newly typed one can be accepted.
  undrivable: (path) =>
    refusedThenAcceptedUnchanged(
      path.steps.map((s) => s.event),
      'confirmCode',
      (e) => e.type === 'CHANGE.CODE',
    ),
  events: {
    async 'CHANGE.CODE'(ctx, event) {
      const { data, t } = ctx;
      let typed = event.code as string;
      const digits = typed.replace(/\D/g, '');
      if (digits.length >= 6) {
        const code = await codeFor(ctx, data.player.email);
        // As the event typed it: with its space, or a seventh digit the box drops.
        typed = typed.includes(' ') ? `${code.slice(0, 3)} ${code.slice(3)}` : `${code}${digits.slice(6)}`;
      }
      await typeInto(data.dialog.getByLabel(t('emailConfirmation.code')), typed);
    },
    async CONFIRM({ data, t }) {
      await data.dialog.getByRole('button', { name: t('emailConfirmation.confirm'), exact: true }).click();
    },
    async SEND({ data, request, t, upcoming }) {
      // A refusal's real cause: a link asked for within the minute (this one may itself be refused: either way one was).
      if (isRefusal(upcoming('sendLink')))
        await request.post('/api/customer/sendemailconfirmation', {
          headers: { authorization: `Bearer ${data.player.session.token}` },
          data: {},
        });
      else await letResendWaitPass(request, data.player.email);
      await data.dialog.getByRole('button', { name: t('emailConfirmation.sendAgain') }).click();
    },
  },
  states: {
    ...Object.fromEntries(
      ['waiting', 'sending', 'confirming'].map((state) => [
        state,
        async ({ data, t }: StepContext<Data>) => {
          await expect(data.dialog).toHaveAttribute('data-state', `emailConfirmation.${state}`);
          const code = data.dialog.getByLabel(t('emailConfirmation.code'));
          if (state === 'waiting') await expect(code).toBeEnabled();
          else await expect(code).toBeDisabled();
        },
      ]),
    ),
    async confirmed({ page, data, t }) {
      await expect(data.dialog).toHaveAttribute('data-state', 'emailConfirmation.confirmed');
      await expect(data.dialog.getByRole('heading', { name: t('emailConfirmation.confirmedTitle') })).toBeVisible();
      // The account page behind says so at once.
      await expect(page.locator('[data-state="accountProfile.shown"]').getByText(t('account.emailConfirmed'))).toBeAttached();
    },
  },
});
