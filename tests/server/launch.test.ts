import { describe, expect, it } from 'vitest';
import type { CallName } from '../../contract/calls';
import {
  DEFAULT_DIGITAIN_STATIC_HOSTS,
  DIGITAIN_LOCAL_PATH,
  hasReferrerSlot,
  patchReferrer,
  rewriteDigitainUrl,
} from '../../domain/launch';
import { loadConfig } from '../../server/config';
import type { Game } from '../../contract/schemas';
import { apiFor, createTestDeps, fundedPlayer as funded, registered, useTestApi } from './testServer';

const t = useTestApi();

async function gameOf(system: string, where: (g: { is_live: boolean; system_category: number }) => boolean = () => true): Promise<Game> {
  const games = (await t.api.call('categoryGames', { systemCategory: [1, 2, 3, 4, 5, 21, 22, 23, 24, 25, 31, 32, 41, 51] })).body
    .data as Game[];
  const game = games.find((g) => g.providerName === system && where({ is_live: g.isLive ?? false, system_category: g.systemCategory }));
  if (!game) throw new Error(`no ${system} game`);
  return game;
}

/** The launch call and payload the site sends for a game (spec section 7). */
function launchCall(game: Game, mobile = false): [CallName, Record<string, unknown>] {
  const lobbyUrl = 'http://127.0.0.1:8080/casino/slot';
  switch (game.providerName) {
    case 'Pragmatic Play':
      return ['pragmaticLaunch', { code: game.gameCode }];
    case 'Digitain':
      return ['digitainLaunch', { code: game.gameCode }];
    case 'EveryMatrix':
      return ['everyMatrixLaunch', { code: game.gameCode, productId: game.productId }];
    case 'Amusnet':
      return ['amusnetLaunch', { code: game.gameCode, isMobile: mobile }];
    case 'Egt Digital':
      return ['egtLaunch', { platform: mobile ? 2 : 1, gameCode: game.gameCode, language: 'tr', lobbyUrl }];
    case 'Hub88':
      return ['hub88Launch', { platform: mobile ? 2 : 1, gameCode: game.gameCode, language: 'en', lobbyUrl }];
    case 'SoftGamings':
      return ['softGamingsLaunch', { system: game.system, pageCode: game.gameCode, isMobile: mobile ? 1 : 0 }];
  }
  throw new Error(game.providerName);
}

const SYSTEMS = ['Pragmatic Play', 'Digitain', 'EveryMatrix', 'Amusnet', 'Egt Digital', 'Hub88', 'SoftGamings'] as const;

