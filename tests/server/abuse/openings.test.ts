// Abuse-proof money paths and small openings (issue 18, items 9, 11, 18, 19,
// 20): each test was written before its fix and seen failing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, UNSAFE_DEMO_VARIABLE } from '../../../server/config';
import type { Deps } from '../../../server/context';
import { apiFor, createTestDeps, registered, type Api } from '../testServer';

let deps: Deps;
let api: Api;
beforeAll(async () => {
  deps = await createTestDeps();
  api = apiFor(deps);
});
afterAll(() => deps.db.close());

const payPageDeposit = async (token: string, amount = 100) => {
  const { body } = await api.call('deposit', { id: 1, target: 'pay', detail: { Amount: amount } }, { token });
  expect(body.success).toBe(true);
  return new URL(body.data as string).pathname;
};

describe('9. a verified phone belongs to one account', () => {
  it('two accounts ask for codes to one number; the second to verify is refused, so the trial bonus is not farmed', async () => {
    const first = await registered(api);
    const second = await registered(api);
    const phone = `90555${String(Date.now()).slice(-7)}`;
    for (const player of [first, second]) await api.call('updatePhone', { step: 1, phone }, { token: player.token });
    // Both codes are out before either is used (the number was free when each was sent).
    const rows = await deps.db.query<{ user_id: number; code_hash: string }>(
      "SELECT user_id, code_hash FROM verification_codes WHERE target = $1 AND purpose = 'sms' ORDER BY id",
      [phone],
    );
    expect(rows).toHaveLength(2);
    // The outbox lists the newest first: the second account's code, then the first's.
    const [secondCode, firstCode] = (
      await deps.db.query<{ code: string }>('SELECT code FROM outbox WHERE to_address = $1 ORDER BY id DESC', [phone])
    ).map((r) => r.code);
    expect((await api.call('updatePhone', { step: 2, phone, code: firstCode! }, { token: first.token })).body.success).toBe(true);
    const refused = await api.call('updatePhone', { step: 2, phone, code: secondCode! }, { token: second.token });
    expect(refused.body).toMatchObject({ success: false, message: 'Bu telefon numarası başka bir hesapta doğrulanmış.' });
    expect((await api.call('defineTrialBonus', undefined, { token: second.token })).body.success).toBe(false);
  });
});

describe('11. a payment page link', () => {
  it('is refused at confirmation after a time-out was taken, and the deposit is cancelled', async () => {
    const player = await registered(api);
    const page = await payPageDeposit(player.token);
    expect((await api.call('takeTimeout', { days: 1 }, { token: player.token })).body.success).toBe(true);
    const confirm = await api.app.request(`${page}/confirm`, { method: 'POST', headers: { 'x-locale': 'en' } });
    expect(confirm.status).toBe(410);
    expect(await confirm.text()).toMatch(/time-out/i);
    const [row] = await deps.db.query<{ status: number; credits: number }>(
      'SELECT t.status, (SELECT count(*)::int FROM ledger l WHERE l.transaction_id = t.id) AS credits FROM transactions t JOIN users u ON u.id = t.user_id WHERE u.username = $1',
      [player.username],
    );
    expect(row).toEqual({ status: 5, credits: 0 });
  });

  it('expires after 30 minutes, and no longer counts toward the deposit limit', async () => {
    const player = await registered(api);
    await api.call('setLimit', { kind: 'deposit', period: 'day', amount: 150 }, { token: player.token });
    const page = await payPageDeposit(player.token, 100);
    await deps.db.query("UPDATE transactions SET created_at = now() - interval '31 minutes' WHERE pay_token = $1", [page.split('/').pop()]);
    // Its 100 no longer holds the limit's room: another 100 fits in 150.
    expect((await api.call('deposit', { id: 1, target: 'pay', detail: { Amount: 100 } }, { token: player.token })).body.success).toBe(true);
    const confirm = await api.app.request(`${page}/confirm`, { method: 'POST', headers: { 'accept-language': 'en' } });
    expect(confirm.status).toBe(410);
    expect(await confirm.text()).toMatch(/expired/);
    // Refused once, the deposit is cancelled: the link now leads nowhere, and nothing was credited.
    expect((await api.app.request(page)).status).toBe(404);
    expect((await api.call('balance', undefined, { token: player.token })).body.data.balance).toBe(0);
  });
});

