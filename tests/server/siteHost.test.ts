// The Host header is the client's to write (issue 32, L2). It decided the
// domain notice's main domain, whether a game's lobby was "on this site", and
// the address of every deposit page and game the server handed out: a request
// naming Host: evil.example got a launch on our site whose exit led to
// evil.example (an open redirect), a deposit page and games on evil.example,
// and a bootstrap calling evil.example our main domain (one cache in front
// and every visitor sees it). The site's hosts now come from configuration
// (SITE_DOMAIN, SITE_HOSTS); with none, the loopback names of a developer's
// machine. On a normal set-up the client gets the same answers as before.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { ServerConfig } from '../../server/config';
import { apiFor, fundedPlayer, useTestApi } from './testServer';

const t = useTestApi();

type Answer = { success: boolean; data: unknown };

function appWith(config: Partial<ServerConfig> = {}) {
  return apiFor({ ...t.deps, config: { ...t.deps.config, ...config } });
}

async function post(api: ReturnType<typeof apiFor>, url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await api.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer;
}

async function bootstrapAt(api: ReturnType<typeof apiFor>, origin: string) {
  const response = await api.app.request(`${origin}/api/cms/grouped`);
  return ((await response.json()) as { data: { domainStatus: { current: string } | null } }).data.domainStatus;
}

