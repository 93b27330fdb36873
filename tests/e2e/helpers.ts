import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Frame, type Locator, type Page } from '@playwright/test';
import type { Game, TopWinner } from '../../contract/schemas';

/** Collects console errors and uncaught exceptions of a page. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

export async function expectNoAxeViolations(page: Page) {
  // Only violations are reported; axe skips collecting the details of passing nodes (faster). WCAG 2.2's
  // target size (24 × 24 px, or room around) is off in axe by default: every check here has it on.
  // A page with frames (a game, the sportsbook) is checked frame by frame, each frame's part joined in a
  // blank page of its own, which is how axe enters frames of another origin. A page of one document gives
  // the same results from axe's single run in the page (legacy mode) at a third of the cost: the blank page
  // cost each check 1–2 s of a busy two-core machine, a quarter of the browser run's time (issue 31, item 6).
  const oneDocument = page.frames().length === 1;
  const results = await new AxeBuilder({ page })
    .setLegacyMode(oneDocument)
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * The message is where the player can read it: what the browser would hit
 * at its centre is the message itself, not a dialog, its dimmed backdrop or
 * anything else drawn over it (an inert element is never hit, so a message
 * left outside an open modal dialog fails too).
 */
export async function expectOnTop(locator: Locator, what: string) {
  await expect(locator).toBeVisible();
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        if (!box) return 'no box';
        return locator.evaluate(
          (element, [x, y]) => {
            // A message lets clicks through to what it covers (pointer-events: none), which hit testing
            // would skip: for the test only, it takes them, so the hit says what is drawn on top.
            const style = document.createElement('style');
            style.textContent = '[data-hit-test], [data-hit-test] * { pointer-events: auto !important; }';
            document.head.append(style);
            element.setAttribute('data-hit-test', '');
            const hit = document.elementFromPoint(x!, y!);
            element.removeAttribute('data-hit-test');
            style.remove();
            return hit && element.contains(hit) ? 'on top' : `covered by ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`;
          },
          [box.x + box.width / 2, box.y + box.height / 2],
        );
      },
      { message: `${what} can be read` },
    )
    .toBe('on top');
}

/**
 * Types into a text field as a player does: clicks it, selects what it holds
 * (if anything) and types over it key by key, or deletes it when `text` is
 * empty. The tests type rather than `fill`: `fill` sets the whole value in
 * one go, which no keyboard does, so masks, number boxes and key handlers
 * were never tested as players use them (issue 31). No per-key delay:
 * human speeds have a test of their own.
 */
export async function typeInto(field: Locator, text: string, { delay = 0 }: { delay?: number } = {}) {
  await field.click();
  if ((await field.inputValue()) !== '') {
    await field.press('ControlOrMeta+a');
    if (text === '') await field.press('Backspace');
  }
  if (text !== '') await field.pressSequentially(text, { delay });
}

/**
 * The order in which this browser's date fields take their parts: the order
 * the browser shows them in, which follows its own language rather than the
 * page's or the context's locale (Debian's Chromium here shows mm/dd/yyyy
 * under tr-TR too). Found once per context by typing into a field of a
 * blank page of its own.
 */
const dateOrders = new WeakMap<BrowserContext, Promise<'dmy' | 'mdy'>>();
function dateOrderOf(context: BrowserContext): Promise<'dmy' | 'mdy'> {
  let order = dateOrders.get(context);
  if (!order) {
    order = (async () => {
      const probe = await context.newPage();
      try {
        await probe.setContent('<input type="date" aria-label="probe">');
        await probe.getByLabel('probe').focus();
        await probe.keyboard.type('01022003');
        const value = await probe.getByLabel('probe').inputValue();
        if (value === '2003-01-02') return 'mdy';
        if (value === '2003-02-01') return 'dmy';
        throw new Error(`a date field whose parts come in an order typeDate does not know: 01022003 typed gave '${value}'`);
      } finally {
        await probe.close();
      }
    })();
    dateOrders.set(context, order);
  }
  return order;
}