describe('18. demo mode is explicit', () => {
  it('off unless asked for; refused on a public address unless the unsafe variable says so', async () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ demoMode: false, seedDemo: false });
    expect(loadConfig({ DEMO_MODE: 'true' })).toMatchObject({ demoMode: true, seedDemo: true });
    expect(() => loadConfig({ DEMO_MODE: 'true', HOST: '0.0.0.0' })).toThrow(new RegExp(UNSAFE_DEMO_VARIABLE));
    // A public HOST also names the site's main domain (issue 32, L2: tests/server/siteHost.test.ts).
    expect(loadConfig({ DEMO_MODE: 'true', HOST: '0.0.0.0', SITE_DOMAIN: 'casino.example', [UNSAFE_DEMO_VARIABLE]: 'true' }).demoMode).toBe(
      true,
    );
    expect(loadConfig({ HOST: '0.0.0.0', SITE_DOMAIN: 'casino.example' }).demoMode).toBe(false);
    const live = apiFor({ ...deps, config: { ...deps.config, demoMode: false } });
    expect((await live.app.request('/dev/outbox.json')).status).toBe(404);
  });
});

describe('19. open forms are capped', () => {
  it('cms/callme refuses oversized fields and answers 429 past the per-address limit', async () => {
    const request = { name: 'Ayşe Yılmaz', message: 'Lütfen arayın', contacts: [{ type: 1 as const, contact: '905551112233' }] };
    expect((await api.call('callMe', { ...request, name: 'A'.repeat(5000) })).status).toBe(400);
    expect((await api.call('callMe', { ...request, message: 'm'.repeat(60_000) })).status).toBe(400);
    const strict = apiFor({ ...deps, config: { ...deps.config, callMeRateLimitPerMinute: 2 } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await strict.call('callMe', request)).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('cms/contentlist lists published pages only, whatever status is asked for', async () => {
    const [page] = await deps.db.query<{ id: number; category_id: number }>('SELECT id, category_id FROM cms_pages ORDER BY id LIMIT 1');
    await deps.db.query('UPDATE cms_pages SET status = false WHERE id = $1', [page!.id]);
    const drafts = await api.call('contentList', { status: false, categoryId: page!.category_id });
    const published = await api.call('contentList', { status: true, categoryId: page!.category_id });
    await deps.db.query('UPDATE cms_pages SET status = true WHERE id = $1', [page!.id]);
    expect((drafts.body.data as { id: number }[]).map((p) => p.id)).not.toContain(page!.id);
    expect(drafts.body.data).toEqual(published.body.data);
  });
});

describe('20. the game page is not an open redirect', () => {
  it('a lobby on another site is dropped at launch; one on this site is kept', async () => {
    const player = await registered(api);
    const [game] = await deps.db.query<{ code: string }>(
      "SELECT code FROM games WHERE provider_name = 'Egt Digital' ORDER BY sort LIMIT 1",
    );
    const launchWith = async (lobbyUrl: string) => {
      const { body } = await api.call(
        'egtLaunch',
        { platform: 1, gameCode: game!.code, language: 'tr', lobbyUrl },
        { token: player.token },
      );
      const url = new URL(body.data as string);
      const html = await (await api.app.request(url.pathname + url.search)).text();
      return { exitUrl: url.searchParams.get('exitUrl'), lobby: /data-lobby="([^"]*)"/.exec(html)?.[1] };
    };
    expect(await launchWith('https://evil.example/phish')).toEqual({ exitUrl: '', lobby: '' });
    expect(await launchWith('//evil.example/x')).toEqual({ exitUrl: '', lobby: '' });
    expect(await launchWith('javascript:alert(1)')).toEqual({ exitUrl: '', lobby: '' });
    expect(await launchWith('http://localhost/casino/slot')).toEqual({
      exitUrl: 'http://localhost/casino/slot',
      lobby: 'http://localhost/casino/slot',
    });
  });
});
