import { expect, type Locator } from '@playwright/test';
import { registrationModel } from '../../../model/models/registration.model';
import { defineAdapter, type StepContext } from '../adapter';
import type { TranslationKey } from '../../../../src/i18n/dictionary';
import { ownSurname, registerPlayer, typeInto, uniqueTag } from '../../helpers';
import { freshPhoneDigits, isRefusal, latestCode, refusedThenAcceptedUnchanged } from './shared';

interface Data {
  dialog: Locator;
  username: string;
  email: string;
  digits: string;
  /** A person of their own (one person holds one account): the tag appended to the model's surname. */
  tag: string;
}

const TEXT_LABELS: Record<string, TranslationKey> = {
  name: 'registration.name',
  surname: 'registration.surname',
  username: 'registration.username',
  email: 'registration.email',
  password: 'registration.password',
  password2: 'registration.password2',
};
const SELECT_LABELS: Record<string, TranslationKey> = {
  birthDateDay: 'registration.day',
  birthDateMonth: 'registration.month',
  birthDateYear: 'registration.year',
};

async function sessionToken(ctx: StepContext<Data>): Promise<string> {
  return ctx.page.evaluate(() => (JSON.parse(localStorage.getItem('authData') ?? '{}') as { token: string }).token);
}

const formCheck =
  (entry: 'editing' | 'registering') =>
  async ({ data, t }: StepContext<Data>) => {
    await expect(data.dialog).toHaveAttribute('data-state', 'registration.form');
    await expect(data.dialog.getByLabel(t('registration.name'), { exact: true })).toBeEnabled({ enabled: entry === 'editing' });
  };
const countriesCheck =
  (state: 'loading' | 'waiting' | 'loaded') =>
  async ({ data, gates, t }: StepContext<Data>) => {
    await expect(data.dialog.getByText(t('registration.countriesFailed'))).toHaveCount(0);
    // Loading: the form's countries request is on its way (after Try again, it is made a moment after the click).
    if (state === 'loading')
      await expect.poll(() => gates.held('loadCountries'), { message: 'the countries request is held' }).toBeGreaterThan(0);
    else expect(gates.held('loadCountries')).toBe(0);
  };

// The demo site offers the trial bonus (its amount comes with the countries),
// so the form always starts as the 'trial bonus offered' input; without the
// offer the checkbox only disappears (no transition of its own).
/**
 * The machine-level model without the cases of digits typed with other marks
 * (a phone with spaces, a day and month with marks, a fifth year digit): the
 * form's masks take them on the page, and with them the planner's every-path
 * walk grows past any time budget.
 */
const MARKED = new Set(['555 123 45 67', '555', '19911', '0 91', '03.4']);
const browserModel = {
  ...registrationModel,
  events: (registrationModel.events as readonly { type: string; value?: string }[]).filter(
    (e) => e.type !== 'CHANGE' || !MARKED.has(e.value ?? ''),
  ),
  project: (s: Parameters<NonNullable<typeof registrationModel.project>>[0]) => {
    const { phoneComplete: _phoneComplete, ...rest } = registrationModel.project!(s) as { phoneComplete: boolean };
    return rest;
  },
} as typeof registrationModel;

