// The demo providers in Chromium: each launch system's game page, framed by a
// page of the site's origin as the site frames it, plays rounds through the
// server (the balance moves on the server), posts the provider's exit and
// reload messages to its parent, and passes axe; the demo sportsbook takes a
// bet with the session's sportsbook token.
import type { APIRequestContext, Frame, Page } from '@playwright/test';
import { DEFAULT_DIGITAIN_STATIC_HOSTS, rewriteDigitainUrl } from '../../domain/launch';
import type { Game } from '../../contract/schemas';
import { expect, only, SAME_AT_EVERY_WIDTH, test } from './fixtures';
import { expectNoAxeViolations, fundedPlayer, registerPlayer, typeInto, watchForErrors } from './helpers';

async function launchUrl(
  request: APIRequestContext,
  headers: Record<string, string>,
  game: Game,
  lang: string,
  mobile: boolean,
  lobbyUrl: string,
): Promise<string> {
  const calls: Record<string, [string, unknown]> = {
    'Pragmatic Play': ['casino/pragmaticlaunchurl', { code: game.gameCode }],
    Digitain: ['casino/dtlaunchurl', { code: game.gameCode }],
    EveryMatrix: ['casino/emlaunchurl', { code: game.gameCode, productId: game.productId }],
    Amusnet: ['casino/amusnetlaunchurl', { code: game.gameCode, isMobile: mobile }],
    'Egt Digital': ['casino/egtlaunchurl', { platform: mobile ? 2 : 1, gameCode: game.gameCode, language: lang, lobbyUrl }],
    Hub88: ['casino/hub88launchurl', { platform: mobile ? 2 : 1, gameCode: game.gameCode, language: lang, lobbyUrl }],
  };
  const [path, data] = calls[game.providerName]!;
  const response = await request.post(`/api/${path}`, { headers: { ...headers, 'x-locale': lang }, data });
  const body = (await response.json()) as { success: boolean; data: string };
  expect(body.success).toBe(true);
  // The site loads Digitain's static hosts from its own path.
  const url = rewriteDigitainUrl(body.data, DEFAULT_DIGITAIN_STATIC_HOSTS);
  return url.startsWith('/') ? url : new URL(url).pathname + new URL(url).search;
}

/** A page of the site's origin that frames `src` and records what the frame posts. */
async function frameGame(page: Page, src: string): Promise<Frame> {
  await page.goto('/dev/outbox');
  await page.evaluate((url) => {
    const frame = document.createElement('iframe');
    frame.title = 'game';
    frame.src = url;
    frame.style.cssText = 'width:100%;height:640px;border:0';
    const messages: unknown[] = [];
    (window as unknown as { gameMessages: unknown[] }).gameMessages = messages;
    window.addEventListener('message', (event) => {
      if (event.source === frame.contentWindow) messages.push(event.data);
    });
    document.body.replaceChildren(frame);
  }, src);
  const frame = await (await page.locator('iframe[title="game"]').elementHandle())!.contentFrame();
  if (!frame) throw new Error('no frame');
  return frame;
}

const messages = (page: Page) => page.evaluate(() => (window as unknown as { gameMessages: unknown[] }).gameMessages);
const balanceOf = async (request: APIRequestContext, headers: Record<string, string>) =>
  ((await (await request.get('/api/user/balance', { headers })).json()) as { data: { balance: number } }).data.balance;

