// Money moves exactly once: a deposit, withdrawal, round or bet sent twice
// with one Idempotency-Key (one after the other, or both at once) moves money
// once and answers the same twice; the key with another request is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../server/context';
import { purgeIdempotencyKeys } from '../../server/services/idempotency';
import { listEvents } from '../../server/sportsbook/events';
import { sportsbookSecret } from '../../server/sportsbook/bets';
import { AuthData } from '../../contract/schemas';
import { apiFor, createTestDeps, engines, fundedPlayer, registered, TEST_CARD, verifiedPlayer, type Api } from './testServer';

let keyCounter = 0;
const newKey = () => `test-key-${Date.now().toString(36)}-${++keyCounter}`;

for (const engine of engines()) {
  describe(`Idempotency-Key (${engine})`, () => {
    let deps: Deps;
    let api: Api;
    beforeAll(async () => {
      deps = await createTestDeps(engine);
      api = apiFor(deps);
    });
    afterAll(() => deps.db.close());

    const money = (path: string, body: unknown, token: string, key?: string) =>
      api
        .raw('POST', path, { body: JSON.stringify(body), token, headers: key ? { 'idempotency-key': key } : {} })
        .then(async (r) => ({ status: r.status, body: (await r.json()) as { success: boolean; message: string; data: any } }));
    const balanceOf = async (token: string) => (await api.call('balance', undefined, { token })).body.data.balance as number;
    const ledgerCount = async (username: string, reason: string) =>
      Number(
        (
          await deps.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM ledger l JOIN users u ON u.id = l.user_id WHERE u.username = $1 AND l.reason = $2',
            [username, reason],
          )
        )[0]!.n,
      );
    const card = (amount: number) => ({ id: 2, target: 'pay', detail: { ...TEST_CARD, Amount: amount } });

    it('a card deposit sent twice, then twice at once, is credited once each time', async () => {
      const player = await registered(api);
      const key = newKey();
      const first = await money('/api/payment/deposit', card(150), player.token, key);
      const again = await money('/api/payment/deposit', card(150), player.token, key);
      expect(first).toMatchObject({ status: 200, body: { success: true } });
      expect(again).toEqual(first);
      expect(await balanceOf(player.token)).toBe(150);
      const concurrentKey = newKey();
      const answers = await Promise.all([1, 2, 3].map(() => money('/api/payment/deposit', card(200), player.token, concurrentKey)));
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0]!.body.success).toBe(true);
      expect(await balanceOf(player.token)).toBe(350);
      expect(await ledgerCount(player.username, 'deposit')).toBe(2);
      // Without a key each request is its own deposit, as before.
      await money('/api/payment/deposit', card(100), player.token);
      await money('/api/payment/deposit', card(100), player.token);
      expect(await balanceOf(player.token)).toBe(550);
    });

    it('a deposit answered with a payment page keeps one pending payment and one link', async () => {
      const player = await registered(api);
      const methods = (await api.call('paymentMethods', { type: 1 }, { token: player.token })).body.data as { id: number }[];
      const [row] = await deps.db.query<{ id: number; fields: { key: string; objectType: string; option?: { id: number }[] }[] }>(
        "SELECT id, fields FROM payment_methods WHERE type = 1 AND result = 'iframe' ORDER BY id LIMIT 1",
      );
      expect(methods.map((m) => m.id)).toContain(row!.id);
      const detail = Object.fromEntries(
        row!.fields.map((f) => [
          f.key,
          f.key === 'Amount'
            ? 250
            : f.objectType === 'Dropdown'
              ? f.option![0]!.id
              : f.objectType === 'Int' || f.objectType === 'Long'
                ? 1
                : 'Ayşe Yılmaz',
        ]),
      );
      const key = newKey();
      const [a, b] = await Promise.all(
        [1, 2].map(() => money('/api/payment/deposit', { id: row!.id, target: 'pay', detail }, player.token, key)),
      );
      expect(a!.body.success).toBe(true);
      expect(a!.body.data).toMatch(/^http.*\/demo\/pay\//);
      expect(b).toEqual(a);
      const [{ n }] = (await deps.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM transactions t JOIN users u ON u.id = t.user_id WHERE u.username = $1',
        [player.username],
      )) as [{ n: number }];
      expect(n).toBe(1);
    });

    it('a withdrawal sent twice at once reserves the money once', async () => {
      const player = await verifiedPlayer(api, deps);
      await money('/api/payment/deposit', card(500), player.token);
      const [method] = await deps.db.query<{ id: number }>('SELECT id FROM payment_methods WHERE type = 2 ORDER BY id LIMIT 1');
      const [row] = await deps.db.query<{ fields: { key: string; objectType: string; mask?: string; option?: { id: number }[] }[] }>(
        'SELECT fields FROM payment_methods WHERE id = $1',
        [method!.id],
      );
      const detail = Object.fromEntries(
        row!.fields.map((f) => [
          f.key,
          f.key === 'Amount'
            ? 200
            : f.objectType === 'Dropdown'
              ? f.option![0]!.id
              : f.key.toLowerCase().includes('iban')
                ? 'TR330006100519786457841326'
                : 'Ayşe Yılmaz',
        ]),
      );
      const key = newKey();
      const answers = await Promise.all(
        [1, 2, 3].map(() => money('/api/payment/withdraw', { id: method!.id, target: 'pay', detail }, player.token, key)),
      );
      expect(answers[0]!.body).toMatchObject({ success: true });
      expect(answers.every((a) => JSON.stringify(a) === JSON.stringify(answers[0]))).toBe(true);
      expect(await balanceOf(player.token)).toBe(300);
      expect(await ledgerCount(player.username, 'withdraw')).toBe(1);
    });

    it('a refusal is the answer too: the same key keeps it after the cause is gone; a new key is a new request', async () => {
      const player = await registered(api);
      await money('/api/payment/deposit', card(300), player.token);
      const [method] = await deps.db.query<{ id: number; fields: { key: string; objectType: string; option?: { id: number }[] }[] }>(
        'SELECT id, fields FROM payment_methods WHERE type = 2 ORDER BY id LIMIT 1',
      );
      const detail = Object.fromEntries(
        method!.fields.map((f) => [
          f.key,
          f.key === 'Amount'
            ? 100
            : f.objectType === 'Dropdown'
              ? f.option![0]!.id
              : f.key.toLowerCase().includes('iban')
                ? 'TR330006100519786457841326'
                : 'Ayşe Yılmaz',
        ]),
      );
      const key = newKey();
      const refused = await money('/api/payment/withdraw', { id: method!.id, target: 'pay', detail }, player.token, key);
      expect(refused.body).toMatchObject({ success: false });
      await deps.db.query('UPDATE users SET sms_verified = true WHERE username = $1', [player.username]);
      expect(await money('/api/payment/withdraw', { id: method!.id, target: 'pay', detail }, player.token, key)).toEqual(refused);
      expect((await money('/api/payment/withdraw', { id: method!.id, target: 'pay', detail }, player.token, newKey())).body.success).toBe(
        true,
      );
      expect(await balanceOf(player.token)).toBe(200);
    });

    it("a kept refusal worded per language (a limit's period and reset time) comes back whole in either language", async () => {
      const player = await registered(api);
      await api.call('setLimit', { kind: 'deposit', period: 'day', amount: 100 }, { token: player.token });
      const key = newKey();
      const refused = await money('/api/payment/deposit', card(150), player.token, key);
      expect(refused.body.success).toBe(false);
      expect(refused.body.message).toMatch(/günlük/i);
      expect(await money('/api/payment/deposit', card(150), player.token, key)).toEqual(refused);
      const inEnglish = await api.raw('POST', '/api/payment/deposit', {
        body: JSON.stringify(card(150)),
        token: player.token,
        locale: 'en',
        headers: { 'idempotency-key': key },
      });
      const english = (await inEnglish.json()) as { success: boolean; message: string };
      expect(english.success).toBe(false);
      expect(english.message).toMatch(/daily/i);
      expect(english.message).not.toMatch(/[{}]/);
    });

    it('the key with another request, or on another call, is refused with 422 and moves nothing', async () => {
      const player = await registered(api);
      const key = newKey();
      expect((await money('/api/payment/deposit', card(100), player.token, key)).body.success).toBe(true);
      const other = await money('/api/payment/deposit', card(101), player.token, key);
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({ success: false });
      expect((await money('/api/payment/withdraw', card(100), player.token, key)).status).toBe(422);
      expect(await balanceOf(player.token)).toBe(100);
      // Keys belong to a player: another player's key of the same text is theirs alone.
      const someoneElse = await registered(api);
      expect((await money('/api/payment/deposit', card(120), someoneElse.token, key)).body.success).toBe(true);
      expect(await balanceOf(someoneElse.token)).toBe(120);
    });

    it('a malformed key is a 400', async () => {
      const player = await registered(api);
      for (const key of ['short', 'has space inside it', 'x'.repeat(129), 'ünïcode-key-1234']) {
        const answer = await money('/api/payment/deposit', card(100), player.token, key);
        expect(answer.status, key).toBe(400);
      }
      // Quoted, as the IETF draft writes a structured-field string.
      expect((await money('/api/payment/deposit', card(100), player.token, `"${newKey()}"`)).body.success).toBe(true);
      expect(await balanceOf(player.token)).toBe(100);
    });

    it('a game round sent twice at once is played once and answered the same', async () => {
      const player = await fundedPlayer(api, 500);
      const [game] = await deps.db.query<{ code: string }>(
        "SELECT code FROM games WHERE provider_name = 'Pragmatic Play' AND system_category NOT IN (21, 22, 23, 24, 25, 31, 32, 51) ORDER BY sort LIMIT 1",
      );
      const launch = await api.call('pragmaticLaunch', { code: game!.code }, { token: player.token });
      const launchToken = new URL(launch.body.data as string).searchParams.get('token')!;
      const play = async (key: string) => {
        const response = await api.app.request('/demo/games/api/play', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ token: launchToken, stake: 10 }),
        });
        return (await response.json()) as { success: boolean; data: { roundId: number; balance: number } };
      };
      const key = newKey();
      const answers = await Promise.all([play(key), play(key), play(key)]);
      expect(answers[0]!.success).toBe(true);
      expect(answers.every((a) => JSON.stringify(a) === JSON.stringify(answers[0]))).toBe(true);
      expect(await ledgerCount(player.username, 'bet')).toBe(1);
      expect(await balanceOf(player.token)).toBe(answers[0]!.data.balance);
      const next = await play(newKey());
      expect(next.data.roundId).not.toBe(answers[0]!.data.roundId);
      expect(await ledgerCount(player.username, 'bet')).toBe(2);
    });

    it('a sportsbook bet sent twice is placed once', async () => {
      const funded = await fundedPlayer(api, 500);
      const auth = AuthData.parse((await api.call('login', { username: funded.username, password: funded.password })).body.data);
      const event = listEvents(await sportsbookSecret(deps.db), Date.now(), 'prematch', 'tr').find(
        (e) => e.open && e.selections[0]!.odds !== null,
      )!;
      const body = { token: auth.betcoToken, eventId: event.id, selection: '1', odds: event.selections[0]!.odds, stake: 50 };
      const bet = async (key: string) => {
        const response = await api.app.request('/demo/sportsbook/api/bet', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body),
        });
        return (await response.json()) as { success: boolean; data: { bet: { id: number } } };
      };
      const key = newKey();
      const [a, b] = await Promise.all([bet(key), bet(key)]);
      expect(a.success).toBe(true);
      expect(b).toEqual(a);
      expect(await ledgerCount(funded.username, 'sport_bet')).toBe(1);
      expect(await balanceOf(auth.token)).toBe(450);
    });

    it('keys are kept at least 24 hours, then purged', async () => {
      const player = await registered(api);
      const key = newKey();
      await money('/api/payment/deposit', card(100), player.token, key);
      expect(await purgeIdempotencyKeys(deps.db, 24)).toBe(0);
      await deps.db.query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1", [key]);
      expect(await purgeIdempotencyKeys(deps.db, 48)).toBe(0);
      // A retention below a day is raised to a day.
      expect(await purgeIdempotencyKeys(deps.db, 1)).toBe(1);
    });
  });
}