export const registrationAdapter = defineAdapter<Data>({
  id: 'registration',
  model: browserModel,
  inputs: ['trial bonus offered'],
  // Countries show 300 ms after loading, confetti 100 ms, the claimed dialog closes after 1 s.
  pausedClock: true,
  async start({ page, t }) {
    await page.goto('/');
    await page.getByRole('button', { name: t('registration.open') }).click();
    const dialog = page.getByRole('dialog', { name: t('registration.title') });
    await expect(dialog).toBeVisible();
    const id = uniqueTag().slice(-10);
    return { dialog, username: `m${id}`, email: `m${id}@example.com`, digits: freshPhoneDigits(), tag: id };
  },
  gates: {
    loadCountries: { url: '**/api/auth/form', method: 'GET' },
    register: { url: '**/api/auth/register', method: 'POST' },
    claimTrialBonus: { url: '**/api/bonus/definetrialbonus', method: 'GET' },
  },
  // The deposit-limit offer shows on the celebration until the claimed bonus closes it.
  allows: (value, event) => event.type !== 'SET_DEPOSIT_LIMIT' || JSON.stringify(value) !== JSON.stringify({ celebrating: 'claimed' }),
  undrivable: (path) =>
    refusedThenAcceptedUnchanged(
      path.steps.map((s) => s.event),
      'register',
      (e) => e.type === 'CHANGE' && e.field === 'username',
    ),
  events: {
    async CHANGE({ data, request, t, upcoming }, event) {
      const field = event.field as string;
      if (SELECT_LABELS[field]) {
        await data.dialog.getByLabel(t(SELECT_LABELS[field]!)).selectOption(event.value);
        return;
      }
      if (field === 'phoneDigits') return typeInto(data.dialog.getByLabel(t('registration.phone')), data.digits);
      let typed = event.value as string;
      if (field === 'username') {
        // Refused for a real cause: somebody registered the username first.
        typed = isRefusal(upcoming('register')) ? (await registerPlayer(request)).username : data.username;
      }
      if (field === 'email') typed = data.email;
      if (field === 'surname' && typed !== '') typed = ownSurname(typed, data.tag);
      await typeInto(data.dialog.getByLabel(t(TEXT_LABELS[field]!), { exact: true }), typed);
    },
    async TOGGLE_TRIAL_BONUS({ data }, event) {
      await data.dialog.getByRole('checkbox').setChecked(event.checked);
    },
    async SUBMIT({ data, t }) {
      await data.dialog.getByRole('button', { name: t('registration.submit') }).click();
    },
    async RETRY_COUNTRIES({ data, t }) {
      await data.dialog.getByRole('button', { name: t('app.retry') }).click();
    },
    async SKIP_VERIFICATION({ data, t }) {
      await data.dialog.getByRole('button', { name: t('registration.skip') }).click();
    },
    async CLAIM_TRIAL_BONUS(ctx) {
      // Refused for a real cause: the bonus was claimed already (another tab).
      if (isRefusal(ctx.upcoming('claimTrialBonus'))) {
        const claimed = await ctx.request.get('/api/bonus/definetrialbonus', {
          headers: { authorization: `Bearer ${await sessionToken(ctx)}` },
        });
        expect(((await claimed.json()) as { success: boolean }).success).toBe(true);
      }
      await ctx.data.dialog.getByRole('button', { name: ctx.t('registration.yes') }).click();
    },
    async GO_DEPOSIT({ data, t }) {
      await data.dialog.getByRole('button', { name: t('registration.deposit'), exact: true }).click();
    },
    async SET_DEPOSIT_LIMIT({ data, page, t }) {
      await data.dialog.getByRole('button', { name: t('limitOffer.link') }).click();
      await expect(page).toHaveURL(/\/dashboard\/responsible-gaming$/);
    },
    async OPEN_LIVE_CHAT({ data, page, t }) {
      await data.dialog.getByRole('button', { name: t('registration.liveChat') }).click();
      // The dialog gives way to the operator's chat (the demo widget names itself in the page's language).
      await expect(page.locator('#live-chat [data-state="liveChatWidget.open"]')).toBeVisible();
    },
    /** The phone steps (phoneValidation) end when the code from the SMS is validated. */
    async 'xstate.done.actor.phone'({ data, request, t }) {
      const code = await latestCode(request, `90${data.digits}`);
      await typeInto(data.dialog.getByLabel(t('phone.code')), code);
      await data.dialog.getByRole('button', { name: t('phone.validate'), exact: true }).click();
    },
  },
  states: {
    'form.countries.loading': countriesCheck('loading'),
    'form.countries.waiting': countriesCheck('waiting'),
    'form.countries.loaded': countriesCheck('loaded'),
    async 'form.countries.failed'({ data, t }) {
      await expect(data.dialog.getByRole('alert').filter({ hasText: t('registration.countriesFailed') })).toBeVisible();
    },
    'form.entry.editing': formCheck('editing'),
    'form.entry.registering': formCheck('registering'),
    async verifying({ data, t }) {
      await expect(data.dialog).toHaveAttribute('data-state', 'registration.verifying');
      // The registered phone, locked, and its code requested at once.
      await expect(data.dialog.getByRole('heading', { name: t('phone.step2') })).toBeVisible();
      await expect(data.dialog.locator('input[name="phone"]')).toBeDisabled();
    },
    async 'celebrating.withoutBonus'({ data, t }) {
      await expect(data.dialog).toHaveAttribute('data-state', 'registration.celebrating.withoutBonus');
      await expect(data.dialog.getByRole('status').filter({ hasText: t('registration.celebrate') })).toBeVisible();
    },
    async 'celebrating.withBonus'({ data, t }) {
      await expect(data.dialog).toHaveAttribute('data-state', 'registration.celebrating.withBonus');
      await expect(data.dialog.getByRole('button', { name: t('registration.yes') })).toBeEnabled();
    },
    async 'celebrating.claiming'({ data, t }) {
      await expect(data.dialog).toHaveAttribute('data-state', 'registration.celebrating.claiming');
      await expect(data.dialog.getByRole('button', { name: t('registration.yes') })).toBeDisabled();
    },
    async 'celebrating.claimed'({ data, t }) {
      await expect(data.dialog).toHaveAttribute('data-state', 'registration.celebrating.claimed');
      await expect(data.dialog.getByRole('status').filter({ hasText: t('registration.claimed') })).toBeVisible();
    },
    async closed({ page, t }) {
      await expect(page.getByRole('dialog', { name: t('registration.title') })).toHaveCount(0);
      await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();
    },
  },
});
