import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { paymentModel } from '../../../model/models/payment.model';
import { defineAdapter, type ModelEvent, type PlannedPath, type Translate } from '../adapter';
import { depositByCard, typeDate, typeInto, verifiedPlayer } from '../../helpers';
import { isRefusal } from './shared';

const NO_EMPTY_METHOD = 'every method of the reference server has fields, so payment/detail never answers an empty list';
const DEPOSIT_REFUSALS =
  'the reference server refuses a deposit only for what the form checks first (amount range, field formats), so the page never sends one it refuses';

/** The methods of the demo data a path uses (server/seed/demoContent.ts). */
const METHODS = {
  card: { id: 2, title: 'Kredi Kartı' },
  bankTransfer: { id: 3, title: 'Havale / EFT' },
  withdraw: { id: 11, title: 'Banka Havalesi' },
} as const;
type Method = (typeof METHODS)[keyof typeof METHODS];

const WITHDRAW_AMOUNT = 150;

interface Data {
  player: Awaited<ReturnType<typeof verifiedPlayer>>;
  method: Method;
  dialog: Locator;
}

const submitOutcomes = (path: PlannedPath) =>
  path.steps.map((s) => s.event as ModelEvent).filter((e) => e.type === 'xstate.done.actor.submitPayment');
/** A deposit answered with a link is Havale / EFT (type Iframe); with a message, the card (type Message). */
const answeredWithMessage = (event: ModelEvent) => event.output?.success === true && !event.output?.data;

/**
 * The model's 'Bank' stands for every field but the amount (its fixture has
 * two fields); the real methods have more, each filled with a valid value.
 */
async function fillOtherFields(dialog: Locator, method: Method, t: Translate) {
  const label = (key: string) => dialog.getByLabel(t(`payment.fields.${key}` as never), { exact: true });
  if (method === METHODS.card) {
    await typeInto(label('CardNo'), '4111111111111111');
    await typeInto(label('CardHolder'), 'Ayşe Yılmaz');
    await label('ExpiryMonth').selectOption('7');
    await label('Installments').selectOption('1');
  } else if (method === METHODS.bankTransfer) {
    await label('Bank').selectOption({ label: 'Akbank' });
    await typeInto(label('FullName'), 'Ayşe Yılmaz');
    await typeDate(label('TransferDate'), '2026-11-20');
  } else {
    await typeInto(label('Iban'), 'TR330006100519786457841326');
    await typeInto(label('AccountHolder'), 'Ayşe Yılmaz');
    await label('Bank').selectOption({ label: 'Akbank' });
  }
}

async function balanceOf(request: APIRequestContext, data: Data): Promise<number> {
  return ((await (await request.get('/api/user/balance', { headers: data.player.headers })).json()) as { data: { balance: number } }).data
    .balance;
}

/**
 * A withdrawal's real answer: refused when the balance is short (the player
 * withdrew it in another tab), accepted when it covers the amount (a deposit
 * made elsewhere).
 */
async function arrangeWithdrawal(request: APIRequestContext, data: Data, refused: boolean) {
  const balance = await balanceOf(request, data);
  if (refused && balance >= WITHDRAW_AMOUNT) {
    const detail = { Iban: 'TR330006100519786457841326', AccountHolder: 'Ayşe Yılmaz', Bank: 4, Amount: balance };
    const response = await request.post('/api/payment/withdraw', {
      headers: data.player.headers,
      data: { id: METHODS.withdraw.id, target: 'pay', detail },
    });
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
  }
  if (!refused && balance < WITHDRAW_AMOUNT) {
    await depositByCard(request, data.player.headers, 500);
  }
}

