// 1,000 demo rounds through the game API, as a game page plays them, then the
// books: the balance, the game history and the top winners must agree with
// the ledger to the kuruş.
import { describe, expect, it } from 'vitest';
import { GameTransactionType } from '../../contract/enums';
import type { Game, GameHistoryRow, TopWinner } from '../../contract/schemas';
import { fundedPlayer, registered, TEST_CARD, useTestApi } from './testServer';

const t = useTestApi();
const minor = (lira: number) => Math.round(lira * 100);

async function launchToken(token: string, game: Game): Promise<string> {
  const { body } =
    game.providerName === 'EveryMatrix'
      ? await t.api.call('everyMatrixLaunch', { code: game.gameCode, productId: game.productId! }, { token })
      : await t.api.call('hub88Launch', { platform: 1, gameCode: game.gameCode, language: 'tr', lobbyUrl: '' }, { token });
  expect(body.success, body.message).toBe(true);
  return new URL(body.data).searchParams.get('token')!;
}

async function play(body: Record<string, unknown>) {
  const response = await t.api.app.request('/demo/games/api/play', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as {
    success: boolean;
    message: string;
    data: { roundId: number; stake: number; win: number; balance: number };
  };
}

async function allHistory(token: string, filter: { from?: string; to?: string } = {}) {
  const rows: GameHistoryRow[] = [];
  let total = Infinity;
  while (rows.length < total) {
    const { body } = await t.api.call('gameHistory', { skip: rows.length, take: 100, ...filter }, { token });
    total = body.data.total;
    rows.push(...body.data.items);
    if (body.data.items.length === 0) break;
  }
  return { rows, total };
}

describe('1,000 demo rounds', () => {
  it('balance = deposits − stakes + wins; game history and top winners agree with the ledger', { timeout: 120_000 }, async () => {
    const player = await registered(t.api);
    let deposits = 0;
    for (const amount of [1500, 2500.5]) {
      const { body } = await t.api.call(
        'deposit',
        { id: 2, target: 'pay', detail: { ...TEST_CARD, Amount: amount } },
        { token: player.token },
      );
      expect(body.success).toBe(true);
      deposits += minor(amount);
    }

    const all = (await t.api.call('categoryGames', { systemCategory: [1, 21, 24, 32] })).body.data as Game[];
    const pick = (category: number) => all.find((g) => g.systemCategory === category && ['Hub88', 'EveryMatrix'].includes(g.providerName))!;
    const tables = [
      { game: pick(1), bets: [{}] },
      { game: pick(21), bets: [{ bet: 'red' }, { bet: 'odd' }, { bet: 'straight', number: 0 }, { bet: 'straight', number: 23 }] },
      { game: pick(24), bets: [{ bet: 'player' }, { bet: 'banker' }, { bet: 'tie' }] },
      { game: pick(32), bets: [{ cashOut: 1.5 }, { cashOut: 3 }, { cashOut: 12.5 }] },
    ];
    const tokens = await Promise.all(tables.map((table) => launchToken(player.token, table.game)));
    const stakes = [0.5, 1, 2, 5];

    let staked = 0;
    let won = 0;
    const wins: Array<{ amount: number; live: boolean }> = [];
    const rounds = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const table = tables[i % tables.length]!;
      const result = await play({
        token: tokens[i % tables.length],
        stake: stakes[i % stakes.length],
        ...table.bets[Math.floor(i / tables.length) % table.bets.length],
      });
      expect(result.success, result.message).toBe(true);
      staked += minor(result.data.stake);
      won += minor(result.data.win);
      if (result.data.win > 0) wins.push({ amount: minor(result.data.win), live: table.game.isLive ?? false });
      expect(minor(result.data.balance)).toBe(deposits - staked + won);
      rounds.add(result.data.roundId);
    }
    expect(rounds.size).toBe(1000);

    // The balance the site reads.
    const balance = (await t.api.call('balance', undefined, { token: player.token })).body.data.balance as number;
    expect(minor(balance)).toBe(deposits - staked + won);

    // The ledger.
    const [{ id: userId }] = (await t.deps.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [player.username])) as [
      { id: number },
    ];
    const ledger = await t.deps.db.query<{ reason: string; total: string; entries: string }>(
      'SELECT reason, sum(amount_minor)::text AS total, count(*)::text AS entries FROM ledger WHERE user_id = $1 GROUP BY reason',
      [userId],
    );
    const byReason = Object.fromEntries(ledger.map((r) => [r.reason, { total: Number(r.total), entries: Number(r.entries) }]));
    expect(byReason.deposit).toEqual({ total: deposits, entries: 2 });
    expect(byReason.bet).toEqual({ total: -staked, entries: 1000 });
    expect(byReason.win ?? { total: 0, entries: 0 }).toEqual({ total: won, entries: wins.length });

    // The game history, as the dashboard pages through it.
    const { rows, total } = await allHistory(player.token);
    expect(total).toBe(1000 + wins.length);
    expect(rows).toHaveLength(total);
    const sum = (type: number) => rows.filter((r) => r.type === type).reduce((s, r) => s + minor(r.amount), 0);
    expect(sum(GameTransactionType.Bet)).toBe(staked);
    expect(sum(GameTransactionType.Win)).toBe(won);
    expect(new Set(rows.map((r) => r.roundId)).size).toBe(1000);
    // Newest first, each row naming its game.
    expect(rows[0]!.id).toBeGreaterThan(rows.at(-1)!.id);
    expect(new Set(rows.map((r) => r.game))).toEqual(new Set(tables.map((table) => table.game.name)));

    // The top winners: this database's largest wins, live and non-live apart.
    for (const live of [false, true]) {
      const top = (await t.api.call('topWinners', { isLive: live, count: 40 })).body.data as TopWinner[];
      const expected = wins
        .filter((w) => w.live === live)
        .map((w) => w.amount)
        .sort((a, b) => b - a)
        .slice(0, 40);
      expect(top.map((w) => minor(w.amount))).toEqual(expected);
    }
  });
});

