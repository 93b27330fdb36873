import { expect, type Page } from '@playwright/test';
import { encodeGameParam } from '../../../../domain/launch';
import { dialogsModel } from '../../../model/models/dialogs.model';
import { defineAdapter, type ModelEvent, type PlannedPath, type StepContext, type Translate } from '../adapter';
import { ownSurname, registerPlayer, typeInto, uniqueTag, verifiedPlayer } from '../../helpers';
import { freshPhoneDigits, latestCode, logInWithForm } from './shared';

const GUARDED = '/dashboard/deposit';
const PHONE = { width: 390, height: 844 };

interface Data {
  player: Awaited<ReturnType<typeof registerPlayer>>;
  /** The path opens a game on a phone (the full-height modal), so the whole path runs at phone width. */
  phone: boolean;
  /** Where a successful login continues (the machine's pendingPath, mirrored). */
  pending: RegExp | null;
  gameName: string;
  /** Resolves when the logged-in page has read the player's reality-check interval (customer/limits). */
  intervalRead: Promise<unknown> | null;
}

type Value = string | Record<string, unknown>;
const openDialog = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as Record<string, unknown>)[0]!);
const previousValue = (ctx: StepContext<Data>) => ctx.path.steps[ctx.index - 1]!.value as Value;
const anyDialog = (page: Page) => page.locator('dialog[open]');
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const gameDialog = (page: Page, t: Translate, data: Data) => dialogNamed(page, t('game.frameTitle', { name: data.gameName }));

const isLoginInLogin = (event: ModelEvent) => event.type === 'SESSION.CHANGED';
const events = (path: PlannedPath) => path.steps.map((s) => s.event as ModelEvent);
const opensGameOn = (path: PlannedPath, mobile: boolean) => events(path).some((e) => e.type === 'OPEN.GAME' && e.mobile === mobile);
const UNDRIVABLE_POPUP =
  "the popup asks by itself once the page has painted and the hands have rested: a path's first step can wait for it; a later one would have it pop up between whatever steps came first";
const NO_GUARDED_PAGE_BEHIND =
  "a guard stop with the login form open needs Back to reach a guarded page of this document, and a visitor's history has none: a visitor's link to one is blocked where it is, a guarded page opened directly is replaced with the home page, and an ended session reloads the page";

async function closeDialog(page: Page, t: Translate) {
  await anyDialog(page)
    .getByRole('button', { name: t('dialog.close'), exact: true })
    .first()
    .click();
}

/** Signs up with the registration form open, without the trial bonus: logged in, the celebration follows. */
async function signUp(page: Page, t: Translate) {
  const dialog = dialogNamed(page, t('registration.title'));
  const tag = uniqueTag().slice(-10);
  await typeInto(dialog.getByLabel(t('registration.name'), { exact: true }), 'Çağrı');
  await typeInto(dialog.getByLabel(t('registration.surname')), ownSurname('Işıkoğlu', tag));
  await typeInto(dialog.getByLabel(t('registration.username')), `d${tag}`);
  await typeInto(dialog.getByLabel(t('registration.email')), `d${tag}@example.com`);
  await typeInto(dialog.getByLabel(t('registration.phone')), freshPhoneDigits());
  await dialog.getByLabel(t('registration.day')).selectOption('09');
  await dialog.getByLabel(t('registration.month')).selectOption('03');
  await dialog.getByLabel(t('registration.year')).selectOption('1990');
  await typeInto(dialog.getByLabel(t('registration.password'), { exact: true }), 'secret12');
  await typeInto(dialog.getByLabel(t('registration.password2')), 'secret12');
  await dialog.getByRole('button', { name: t('registration.submit') }).click();
  await expect(dialog).toHaveAttribute('data-state', 'registration.celebrating.withoutBonus');
}

/** The account page, where the phone and password dialogs open (a page load: nothing is open, so nothing is lost). */
async function accountPage(page: Page) {
  await page.goto('/dashboard/account');
  await expect(page.locator('[data-state="accountProfile.shown"]')).toBeVisible();
  return page.locator('[data-state="accountProfile.shown"]');
}

/** The dialog a state shows, by its accessible name (and which phone variant). */
async function expectOpen(ctx: StepContext<Data>, name: string, state?: RegExp) {
  const dialog = dialogNamed(ctx.page, name);
  await expect(dialog).toBeVisible();
  if (state) await expect(dialog).toHaveAttribute('data-state', state);
  await expect(anyDialog(ctx.page)).toHaveCount(1);
}