export const paymentAdapter = defineAdapter<Data>({
  id: 'payment',
  model: paymentModel,
  // The error closes the form after 100 ms, a withdrawal after 500 ms: stepped with the clock.
  pausedClock: true,
  undrivable(path) {
    const events = path.steps.map((s) => s.event as ModelEvent);
    if (events.some((e) => e.type === 'xstate.done.actor.fetchFields' && (e.output as unknown[]).length === 0)) return NO_EMPTY_METHOD;
    if (path.inputName === 'deposit' && submitOutcomes(path).some(isRefusal)) return DEPOSIT_REFUSALS;
    return null;
  },
  excluded: { transitions: { 'payment.loading:1:0': NO_EMPTY_METHOD } },
  // A page has no box of another form (the model's stray report), and the demo's methods answer with a page or a message, not with other data.
  allows: (_value, event) =>
    !(event.type === 'FIELD.CHANGE' && event.key === 'Stray') &&
    !(event.type === 'xstate.done.actor.submitPayment' && typeof event.output?.data === 'string' && !event.output.data.startsWith('http')),
  async start({ page, request, t, path }) {
    const player = await verifiedPlayer(request);
    const deposit = path.inputName === 'deposit';
    const method = !deposit ? METHODS.withdraw : submitOutcomes(path).some(answeredWithMessage) ? METHODS.card : METHODS.bankTransfer;
    await page.addInitScript((record) => {
      if (window === window.top) localStorage.setItem('authData', JSON.stringify({ ...record, fingerprint: 'e2e' }));
    }, player.session);
    await page.goto(deposit ? '/dashboard/deposit' : '/dashboard/withdraw');
    await page.getByRole('button', { name: t('payment.choose', { title: method.title }) }).click();
    const dialog = page.getByRole('dialog', { name: method.title });
    await expect(dialog).toBeVisible();
    return { player, method, dialog };
  },
  gates: {
    fetchFields: { url: '**/api/payment/detail', method: 'POST' },
    submitPayment: { url: /\/api\/payment\/(deposit|withdraw)$/, method: 'POST' },
  },
  events: {
    async 'FIELD.CHANGE'({ data, t }, event) {
      if (event.key !== 'Amount') return fillOtherFields(data.dialog, data.method, t);
      const amount = data.dialog.getByRole('spinbutton', { name: t('payment.fields.Amount') });
      await typeInto(amount, event.value === '' ? '' : String(WITHDRAW_AMOUNT));
    },
    async SUBMIT({ data, request, t, upcoming }) {
      if (data.method === METHODS.withdraw) await arrangeWithdrawal(request, data, isRefusal(upcoming('submitPayment')));
      await data.dialog.getByRole('button', { name: t('payment.submit') }).click();
    },
    async CLOSE({ data, t }) {
      await data.dialog.getByRole('button', { name: t('dialog.close'), exact: true }).click();
    },
    async 'xstate.done.actor.submitPayment'({ page, gates, s }, event) {
      await gates.pass('submitPayment');
      if (isRefusal(event))
        await expect(
          page
            .getByRole('alert')
            .filter({ hasText: s('insufficientBalance') })
            .last(),
        ).toBeVisible();
    },
    async 'xstate.error.actor.submitPayment'({ page, gates, t }) {
      await gates.cut('submitPayment');
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: t('errors.network') })
          .last(),
      ).toBeVisible();
    },
    async 'xstate.error.actor.fetchFields'({ page, gates, t }) {
      await gates.cut('fetchFields');
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: t('errors.network') })
          .last(),
      ).toBeVisible();
    },
  },
  states: {
    async loading({ data }) {
      await expect(data.dialog.locator('[data-state="payment.loading"]')).toBeVisible();
    },
    async failing({ data }) {
      await expect(data.dialog.locator('[data-state="payment.failing"]')).toBeVisible();
    },
    async editing({ data, t }) {
      const form = data.dialog.locator('form[data-state="payment.editing"]');
      await expect(form).toBeVisible();
      await expect(form.getByRole('spinbutton', { name: t('payment.fields.Amount') })).toBeEnabled();
    },
    async sending({ data, t }) {
      const form = data.dialog.locator('form[data-state="payment.sending"]');
      await expect(form.getByRole('button', { name: t('payment.sending') })).toHaveAttribute('aria-busy', 'true');
    },
    async withdrawn({ data }) {
      // The server's message names the amount: '150,00 ₺ çekim talebiniz alındı.'
      await expect(data.dialog.locator('[data-state="payment.withdrawn"]')).toContainText(String(WITHDRAW_AMOUNT));
    },
    async continuing({ data, t }) {
      const outcome = data.dialog.locator('[data-state="payment.continuing"]');
      await expect(outcome).toContainText(t('payment.continueText'));
      await expect(outcome.getByRole('link', { name: t('payment.continueButton') })).toHaveAttribute('href', /\/demo\/pay\//);
    },
    async confirmed({ data, t }) {
      const outcome = data.dialog.locator('[data-state="payment.confirmed"]');
      await expect(outcome.getByRole('heading', { name: t('payment.congratulations') })).toBeVisible();
    },
    async closed({ page, data, t }) {
      await expect(data.dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: t('payment.choose', { title: data.method.title }) })).toBeVisible();
    },
  },
});