test('every URL launch system opens a playable demo game that talks back to its frame', async ({
  page,
  request,
  lang,
  isMobile,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors = watchForErrors(page);
  const player = await fundedPlayer(request);
  const catalogue = (await (await request.post('/api/casino/categorygames', { data: { systemCategory: [1, 21, 24, 32] } })).json())
    .data as Game[];
  const systems = ['Pragmatic Play', 'Digitain', 'EveryMatrix', 'Amusnet', 'Egt Digital', 'Hub88'];
  let checkedAxe = false;
  for (const system of systems) {
    const game = catalogue.find((g) => g.providerName === system)!;
    const frame = await frameGame(page, await launchUrl(request, player.headers, game, lang, isMobile, `${baseURL}/casino/slot`));
    const root = frame.locator('#demo-game');
    await expect(root).toHaveAttribute('data-state', 'ready');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(game.name);
    const before = await balanceOf(request, player.headers);
    await frame.locator('[data-action="play"]').click();
    await expect(root).toHaveAttribute('data-rounds', '1');
    await expect(root).toHaveAttribute('data-state', 'ready');
    // What the page shows is what the server booked.
    const shown = Number(await frame.locator('.balance').getAttribute('data-balance'));
    const after = await balanceOf(request, player.headers);
    expect(shown).toBe(after);
    const win = Number(await frame.locator('.message').getAttribute('data-win'));
    expect(Math.round((before - 1 + win) * 100) / 100).toBe(after);
    if (!checkedAxe) {
      await expectNoAxeViolations(page);
      checkedAxe = true;
    }
    if (system === 'Egt Digital') {
      await frame.locator('[data-action="reload"]').click();
      await frame.locator('[data-action="exit"]').click();
      await expect.poll(() => messages(page)).toEqual([{ command: 'com.egt-bg.reload' }, { command: 'com.egt-bg.exit' }]);
    } else {
      await expect(frame.locator('[data-action="reload"]')).toHaveCount(0);
      await frame.locator('[data-action="exit"]').click();
      await expect.poll(() => messages(page)).toEqual([{ command: 'exit' }]);
    }
  }
  expect(errors).toEqual([]);
});

test(
  'a stake above the balance is refused inside the game, and the balance stays',
  only('phone', SAME_AT_EVERY_WIDTH),
  async ({ page, request, lang, isMobile, baseURL }) => {
    const player = await registerPlayer(request);
    const headers = { authorization: `Bearer ${player.session.token}` };
    const slot = ((await (await request.post('/api/casino/categorygames', { data: { systemCategory: [1] } })).json()).data as Game[]).find(
      (g) => g.providerName === 'Hub88',
    )!;
    const frame = await frameGame(page, await launchUrl(request, headers, slot, lang, isMobile, `${baseURL}/`));
    await expect(frame.locator('#demo-game')).toHaveAttribute('data-state', 'ready');
    await frame.locator('[data-action="play"]').click();
    await expect(frame.getByRole('alert')).toHaveText(
      lang === 'en' ? 'Your balance is too low for this bet.' : 'Bakiyeniz bu bahis için yetersiz.',
    );
    await expect(frame.locator('[data-action="play"]')).toBeEnabled();
    expect(await balanceOf(request, headers)).toBe(0);
  },
);

test(
  'the demo sportsbook takes a bet with the session’s sportsbook token',
  only('desktop', SAME_AT_EVERY_WIDTH),
  async ({ page, request, lang }) => {
    const player = await fundedPlayer(request);
    const session = player.session as unknown as { betcoUrl: string; betcoToken: string };
    await page.goto(`${session.betcoUrl}?${new URLSearchParams({ token: session.betcoToken, lang, mode: 'prematch' })}`);
    const price = page.locator('button.price:not([disabled])').first();
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    await typeInto(page.getByRole('spinbutton'), '25');
    await page.locator('.slip-form button[type="submit"]').click();
    await expect(page.getByRole('status').filter({ hasText: '25' })).toBeVisible();
    await expect(page.locator('.bets li[data-status="open"]')).toHaveCount(1);
    expect(await balanceOf(request, player.headers)).toBe(475);
    await expectNoAxeViolations(page);
  },
);

test('the roulette wheel, the card table and the crash game play in the browser', async ({ page, request, lang, isMobile, baseURL }) => {
  test.setTimeout(90_000);
  const player = await fundedPlayer(request);
  const catalogue = (await (await request.post('/api/casino/categorygames', { data: { systemCategory: [21, 24, 32] } })).json())
    .data as Game[];
  const tables = [
    {
      game: catalogue.find((g) => g.systemCategory === 21 && g.providerName === 'EveryMatrix')!,
      kind: 'roulette',
      choose: (frame: Frame) => frame.locator('input[name="bet"][value="straight"]').check(),
    },
    {
      game: catalogue.find((g) => g.systemCategory === 24 && g.providerName === 'EveryMatrix')!,
      kind: 'cards',
      choose: (frame: Frame) => frame.locator('input[name="bet"][value="tie"]').check(),
    },
    {
      game: catalogue.find((g) => g.name === 'Aviator')!,
      kind: 'crash',
      choose: (frame: Frame) => typeInto(frame.locator('input[name="cashOut"]'), '1.5'),
    },
  ];
  for (const { game, kind, choose } of tables) {
    const frame = await frameGame(page, await launchUrl(request, player.headers, game, lang, isMobile, `${baseURL}/`));
    const root = frame.locator('#demo-game');
    await expect(root).toHaveAttribute('data-state', 'ready');
    await expect(root).toHaveAttribute('data-kind', kind);
    await choose(frame);
    await frame.locator('[data-action="play"]').click();
    await expect(root).toHaveAttribute('data-rounds', '1', { timeout: 15_000 });
    const shown = Number(await frame.locator('.balance').getAttribute('data-balance'));
    expect(shown).toBe(await balanceOf(request, player.headers));
    await expectNoAxeViolations(page);
  }
});