/** The launch token inside a launch answer (a URL's query, or SoftGamings' options). */
function tokenOf(answer: string): string {
  if (answer.startsWith('http')) return new URL(answer).searchParams.get('token')!;
  return /"token":\s*"([^"]+)"/.exec(answer)![1]!;
}
/** Where the site loads a launch URL from (Digitain's static hosts become the local path). */
const framed = (url: string) => {
  const rewritten = rewriteDigitainUrl(url, DEFAULT_DIGITAIN_STATIC_HOSTS);
  return rewritten.startsWith('/') ? rewritten : new URL(url).pathname + new URL(url).search;
};
const gameApi = (path: 'start' | 'play', body: unknown, headers: Record<string, string> = {}) =>
  t.api.app.request(`/demo/games/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const fundedPlayer = (amount = 1000) => funded(t.api, amount);

describe('the seven launch calls', () => {
  for (const system of SYSTEMS) {
    it(`${system}: answers as the provider does and leads to a playable demo game`, async () => {
      const player = await fundedPlayer();
      const game = await gameOf(system);
      const [name, payload] = launchCall(game);
      const { status, body } = await t.api.call(name, payload as never, {
        token: player.token,
        headers: { origin: 'http://127.0.0.1:8080' },
      });
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      const answer = body.data as string;
      if (system === 'SoftGamings') {
        expect(answer).toMatch(/<script type="text\/javascript">[\s\S]*<\/script>/);
        expect(hasReferrerSlot(answer)).toBe(true);
        const token = tokenOf(answer);
        // Unpatched, the game does not start; with the site's address it does.
        const unpatched = await (await gameApi('start', { token, referrer: '' })).json();
        expect(unpatched).toMatchObject({ success: false, message: 'Oyun başlatılamadı: site adresi (referrer) eksik.' });
        const referrer = /"referrer":\s*"([^"]*)"/.exec(patchReferrer(answer, 'http://127.0.0.1:8080/casino/slot'))![1];
        const started = await (await gameApi('start', { token, referrer })).json();
        expect(started).toMatchObject({ success: true, data: { game: { code: game.gameCode, provider: 'SoftGamings' } } });
        return;
      }
      expect(answer).toMatch(/^https?:\/\//);
      if (system === 'Digitain') {
        expect(DEFAULT_DIGITAIN_STATIC_HOSTS.some((host) => answer.startsWith(`${host}/`))).toBe(true);
        expect(rewriteDigitainUrl(answer, DEFAULT_DIGITAIN_STATIC_HOSTS).startsWith(DIGITAIN_LOCAL_PATH)).toBe(true);
      } else {
        expect(new URL(answer).origin).toBe('http://127.0.0.1:8080');
      }
      const page = await t.api.app.request(framed(answer));
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('id="demo-game"');
      expect(html).toContain(`data-exit="${system === 'Egt Digital' ? 'egt' : 'command'}"`);
      expect(html).toContain('<script src="/demo/games/assets/game.js"></script>');
      // Framed by the site only.
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const started = await (await gameApi('start', { token: tokenOf(answer) })).json();
      expect(started).toMatchObject({
        success: true,
        data: { game: { code: game.gameCode, name: game.name, provider: system }, balance: 1000 },
      });
    });

    it(`${system}: needs a logged-in player, refuses an unknown game and a game of another system`, async () => {
      const player = await registered(t.api);
      const game = await gameOf(system);
      const [name, payload] = launchCall(game);
      expect((await t.api.call(name, payload as never)).status).toBe(401);
      const unknown = launchCall({ ...game, gameCode: 'no-such-game' });
      expect((await t.api.call(unknown[0], unknown[1] as never, { token: player.token })).body).toEqual({
        success: false,
        message: 'Oyun bulunamadı.',
        data: null,
      });
      const other = await gameOf(system === 'Hub88' ? 'Amusnet' : 'Hub88');
      const wrong = launchCall({ ...other, providerName: system, system: game.system, productId: game.productId });
      expect((await t.api.call(wrong[0], wrong[1] as never, { token: player.token, locale: 'en' })).body).toMatchObject({
        success: false,
        message: 'Game not found.',
      });
    });
  }

  it('refuses a locked account, and its launched games stop playing', async () => {
    const player = await fundedPlayer();
    const game = await gameOf('Pragmatic Play');
    const launched = (await t.api.call('pragmaticLaunch', { code: game.gameCode }, { token: player.token })).body.data as string;
    await t.deps.db.query('UPDATE users SET play_blocked_at = now() WHERE username = $1', [player.username]);
    const { body } = await t.api.call('pragmaticLaunch', { code: game.gameCode }, { token: player.token });
    expect(body).toEqual({
      success: false,
      message: 'Hesabınız oyunlara kapatılmıştır. Ayrıntılar için destek ekibimize yazın.',
      data: null,
    });
    const play = await gameApi('play', { token: tokenOf(launched), stake: 1 });
    expect(play.status).toBe(401);
    expect((await t.api.app.request(framed(launched))).status).toBe(404);
  });

  it('EveryMatrix needs the game’s product, SoftGamings the game’s system', async () => {
    const player = await registered(t.api);
    const em = await gameOf('EveryMatrix');
    expect((await t.api.call('everyMatrixLaunch', { code: em.gameCode, productId: '9999' }, { token: player.token })).body.success).toBe(
      false,
    );
    const sg = await gameOf('SoftGamings');
    expect(
      (await t.api.call('softGamingsLaunch', { system: 'elsewhere', pageCode: sg.gameCode, isMobile: 1 }, { token: player.token })).body
        .success,
    ).toBe(false);
  });

  it('bad input is a 400 naming the field', async () => {
    const player = await registered(t.api);
    const cases: Array<[string, unknown, string]> = [
      ['casino/pragmaticlaunchurl', {}, 'code'],
      ['casino/dtlaunchurl', { code: '' }, 'code'],
      ['casino/emlaunchurl', { code: 'x' }, 'productId'],
      ['casino/amusnetlaunchurl', { code: 'x', isMobile: 'yes' }, 'isMobile'],
      ['casino/egtlaunchurl', { platform: 3, gameCode: 'x', language: 'tr', lobbyUrl: '' }, 'platform'],
      ['casino/hub88launchurl', { platform: 1, gameCode: 'x', language: 'tr' }, 'lobbyUrl'],
      ['casino/softgamingslaunchurl', { system: 'netent', pageCode: 'x', isMobile: 2 }, 'isMobile'],
    ];
    for (const [path, payload, field] of cases) {
      const response = await t.api.raw('POST', `/api/${path}`, { body: JSON.stringify(payload), token: player.token, locale: 'en' });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { message: string }).message, path).toContain(field);
    }
  });

  it('mobile launches say so to the game; Egt Digital and Hub88 carry the lobby URL', async () => {
    const player = await fundedPlayer();
    const egt = await gameOf('Egt Digital');
    // The lobby must be on the site the call came to (app.request's host is localhost): tests/server/abuse/openings.test.ts.
    const url = new URL(
      (
        await t.api.call(
          'egtLaunch',
          { platform: 2, gameCode: egt.gameCode, language: 'en', lobbyUrl: 'http://localhost/' },
          { token: player.token },
        )
      ).body.data,
    );
    expect(url.searchParams.get('platform')).toBe('mobile');
    expect(url.searchParams.get('exitUrl')).toBe('http://localhost/');
    const started = await (await gameApi('start', { token: url.searchParams.get('token') })).json();
    expect(started.data).toMatchObject({ mobile: true, language: 'en' });
    const html = await (await t.api.app.request(url.pathname + url.search)).text();
    expect(html).toContain('data-lobby="http://localhost/"');
    expect(html).toContain('<html lang="en">');
  });
});

describe('the demo game pages and their API', () => {
  it('a page for a dead or foreign token says so, with a way out', async () => {
    const response = await t.api.app.request('/demo/games/hub88/hub88-0001?token=nope');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('data-error="Oyun oturumu sona erdi. Lütfen oyunu yeniden açın."');
    const player = await registered(t.api);
    const game = await gameOf('Hub88');
    const url = new URL(
      (await t.api.call('hub88Launch', { platform: 1, gameCode: game.gameCode, language: 'tr', lobbyUrl: '' }, { token: player.token }))
        .body.data,
    );
    // The same token on another provider's path, or for another game, is refused.
    expect((await t.api.app.request(`/demo/games/egt/${game.gameCode}${url.search}`)).status).toBe(404);
    expect((await t.api.app.request(`/demo/games/hub88/other-game${url.search}`)).status).toBe(404);
  });

  it('plays every kind of game through the server, refuses a stake above the balance inside the game', async () => {
    const player = await fundedPlayer(100);
    const kinds = [
      { game: await gameOf('Hub88', (g) => g.system_category === 1), bet: {}, kind: 'slot' },
      { game: await gameOf('EveryMatrix', (g) => g.system_category === 21), bet: { bet: 'straight', number: 17 }, kind: 'roulette' },
      { game: await gameOf('EveryMatrix', (g) => g.system_category === 24), bet: { bet: 'banker' }, kind: 'cards' },
      {
        game: (await t.api.call('searchGames', { live: false, search: 'Aviator', skip: 0, take: 5 })).body.data[0] as Game,
        bet: { cashOut: 1.5 },
        kind: 'crash',
      },
    ];
    let balance = 100;
    for (const { game, bet, kind } of kinds) {
      const [name, payload] = launchCall(game);
      const answer = (await t.api.call(name, payload as never, { token: player.token })).body.data as string;
      const token = tokenOf(answer);
      const start = await (await gameApi('start', { token, referrer: 'http://127.0.0.1:8080/' })).json();
      expect(start.data.game.kind).toBe(kind);
      const played = await (await gameApi('play', { token, stake: 2, ...bet })).json();
      expect(played.success, JSON.stringify(played)).toBe(true);
      expect(played.data.stake).toBe(2);
      balance = Math.round((balance - 2 + played.data.win) * 100) / 100;
      expect(played.data.balance).toBe(balance);
      const tooMuch = await (await gameApi('play', { token, stake: 200, ...bet })).json();
      // Refusals come in the language the game was launched in (Hub88's call names English here).
      const refusal = start.data.language === 'en' ? 'Your balance is too low for this bet.' : 'Bakiyeniz bu bahis için yetersiz.';
      expect(tooMuch).toEqual({ success: false, message: refusal, data: null });
    }
    expect((await t.api.call('balance', undefined, { token: player.token })).body.data.balance).toBe(balance);
  });

  it('refuses stakes off the limits, bets that do not fit the game, and malformed bodies', async () => {
    const player = await fundedPlayer(100);
    const roulette = await gameOf('EveryMatrix', (g) => g.system_category === 21);
    const token = tokenOf(
      (
        await t.api.call(
          'everyMatrixLaunch',
          { code: roulette.gameCode, productId: roulette.productId! },
          { token: player.token, locale: 'en' },
        )
      ).body.data,
    );
    const play = async (body: Record<string, unknown>) => {
      const response = await gameApi('play', { token, ...body });
      return { status: response.status, body: (await response.json()) as { success: boolean; message: string } };
    };
    expect(await play({ stake: 0.25, bet: 'red' })).toMatchObject({
      status: 200,
      body: { success: false, message: 'The stake must be between ₺0,50 and ₺500,00.' },
    });
    expect(await play({ stake: 1.005, bet: 'red' })).toMatchObject({ body: { success: false, message: 'Invalid stake.' } });
    expect(await play({ stake: 1, bet: 'banker' })).toMatchObject({
      status: 200,
      body: { success: false, message: 'Invalid request: check the bet field.' },
    });
    expect(await play({ stake: 1, bet: 'straight' })).toMatchObject({
      body: { success: false, message: 'Invalid request: check the number field.' },
    });
    expect(await play({ stake: 1, bet: 'straight', number: 37 })).toMatchObject({ status: 400 });
    expect(await play({ stake: '1', bet: 'red' })).toMatchObject({ status: 400 });
    const garbage = await t.api.app.request('/demo/games/api/play', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(garbage.status).toBe(400);
    expect((await t.api.call('balance', undefined, { token: player.token })).body.data.balance).toBe(100);
  });

  it('a logout ends the launched games; the API answers any origin (the SoftGamings frame is opaque)', async () => {
    const player = await fundedPlayer(100);
    const game = await gameOf('Amusnet');
    const token = tokenOf((await t.api.call('amusnetLaunch', { code: game.gameCode, isMobile: true }, { token: player.token })).body.data);
    const preflight = await t.api.app.request('/demo/games/api/play', {
      method: 'OPTIONS',
      headers: { origin: 'null', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const ok = await gameApi('play', { token, stake: 1 }, { origin: 'null' });
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await ok.json()) as { success: boolean }).success).toBe(true);
    await t.api.call('logout', undefined, { token: player.token });
    const after = await gameApi('play', { token, stake: 1 });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ success: false, message: 'Oyun oturumu sona erdi. Lütfen oyunu yeniden açın.' });
  });

  it('serves the game script and style to any frame', async () => {
    for (const file of ['game.js', 'game.css']) {
      const response = await t.api.app.request(`/demo/games/assets/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
    expect((await t.api.app.request('/demo/games/assets/other.js')).status).toBe(404);
  });
});