/**
 * Types a date (`yyyy-mm-dd`) into a date field as a player does: clicks its
 * first part and types the digits in the order the field shows its parts
 * (each part, once full, moves on to the next; what a part held is typed over).
 */
export async function typeDate(field: Locator, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  const order = await dateOrderOf(field.page().context());
  const firstPart = await field.evaluate((element) => ({
    x: parseFloat(getComputedStyle(element).paddingLeft) + 3,
    y: element.clientHeight / 2,
  }));
  await field.click({ position: firstPart });
  await field.pressSequentially(order === 'dmy' ? `${day}${month}${year}` : `${month}${day}${year}`);
}

/**
 * Stops the page's time (Playwright's clock, installed before) a moment from
 * now: from then on only clock.runFor, fastForward and pauseAt move it, so
 * what lasts a few seconds (a toast, a countdown) is still there when a slow
 * run asserts it.
 */
export async function pauseClock(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.clock.pauseAt(await page.evaluate(() => Date.now() + 50));
    } catch (error) {
      // The moment passed before pauseAt arrived: a slow round trip. Try again.
      if (attempt === 3 || !String(error).includes('to the past')) throw error;
    }
  }
}

let counter = 0;
/** A short tag no other test of this run has: for usernames and e-mail addresses. */
export function uniqueTag(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid % 1000}${counter}`.slice(-12);
}

/**
 * A surname of a person of their own: one person holds one account (issue 32),
 * so every sign-up of the journeys names a different person. The tag's
 * characters become letters (names hold no digits).
 */
export function ownSurname(surname: string, tag: string = uniqueTag()): string {
  return `${surname} ${[...tag].map((ch) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(ch, 36) % 26]).join('')}`;
}

/** Registers a fresh player through the API and returns the credentials and session data. */
export async function registerPlayer(request: APIRequestContext) {
  const tag = uniqueTag();
  const player = {
    name: 'Ayşe',
    // A person of their own: a self-exclusion binds the person (name, surname, birth date), so players must not share one.
    surname: ownSurname('Yılmaz', tag),
    username: `e2e${tag}`.slice(0, 20),
    email: `e2e${tag}@example.com`,
    phone: `90555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    country: 1,
    currencyId: 1,
    birthDate: '1990-04-05',
    birthDateDay: '05',
    birthDateMonth: '04',
    birthDateYear: '1990',
    password: 'secret1',
    password2: 'secret1',
  };
  const response = await request.post('/api/auth/register', { data: player });
  const body = (await response.json()) as { success: boolean; data: Record<string, unknown> & { token: string } };
  expect(body.success).toBe(true);
  return { ...player, session: body.data };
}

/** Deposits `amount` lira by card (Kredi Kartı, credited at once) through the API, as another tab or device would. */
export async function depositByCard(request: APIRequestContext, headers: Record<string, string>, amount: number) {
  const card = { CardNo: '4111 1111 1111 1111', CardHolder: 'Ayşe Yılmaz', ExpiryMonth: 7, Installments: 1, Amount: amount };
  const deposit = await request.post('/api/payment/deposit', { headers, data: { id: 2, target: 'pay', detail: card } });
  expect(((await deposit.json()) as { success: boolean }).success).toBe(true);
}

/** Registers a player and deposits 500 lira by card (credited at once); the session record knows the balance. */
export async function fundedPlayer(request: APIRequestContext) {
  const player = await registerPlayer(request);
  const headers = { authorization: `Bearer ${player.session.token}` };
  await depositByCard(request, headers, 500);
  return { ...player, session: { ...player.session, balance: 500 }, headers };
}