export const dialogsAdapter = defineAdapter<Data>({
  id: 'dialogs',
  model: dialogsModel,
  // The model's English page stands for a visitor's call-back form read from a system without a session;
  // in the browser the Turkish page already opens the call-back form as a visitor and as a player.
  inputs: ['nothing open'],
  // What the page offers in each state: a modal dialog makes the rest of the page inert. Who may open
  // which dialog (a visitor, a player) is the machine's rule, not restated here: the paths only have
  // the events it takes.
  allows(value, event, context) {
    const open = openDialog(value);
    const loggedIn = context.loggedIn === true;
    switch (event.type) {
      case 'OPEN.LOGIN':
        return open === 'closed' || open === 'registration';
      case 'OPEN.REGISTRATION':
        return ['closed', 'login', 'recovery'].includes(open);
      case 'OPEN.RECOVERY':
        return open === 'login';
      case 'OPEN.CALL_REQUEST':
      case 'OPEN.GAME':
        return open === 'closed';
      case 'OPEN.PHONE_VALIDATION':
      case 'OPEN.PHONE_VERIFICATION':
      case 'OPEN.CHANGE_PASSWORD':
      case 'OPEN.EMAIL_CONFIRMATION':
      case 'OPEN.NOTIFICATIONS':
        return open === 'closed';
      case 'OPEN.DEPOSIT':
        return open === 'closed' || JSON.stringify(value) === JSON.stringify({ game: 'playing' });
      case 'CLOSE':
        // Deposit's close is DEPOSIT.CLOSE; the phone's game modal has no close button; the reality check's answers all go to its own machine.
        return !['closed', 'deposit', 'game', 'realityCheck'].includes(open);
      case 'OPEN.REALITY_CHECK':
        // Over nothing, or over the phone's running game (which it covers and gives back).
        return open === 'closed' || JSON.stringify(value) === JSON.stringify({ game: 'playing' });
      case 'OPEN.EXCLUSION':
        return open === 'closed';
      case 'OPEN.POPUP':
        // A visitor's first visit; UNDRIVABLE_POPUP keeps it to a path's first step.
        return !loggedIn && open === 'closed';
      case 'SESSION.CHANGED':
        // Logging in (the form, a sign-up, or a session stored by another tab); logging out reloads the page instead.
        return event.loggedIn === true && !loggedIn && ['closed', 'login', 'registration'].includes(open);
      case 'GUARD.BLOCKED':
        // NO_GUARDED_PAGE_BEHIND: only with nothing open.
        return !loggedIn && open === 'closed';
      case 'xstate.done.actor.loginFlow':
      case 'xstate.done.actor.registrationFlow':
        return loggedIn;
      default:
        return true;
    }
  },
  undrivable(path) {
    if (opensGameOn(path, true) && opensGameOn(path, false)) return 'a phone and a desktop in one path';
    // A login ends the login flow at once; signing up logs in before the registration flow can end.
    for (const [i, step] of path.steps.entries()) {
      const next = path.steps[i + 1]?.event;
      if (
        i > 0 &&
        step.event.type === 'SESSION.CHANGED' &&
        openDialog(path.steps[i - 1]!.value) === 'login' &&
        next?.type !== 'xstate.done.actor.loginFlow'
      ) {
        return 'a login ends the login flow at once';
      }
    }
    const all = events(path);
    if (all.slice(2).some((e) => e.type === 'OPEN.POPUP')) return UNDRIVABLE_POPUP; // steps[0] is xstate.init
    if (all.some((e) => e.type === 'OPEN.PHONE_VALIDATION') && all.some((e) => e.type === 'OPEN.PHONE_VERIFICATION')) {
      return 'the account page offers one phone variant: SMS validation before verification, the other after';
    }
    return null;
  },
  excluded: {
    transitions: {
      'dialogs.login:0:0': NO_GUARDED_PAGE_BEHIND,
      // OPEN.POPUP while another dialog is open (not now): the popup adapter drives it, the login form open
      // when the popup asks (tests/e2e/model/adapters/popup.adapter.ts, its NOT_NOW path).
      'dialogs:20:0': `${UNDRIVABLE_POPUP}; the popup's own paths ask it with the login form open`,
      // POPUP.WITHDRAW is the popup's, when a field takes the focus between its ask and its modal.
      'dialogs.popup:0:0': `${UNDRIVABLE_POPUP}; the popup's own paths take an ask back (a tap into the search while its view's code is held)`,
    },
  },
  joinsNext: (event, next) => isLoginInLogin(event) && next.type === 'xstate.done.actor.loginFlow',
  async start(ctx) {
    const { page, request, path } = ctx;
    const verified = events(path).some((e) => e.type === 'OPEN.PHONE_VERIFICATION');
    const player = verified ? await verifiedPlayer(request) : await registerPlayer(request);
    const data: Data = { player, phone: opensGameOn(path, true), pending: null, gameName: '', intervalRead: null };
    if (events(path).some((e) => e.type === 'OPEN.REALITY_CHECK')) {
      // A 15-minute reality check, jumped on Playwright's clock rather than waited.
      const headers = { authorization: `Bearer ${player.session.token}` };
      expect((await (await request.post('/api/customer/realitycheck', { headers, data: { minutes: 15 } })).json()).success).toBe(true);
      await page.clock.install();
      data.intervalRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/customer/limits');
    }
    if (events(path)[1]?.type === 'OPEN.POPUP') {
      // A browser that has not seen the demo popup (the fixtures mark it seen for every other test).
      await page.addInitScript(
        () =>
          window === window.top &&
          !sessionStorage.getItem('popup-reset') &&
          (localStorage.removeItem('seenPopups'), sessionStorage.setItem('popup-reset', '1')),
      );
    }
    await page.goto('/');
    if (data.phone) await page.setViewportSize(PHONE);
    await expect(page.locator('[data-site-header]')).toBeVisible();
    return data;
  },
  events: {
    async 'OPEN.LOGIN'({ page, t, data }) {
      const register = dialogNamed(page, t('registration.title'));
      if (await register.isVisible()) await register.getByRole('button', { name: t('login.title') }).click();
      else await page.getByRole('button', { name: t('header.login') }).click();
      data.pending = null;
    },
    async 'OPEN.REGISTRATION'({ page, t, data }) {
      const open = anyDialog(page);
      if (await open.isVisible()) await open.getByRole('button', { name: t('registration.signUpNow') }).click();
      else await page.getByRole('button', { name: t('registration.open') }).click();
      data.pending = null;
    },
    async 'OPEN.RECOVERY'({ page, t, data }) {
      await dialogNamed(page, t('login.title'))
        .getByRole('button', { name: t('recovery.link') })
        .click();
      data.pending = null;
    },
    async 'OPEN.CALL_REQUEST'({ page, t, data }) {
      if (data.phone) {
        await page.getByRole('button', { name: t('nav.openMenu') }).click();
      }
      await page.getByRole('button', { name: t('callRequest.open') }).click();
    },
    async 'OPEN.PHONE_VALIDATION'({ page, t }) {
      await (await accountPage(page)).getByRole('button', { name: t('account.verifyNow') }).click();
    },
    async 'OPEN.PHONE_VERIFICATION'({ page, t }) {
      await (await accountPage(page)).getByRole('button', { name: t('phone.update') }).click();
    },
    async 'OPEN.CHANGE_PASSWORD'({ page, t }) {
      await (await accountPage(page)).getByRole('button', { name: t('account.changePassword') }).click();
    },
    async 'OPEN.EMAIL_CONFIRMATION'({ page, t }, event) {
      // From the e-mail's link (the account page with its code), or the account page's button.
      if (event.code) await page.goto(`/dashboard/account?email-code=${event.code}`);
      else await (await accountPage(page)).getByRole('button', { name: t('account.confirmEmail') }).click();
    },
    async 'OPEN.NOTIFICATIONS'({ page }) {
      await page
        .locator('[data-state="session.loggedIn"] button')
        .filter({ has: page.getByTestId('bell') })
        .click();
    },
    async 'OPEN.DEPOSIT'({ page, request, t, data }) {
      if (!(await gameDialog(page, t, data).isVisible())) {
        // On the desktop play page (a page load: nothing is open).
        const games = (await (await request.post('/api/casino/categorygames', { data: { systemCategory: [1] } })).json()) as {
          data: Array<{ name: string }>;
        };
        await page.goto(`/casino/play/${encodeGameParam(games.data[0] as never)}`);
        await page.getByRole('button', { name: t('game.deposit') }).click();
        return;
      }
      await gameDialog(page, t, data)
        .getByRole('button', { name: t('game.deposit') })
        .click();
    },
    async 'DEPOSIT.CLOSE'({ page, t }) {
      await dialogNamed(page, t('casinoShortcut.depositMoney'))
        .getByRole('button', { name: t('dialog.close'), exact: true })
        .click();
    },
    async CLOSE({ page, t, data }) {
      await closeDialog(page, t);
      data.pending = null;
    },
    async 'SESSION.CHANGED'(ctx) {
      const { page, t, data } = ctx;
      const open = openDialog(previousValue(ctx));
      if (open === 'login') return logInWithForm(page, t, data.player);
      if (open === 'registration') return signUp(page, t);
      // Another tab logged in: this page learns it when it loads.
      await page.evaluate(
        (session) => localStorage.setItem('authData', JSON.stringify({ ...session, fingerprint: 'e2e' })),
        data.player.session,
      );
      await page.reload();
      await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();
    },
    async 'GUARD.BLOCKED'({ page, t, data }) {
      if (data.phone) {
        // On a phone, the address typed in: the home page in its place, the form over it.
        await page.goto(GUARDED);
        await expect(page).toHaveURL(/\/$/);
      } else {
        // On a desktop, the header's bonus request (a player's page): a link, blocked where the visitor is (issue 33).
        const before = page.url();
        await page.getByRole('link', { name: t('nav.bonusRequest') }).click();
        await expect(dialogNamed(page, t('login.title'))).toBeVisible();
        await expect(page).toHaveURL(before);
      }
      data.pending = data.phone ? new RegExp(`${GUARDED}$`) : /\/dashboard\/claim-bonus$/;
    },
    async 'OPEN.POPUP'({ page, t }) {
      // It asks the dialogs machine by itself once the page has painted and the hands have rested 1.5 s (issues 31, 33).
      await expect(dialogNamed(page, t('home.popupTitle'))).toBeVisible({ timeout: 15_000 });
    },
    async 'OPEN.GAME'({ page, path, t, data }, event) {
      // A new document reads the reality-check interval again, and counts from then.
      if (events(path).some((e) => e.type === 'OPEN.REALITY_CHECK')) {
        data.intervalRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/customer/limits');
      }
      await page.goto('/casino/slot');
      const tile = page.locator('[data-game]').first();
      data.gameName = (await tile.locator('.name').textContent()) ?? '';
      if (event.fun) {
        // For fun: nobody is asked to log in; a desktop gets the fun page.
        await tile.getByRole('button', { name: t('casino.playForFun', { name: data.gameName }) }).click();
        if (!event.mobile) await expect(page).toHaveURL(/\/casino\/fun\/[^/]+$/);
        data.pending = null;
        return;
      }
      await tile.getByRole('button').first().click();
      // A visitor's desktop game opens once they log in (the play page).
      const visitor = await page.locator('[data-state="session.loggedOut"]').isVisible();
      data.pending = visitor && !event.mobile ? /\/casino\/play\/[^/]+$/ : null;
      if (!visitor && !event.mobile) await expect(page).toHaveURL(/\/casino\/play\/[^/]+$/);
    },
    async 'OPEN.REALITY_CHECK'({ page, t, data }) {
      // The interval counts from when the logged-in page read it: jump it, then a minute at a time should the count have started late.
      const check = dialogNamed(page, t('rg.check.title'));
      await data.intervalRead;
      await page.clock.fastForward('14:00');
      for (let minute = 0; minute < 10 && !(await check.isVisible()); minute++) {
        await page.clock.fastForward('01:00');
        await page.waitForTimeout(100);
      }
    },
    async 'REALITY_CHECK.CLOSE'({ page, t }) {
      await dialogNamed(page, t('rg.check.title'))
        .getByRole('button', { name: t('rg.check.continue') })
        .click();
    },
    async 'OPEN.EXCLUSION'({ page, t }) {
      await page.goto('/dashboard/responsible-gaming');
      await page
        .locator('[data-exclusion="timeout"]')
        .getByRole('button', { name: t('rg.timeout.days1') })
        .click();
    },
    async 'xstate.done.actor.exclusionFlow'({ page, t }) {
      // Cancelled: the flow ends and nothing changes (a confirmed one would end the session).
      await dialogNamed(page, t('rg.confirm.title'))
        .getByRole('button', { name: t('rg.cancel') })
        .click();
      await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();
    },
    async 'xstate.done.actor.loginFlow'({ page, data }) {
      // The login just made (joined with SESSION.CHANGED) ended the flow.
      await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();
      if (data.pending) await expect(page).toHaveURL(data.pending);
      data.pending = null;
    },
    async 'xstate.done.actor.registrationFlow'({ page, t }) {
      // The celebration's Deposit ends the registration and goes to the deposit page.
      await dialogNamed(page, t('registration.title'))
        .getByRole('button', { name: t('registration.deposit'), exact: true })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/deposit$/);
    },
    async 'xstate.done.actor.recoveryFlow'({ page, request, t, data }) {
      const dialog = dialogNamed(page, t('recovery.title'));
      await typeInto(dialog.getByLabel(t('recovery.username')), data.player.username);
      await dialog.getByRole('button', { name: t('recovery.continue') }).click();
      await expect(dialog.getByLabel(t('recovery.code'))).toBeVisible();
      await typeInto(dialog.getByLabel(t('recovery.code')), await latestCode(request, data.player.email));
      await dialog.getByRole('button', { name: t('recovery.continue') }).click();
      await typeInto(dialog.getByLabel(t('recovery.password'), { exact: true }), 'newpass1');
      await typeInto(dialog.getByLabel(t('recovery.password2')), 'newpass1');
      await dialog.getByRole('button', { name: t('recovery.continue') }).click();
      await expect(dialog.getByText(t('recovery.done'))).toBeVisible();
      data.player.password = 'newpass1';
    },
    async 'xstate.done.actor.callRequestFlow'({ page, t }) {
      const dialog = dialogNamed(page, t('callRequest.title'));
      await typeInto(dialog.getByLabel(t('callRequest.name'), { exact: true }), 'Ayşe Yılmaz');
      await typeInto(dialog.getByLabel(t('callRequest.username'), { exact: true }), 'ayse2024');
      await typeInto(dialog.getByLabel(t('callRequest.message'), { exact: true }), 'Lütfen arayın');
      await dialog.getByLabel(t('callRequest.slot')).selectOption('10:30-11:30');
      await dialog.getByRole('button', { name: t('callRequest.addContact') }).click();
      await typeInto(dialog.getByLabel(t('callRequest.contactValue'), { exact: true }).first(), '05551112233');
      await dialog.getByRole('button', { name: t('callRequest.save') }).click();
    },
    async 'xstate.done.actor.gameFlow'({ page, t, data }) {
      // The game closes itself by its frame's exit message.
      const game = gameDialog(page, t, data);
      await expect(game.locator('[data-state="gameLaunch.playing.ready"]')).toBeVisible();
      const frame = await (await game.locator('iframe').elementHandle())!.contentFrame();
      await frame!.evaluate(() => window.parent.postMessage({ command: 'exit' }, '*'));
    },
  },
  states: {
    async closed({ page }) {
      await expect(anyDialog(page)).toHaveCount(0);
    },
    login: (ctx) => expectOpen(ctx, ctx.t('login.title')),
    registration: (ctx) => expectOpen(ctx, ctx.t('registration.title')),
    recovery: (ctx) => expectOpen(ctx, ctx.t('recovery.title')),
    phoneValidation: (ctx) => expectOpen(ctx, ctx.t('phone.title'), /^(dialogs\.phoneValidation|phoneValidation\.)/),
    phoneVerification: (ctx) => expectOpen(ctx, ctx.t('phone.title'), /^dialogs\.phoneVerification$/),
    callRequest: (ctx) => expectOpen(ctx, ctx.t('callRequest.title')),
    changePassword: (ctx) => expectOpen(ctx, ctx.t('changePassword.title')),
    emailConfirmation: (ctx) => expectOpen(ctx, ctx.t('emailConfirmation.title'), /^emailConfirmation\./),
    notifications: (ctx) => expectOpen(ctx, ctx.t('notifications.title')),
    deposit: (ctx) => expectOpen(ctx, ctx.t('casinoShortcut.depositMoney')),
    realityCheck: (ctx) => expectOpen(ctx, ctx.t('rg.check.title')),
    exclusion: (ctx) => expectOpen(ctx, ctx.t('rg.confirm.title')),
    popup: (ctx) => expectOpen(ctx, ctx.t('home.popupTitle')),
    async 'game.checking'({ page, t, data }) {
      // The check covers the game, which stays loaded beneath it.
      await expect(dialogNamed(page, t('rg.check.title'))).toBeVisible();
      await expect(gameDialog(page, t, data)).toBeAttached();
      await expect(gameDialog(page, t, data).locator('iframe')).toBeAttached();
    },
    async 'game.playing'({ page, t, data }) {
      await expect(gameDialog(page, t, data)).toBeVisible();
      await expect(dialogNamed(page, t('casinoShortcut.depositMoney'))).toHaveCount(0);
      // No close button: the game closes itself.
      await expect(gameDialog(page, t, data).getByRole('button', { name: t('game.close') })).toHaveCount(0);
    },
    async 'game.depositing'({ page, t, data }) {
      await expect(dialogNamed(page, t('casinoShortcut.depositMoney'))).toBeVisible();
      await expect(gameDialog(page, t, data)).toBeAttached();
    },
  },
});