describe('the site as configured, not as the Host header says (issue 32, L2)', () => {
  it('a forged Host names neither the main domain, nor a lobby, nor where the pages and games are', async () => {
    const player = await fundedPlayer(t.api, 200);
    const auth = { authorization: `Bearer ${player.token}` };
    const [egt] = await t.deps.db.query<{ code: string }>(
      "SELECT code FROM games WHERE provider_name = 'Egt Digital' ORDER BY sort LIMIT 1",
    );
    for (const api of [appWith(), appWith({ siteDomain: 'casino.example' })]) {
      expect.soft((await bootstrapAt(api, 'http://evil.example'))?.current).not.toBe('evil.example');
      const launch = await post(
        api,
        'http://evil.example/api/casino/egtlaunchurl',
        { platform: 1, gameCode: egt!.code, language: 'tr', lobbyUrl: 'https://evil.example/phish' },
        auth,
      );
      const url = new URL(launch.data as string);
      expect.soft(url.host).not.toBe('evil.example');
      expect.soft(url.searchParams.get('exitUrl')).toBe('');
      const fun = await post(api, 'http://evil.example/api/casino/funlaunchurl', {
        gameCode: egt!.code,
        isMobile: false,
        language: 'tr',
        lobbyUrl: 'https://evil.example/',
      });
      expect.soft(new URL(fun.data as string).host).not.toBe('evil.example');
      const deposit = await post(api, 'http://evil.example/api/payment/deposit', { id: 1, target: 'pay', detail: { Amount: 100 } }, auth);
      expect.soft(new URL(deposit.data as string).host).not.toBe('evil.example');
      // Nor an Origin a script wrote.
      const forged = await post(
        api,
        'http://localhost/api/casino/egtlaunchurl',
        { platform: 1, gameCode: egt!.code, language: 'tr', lobbyUrl: '' },
        { ...auth, origin: 'https://evil.example' },
      );
      expect.soft(new URL(forged.data as string).host).not.toBe('evil.example');
    }
    // Configured, the main domain is the answer for any host it does not list.
    const configured = appWith({ siteDomain: 'casino.example' });
    expect.soft(await bootstrapAt(configured, 'http://evil.example')).toMatchObject({ current: 'casino.example' });
    const launch = await post(
      configured,
      'http://evil.example/api/casino/egtlaunchurl',
      { platform: 1, gameCode: egt!.code, language: 'tr', lobbyUrl: '' },
      auth,
    );
    expect.soft(new URL(launch.data as string).origin).toBe('https://casino.example');
  });

  it('a normal set-up gets the answers it always got: its own host, the Vite page, a listed mirror', async () => {
    const player = await fundedPlayer(t.api, 200);
    const auth = { authorization: `Bearer ${player.token}` };
    const [egt] = await t.deps.db.query<{ code: string }>(
      "SELECT code FROM games WHERE provider_name = 'Egt Digital' ORDER BY sort LIMIT 1",
    );
    const launchAt = async (api: ReturnType<typeof apiFor>, url: string, lobbyUrl: string, headers: Record<string, string> = {}) =>
      new URL(
        (
          await post(
            api,
            `${url}/api/casino/egtlaunchurl`,
            { platform: 1, gameCode: egt!.code, language: 'tr', lobbyUrl },
            { ...auth, ...headers },
          )
        ).data as string,
      );
    // npm start: the host the page came from.
    const local = appWith();
    expect(await bootstrapAt(local, 'http://127.0.0.1:8080')).toMatchObject({ current: '127.0.0.1:8080' });
    const own = await launchAt(local, 'http://127.0.0.1:8080', 'http://127.0.0.1:8080/casino/slot');
    expect(own.origin).toBe('http://127.0.0.1:8080');
    expect(own.searchParams.get('exitUrl')).toBe('http://127.0.0.1:8080/casino/slot');
    expect((await launchAt(local, 'http://localhost', 'http://localhost/')).searchParams.get('exitUrl')).toBe('http://localhost/');
    // npm run dev: Vite's page on 5173 proxies to 8080 and keeps the Host; the browser's Origin names the page.
    const vite = await launchAt(local, 'http://127.0.0.1:5173', 'http://127.0.0.1:5173/casino', { origin: 'http://127.0.0.1:5173' });
    expect(vite.origin).toBe('http://127.0.0.1:5173');
    expect(vite.searchParams.get('exitUrl')).toBe('http://127.0.0.1:5173/casino');
    // Production with a mirror: pages and games where the player is, the notice names the main domain.
    const site = appWith({ siteDomain: 'casino.example', siteHosts: ['casino-mirror.example'] });
    expect(await bootstrapAt(site, 'https://casino-mirror.example')).toMatchObject({ current: 'casino.example' });
    const mirror = await launchAt(site, 'https://casino-mirror.example', 'https://casino-mirror.example/casino', {
      origin: 'https://casino-mirror.example',
    });
    expect(mirror.origin).toBe('https://casino-mirror.example');
    expect(mirror.searchParams.get('exitUrl')).toBe('https://casino-mirror.example/casino');
    expect((await launchAt(site, 'https://casino.example', 'https://casino.example/')).searchParams.get('exitUrl')).toBe(
      'https://casino.example/',
    );
    const deposit = await post(site, 'https://casino.example/api/payment/deposit', { id: 1, target: 'pay', detail: { Amount: 100 } }, auth);
    expect(new URL(deposit.data as string).origin).toBe('https://casino.example');
  });

  it('a server that faces the public says which hosts are its own', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/SITE_DOMAIN/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8' })).toThrow(/SITE_DOMAIN/);
    expect(() => loadConfig({ HOST: '0.0.0.0', SITE_HOSTS: 'casino-mirror.example' })).toThrow(/SITE_DOMAIN/);
    expect(
      loadConfig({ HOST: '0.0.0.0', SITE_DOMAIN: 'casino.example', SITE_HOSTS: 'casino-mirror.example, www.casino.example:8443' }),
    ).toMatchObject({
      siteDomain: 'casino.example',
      siteHosts: ['casino-mirror.example', 'www.casino.example:8443'],
    });
    expect(() => loadConfig({ SITE_HOSTS: 'https://casino.example/' })).toThrow(/SITE_HOSTS/);
    expect(() => loadConfig({ SITE_DOMAIN: 'casino.example/x' })).toThrow(/SITE_DOMAIN/);
    expect(loadConfig({}).siteHosts).toEqual([]);
  });
});