/** A funded player whose phone is verified by SMS code (withdrawals need it). */
export async function verifiedPlayer(request: APIRequestContext) {
  const player = await fundedPlayer(request);
  const send = await request.post('/api/customer/updatephone', { headers: player.headers, data: { step: 1, phone: player.phone } });
  expect(((await send.json()) as { success: boolean }).success).toBe(true);
  const [sms] = (await (await request.get(`/dev/outbox.json?to=${player.phone}`)).json()) as Array<{ code: string }>;
  const verify = await request.post('/api/customer/updatephone', {
    headers: player.headers,
    data: { step: 2, phone: player.phone, code: sms!.code },
  });
  expect(((await verify.json()) as { success: boolean }).success).toBe(true);
  return { ...player, session: { ...player.session, smsVerified: true } };
}

/**
 * Moves a person's self-exclusion (its end, and an ask to return) back by
 * `seconds`, as if that time had passed for them alone (POST
 * /dev/exclusion/age): the server's clock is every test's.
 */
export async function ageSelfExclusion(request: APIRequestContext, username: string, seconds: number) {
  const response = await request.post('/dev/exclusion/age', { data: { username, seconds } });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

/** Starts the page with a stored session, as after an earlier login. */
export async function startLoggedIn(page: Page, session: Record<string, unknown>) {
  await page.addInitScript((record) => {
    // Init scripts run in every frame, sandboxed ones too, where storage throws.
    if (window !== window.top) return;
    if (!sessionStorage.getItem('e2e-seeded')) {
      localStorage.setItem('authData', JSON.stringify({ ...record, fingerprint: 'e2e' }));
      sessionStorage.setItem('e2e-seeded', '1');
    }
  }, session);
}

/** Money as the site shows it, in both languages: tr-TR, Turkish lira, two decimals. */
export const money = (amount: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', minimumFractionDigits: 2 }).format(amount);

/** A slot (the five slot categories) of a launch system. */
export async function slotOf(request: APIRequestContext, system: string): Promise<Game> {
  const games = (await (await request.post('/api/casino/categorygames', { data: { systemCategory: [1, 2, 3, 4, 5] } })).json())
    .data as Game[];
  return games.find((g) => g.providerName === system)!;
}

/** Launches a Hub88 slot for the player and returns a one-lira spin through the demo game API, as the game page plays it. */
export async function hub88Spinner(request: APIRequestContext, headers: Record<string, string>) {
  const slot = await slotOf(request, 'Hub88');
  const launch = await (
    await request.post('/api/casino/hub88launchurl', {
      headers,
      data: { platform: 1, gameCode: slot.gameCode, language: 'tr', lobbyUrl: '' },
    })
  ).json();
  const token = new URL(launch.data, 'http://x').searchParams.get('token');
  const spin = async () =>
    (await (await request.post('/demo/games/api/play', { data: { token, stake: 1 } })).json()) as { success: boolean };
  return { slot, spin };
}

/**
 * Plays slot rounds until the top winners list (the home page's, not live)
 * holds at least `count` wins; wins are random on the server. The list is
 * the site's own, so journeys run before may have filled it already.
 */
export async function ensureWinners(request: APIRequestContext, count: number) {
  const winners = async () =>
    ((await (await request.post('/api/transaction/topwinners', { data: { isLive: false, count } })).json()).data as TopWinner[]).length;
  if ((await winners()) >= count) return;
  const player = await fundedPlayer(request);
  const { spin } = await hub88Spinner(request, player.headers);
  for (let i = 0; i < 100 * count && (await winners()) < count; i++) await spin();
  expect(await winners()).toBeGreaterThanOrEqual(count);
}

/** The running game's frame, once the launch has loaded it. */
export async function gameFrame(page: Page): Promise<Frame> {
  await expect(page.locator('[data-state="gameLaunch.playing.ready"]')).toBeVisible({ timeout: 15_000 });
  const handle = await page.locator('[data-state^="gameLaunch."] iframe').elementHandle();
  return (await handle!.contentFrame())!;
}