// Issue 33, item 7: Digitain's static hosts are the operator's configuration
// (DIGITAIN_STATIC_HOSTS), not a code edit; the demo's reserved names are
// only the default.
describe("Digitain's static hosts from configuration", () => {
  it('DIGITAIN_STATIC_HOSTS names them; unset, the demo hosts; a host that is not an https origin stops the start', () => {
    expect(loadConfig({}).digitainStaticHosts).toEqual([...DEFAULT_DIGITAIN_STATIC_HOSTS]);
    expect(
      loadConfig({ DIGITAIN_STATIC_HOSTS: 'https://games-a.operator.example, https://games-b.operator.example:8443' }).digitainStaticHosts,
    ).toEqual(['https://games-a.operator.example', 'https://games-b.operator.example:8443']);
    for (const bad of ['http://games.operator.example', 'https://games.operator.example/path', 'games.operator.example', 'https://']) {
      expect(() => loadConfig({ DIGITAIN_STATIC_HOSTS: bad }), bad).toThrow(/DIGITAIN_STATIC_HOSTS/);
    }
  });

  it('the launch answer is on a configured host, which the site rewrites to its own path', async () => {
    const hosts = ['https://games-a.operator.example', 'https://games-b.operator.example:8443'];
    const deps = await createTestDeps('pglite', { digitainStaticHosts: hosts });
    try {
      const api = apiFor(deps);
      const player = await funded(api, 100);
      const games = (await api.call('categoryGames', { systemCategory: [1, 2, 3, 4, 5] })).body.data as Game[];
      const seen = new Set<string>();
      for (const game of games.filter((g) => g.providerName === 'Digitain').slice(0, 12)) {
        const { body } = await api.call(
          'digitainLaunch',
          { code: game.gameCode },
          { token: player.token, headers: { origin: 'http://127.0.0.1:8080' } },
        );
        const answer = body.data as string;
        const host = hosts.find((h) => answer.startsWith(`${h}/`));
        expect(host, answer).toBeDefined();
        seen.add(host!);
        expect(rewriteDigitainUrl(answer, hosts)).toBe(
          `${DIGITAIN_LOCAL_PATH}games/${encodeURIComponent(game.gameCode)}/index.html${answer.slice(answer.indexOf('?'))}`,
        );
      }
      expect(seen.size).toBe(2);
    } finally {
      await deps.db.close();
    }
  });
});