describe('casino/gamehistory', () => {
  it('pages, filters by day, needs a player and names bad input', async () => {
    const player = await fundedPlayer(t.api, 100);
    const slot = ((await t.api.call('categoryGames', { systemCategory: [1] })).body.data as Game[]).find(
      (g) => g.providerName === 'Hub88',
    )!;
    const token = await launchToken(player.token, slot);
    for (let i = 0; i < 5; i++) expect((await play({ token, stake: 1 })).success).toBe(true);

    const [{ today }] = (await t.deps.db.query<{ today: string }>("SELECT to_char(current_date, 'YYYY-MM-DD') AS today")) as [
      { today: string },
    ];
    const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const first = (await t.api.call('gameHistory', { skip: 0, take: 3 }, { token: player.token })).body.data;
    expect(first.items).toHaveLength(3);
    expect(first.items[0]).toMatchObject({ game: slot.name, gameCode: slot.gameCode });
    const second = (await t.api.call('gameHistory', { skip: 3, take: 100 }, { token: player.token })).body.data;
    expect(second.total).toBe(first.total);
    expect(first.items.length + second.items.length).toBe(first.total);
    expect((await allHistory(player.token, { from: today, to: today })).total).toBe(first.total);
    expect((await allHistory(player.token, { from: shift(1) })).total).toBe(0);
    expect((await allHistory(player.token, { to: shift(-1) })).total).toBe(0);

    // Another player sees only their own.
    const other = await registered(t.api);
    expect((await t.api.call('gameHistory', { skip: 0, take: 10 }, { token: other.token })).body.data).toEqual({ items: [], total: 0 });

    expect((await t.api.call('gameHistory', { skip: 0, take: 10 })).status).toBe(401);
    for (const [payload, field] of [
      [{ skip: 0, take: 0 }, 'take'],
      [{ skip: -1, take: 10 }, 'skip'],
      [{ skip: 0, take: 10, from: 'yesterday' }, 'from'],
    ] as const) {
      const response = await t.api.raw('POST', '/api/casino/gamehistory', {
        body: JSON.stringify(payload),
        token: player.token,
        locale: 'en',
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(field);
    }
  });
});
