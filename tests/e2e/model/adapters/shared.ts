// Helpers the adapters share: reading an event's outcome and arranging its real cause.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Game } from '../../../../contract/schemas';
import type { ModelEvent, Translate } from '../adapter';
import { registerPlayer, startLoggedIn, typeInto, uniqueTag } from '../../helpers';

/** The server answered `success: false` (a refusal), as the event case says. */
export const isRefusal = (event: ModelEvent | undefined) => event?.output?.success === false;
/** The server answered `success: true`. */
export const isAcceptance = (event: ModelEvent | undefined) => event?.output?.success === true;

/** The newest code sent to an e-mail address or phone (the dev outbox). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | null | undefined;
  // The page may show the code field a moment before the outbox lists the message on a busy machine: wait for it.
  await expect
    .poll(
      async () => {
        const outbox = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as Array<{
          code: string | null;
        }>;
        code = outbox.find((m) => m.code)?.code;
        return Boolean(code);
      },
      { message: `a code was sent to ${to}` },
    )
    .toBe(true);
  return code!;
}

/** A six-digit code that is not the one sent. */
export const wrongCode = (code: string) => (code === '111111' ? '222222' : '111111');

/** Makes the server's wait before the next SMS code to `to` pass (POST /dev/codes/age). */
export async function letResendWaitPass(request: APIRequestContext, to: string) {
  const response = await request.post('/dev/codes/age', { data: { to, seconds: 120 } });
  expect(response.ok()).toBe(true);
}

/**
 * Arranges a code request's real answer: the server refuses another SMS code
 * within a minute of the last one (smsWait), so a refusal is a code sent
 * just before; an acceptance needs that minute passed (moved on the server,
 * the page's clock being Playwright's).
 */
export async function arrangeCodeRequest(request: APIRequestContext, token: string, phone: string, outcome: ModelEvent | undefined) {
  if (isRefusal(outcome)) {
    await request.post('/api/customer/updatephone', { headers: { authorization: `Bearer ${token}` }, data: { step: 1, phone } });
  } else {
    await letResendWaitPass(request, phone);
  }
}

/** A phone number nobody has: '90' and ten digits starting 5. */
export const freshPhoneDigits = () => `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * A path the server cannot answer as it says: the same input refused and then
 * accepted with nothing the player typed in between (`fields`) changing.
 */
export function refusedThenAcceptedUnchanged(events: ModelEvent[], actor: string, changes: (event: ModelEvent) => boolean): string | null {
  let refused = false;
  for (const event of events) {
    if (changes(event)) refused = false;
    if (event.type === `xstate.done.actor.${actor}`) {
      if (isRefusal(event)) refused = true;
      else if (refused) return `the same ${actor} input is refused and then accepted`;
    }
  }
  return null;
}

/**
 * A game of one path's own (POST /dev/games), of a launch system, so taking
 * it off the catalogue while it is on screen touches nobody else's. Its
 * withdrawal is the real cause of 'Oyun bulunamadı' (unknownGame).
 */
export class ThrowawayGame {
  private withdrawn = false;

  private constructor(
    private readonly request: APIRequestContext,
    readonly game: Game,
  ) {}

  static async add(request: APIRequestContext, system = 'Pragmatic Play'): Promise<ThrowawayGame> {
    return new ThrowawayGame(request, await ThrowawayGame.post(request, { name: `Model Game ${uniqueTag()}`, system }));
  }

  private static async post(request: APIRequestContext, data: Record<string, string>): Promise<Game> {
    const response = await request.post('/dev/games', { data });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: Game }).data;
  }

  /** Withdrawn when the next answer is a refusal, in the catalogue otherwise. */
  async arrange(refused: boolean): Promise<void> {
    if (refused && !this.withdrawn)
      expect((await this.request.post('/dev/games/withdraw', { data: { code: this.game.gameCode } })).ok()).toBe(true);
    if (!refused && this.withdrawn)
      await ThrowawayGame.post(this.request, { name: this.game.name, code: this.game.gameCode, system: this.game.providerName });
    this.withdrawn = refused;
  }
}

/** Logs in through the open login form. */
export async function logInWithForm(page: Page, t: Translate, player: { username: string; password: string }) {
  const dialog = page.getByRole('dialog', { name: t('login.title') });
  await typeInto(dialog.getByLabel(t('login.username')), player.username);
  await typeInto(dialog.getByLabel(t('login.password')), player.password);
  await dialog.getByRole('button', { name: t('login.submit') }).click();
}

/**
 * A visitor logs in on the page they are on: the header's Log in, the form,
 * then the session's logged-in state (the form and a player's header part
 * are lazy views, revealed on the paused clock).
 */
export async function logInOnPage(page: Page, t: Translate, player: { username: string; password: string }) {
  await page
    .getByRole('button', { name: t('header.login') })
    .first()
    .click();
  await settleUntil(page, page.getByRole('dialog', { name: t('login.title') }).getByLabel(t('login.username')));
  await logInWithForm(page, t, player);
  await settleUntil(page, page.locator('[data-state="session.loggedIn"]'));
}

/**
 * Lets a lazily loaded view show on the paused clock (React reveals a
 * suspended view on a timer): 100 ms steps until `shown`, at most 3 s, far
 * from the 10 s poll and the 15 s call timeout, so no state of the path moves.
 */
export async function settleUntil(page: Page, shown: Locator) {
  for (let i = 0; i < 30 && !(await shown.isVisible()); i++) {
    await page.clock.runFor(100);
    await page.waitForTimeout(30);
  }
  await expect(shown).toBeVisible();
}

/** The demo's card deposit method (Kredi Kartı: credited at once). */
export const CARD_METHOD_ID = 2;

/** A new player on the deposit page, with the card method's title as the server gives it. */
export async function newPlayerOnDepositPage(page: Page, request: APIRequestContext): Promise<{ card: string }> {
  const player = await registerPlayer(request);
  const headers = { authorization: `Bearer ${player.session.token}` };
  const methods = (await (await request.post('/api/payment/methods', { headers, data: { type: 1 } })).json()) as {
    data: Array<{ id: number; title: string }>;
  };
  const card = methods.data.find((m) => m.id === CARD_METHOD_ID)!.title;
  await startLoggedIn(page, player.session);
  await page.goto('/dashboard/deposit');
  return { card };
}

/**
 * After a final state reached through a logout (the page reloads): nothing
 * follows, so the page is left for a blank one and its routes dropped. The
 * reloaded page's requests and realtime link otherwise kept the browser
 * context from closing (a teardown past the test's time-out).
 */
export async function leaveAfterFinal(page: Page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // The logout's own navigation (the reload, then home) may start while this one does and
  // interrupt it: leave again until the blank page is what is shown.
  await expect(async () => {
    await page.goto('about:blank');
    expect(page.url()).toBe('about:blank');
  }).toPass({ timeout: 15_000 });
}
