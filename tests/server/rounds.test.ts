import { describe, expect, it } from 'vitest';
import { GameTransactionType } from '../../contract/enums';
import { TopWinner } from '../../contract/schemas';
import { maskName, playRound } from '../../server/casino/rounds';
import { Refusal } from '../../server/http/respond';
import { postEntry } from '../../server/services/wallet';
import { registered, useTestApi } from './testServer';

const t = useTestApi();

async function fundedPlayer(amountMinor: number) {
  const player = await registered(t.api);
  const [{ id }] = (await t.deps.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [player.username])) as [
    { id: number },
  ];
  await t.deps.db.transaction((tx) => postEntry(tx, t.deps.events, { userId: id, amountMinor, reason: 'seed' }));
  return { ...player, id };
}
const balanceOf = async (token: string) => (await t.api.call('balance', undefined, { token })).body.data.balance as number;
/** A round that pays `multiplier` × stake whatever the random source says. */
const pays = (multiplier: number) => (_random: (max: number) => number, stake: number) => ({
  outcome: { multiplier },
  winMinor: stake * multiplier,
});

describe('rounds of the demo games', () => {
  it('debits the stake, credits the win, writes Bet and Win rows and pushes the balance', async () => {
    const player = await fundedPlayer(100_00);
    const pushes: unknown[] = [];
    const unsubscribe = t.deps.events.subscribe((event) => event.kind === 'push' && event.userId === player.id && pushes.push(event));
    const won = await playRound(t.deps.db, t.deps.events, { userId: player.id, gameCode: 'amusnet-0001', stakeMinor: 10_00 }, pays(3));
    expect(won).toMatchObject({ stake: 10, win: 30, balance: 120 });
    const lost = await playRound(t.deps.db, t.deps.events, { userId: player.id, gameCode: 'amusnet-0001', stakeMinor: 5_00 }, pays(0));
    expect(lost).toMatchObject({ stake: 5, win: 0, balance: 115 });
    expect(await balanceOf(player.token)).toBe(115);
    const history = await t.deps.db.query<{ round_id: string; type: number; amount_minor: string }>(
      'SELECT round_id, type, amount_minor FROM game_history WHERE user_id = $1 ORDER BY id',
      [player.id],
    );
    expect(history.map((h) => [Number(h.round_id), h.type, Number(h.amount_minor)])).toEqual([
      [won.roundId, GameTransactionType.Bet, 10_00],
      [won.roundId, GameTransactionType.Win, 30_00],
      [lost.roundId, GameTransactionType.Bet, 5_00],
    ]);
    await expect.poll(() => pushes.length).toBeGreaterThanOrEqual(3);
    unsubscribe();
  });

  it('refuses a stake above the balance, an invalid stake and an unknown game, and moves no money', async () => {
    const player = await fundedPlayer(5_00);
    const play = (stakeMinor: number, gameCode = 'amusnet-0001') =>
      playRound(t.deps.db, t.deps.events, { userId: player.id, gameCode, stakeMinor }, pays(2));
    await expect(play(6_00)).rejects.toEqual(new Refusal('insufficientFunds'));
    await expect(play(0)).rejects.toEqual(new Refusal('invalidStake'));
    await expect(play(1_00, 'no-such-game')).rejects.toEqual(new Refusal('unknownGame'));
    expect(await balanceOf(player.token)).toBe(5);
  });

  it('the outcome comes from the server random source it is given', async () => {
    const player = await fundedPlayer(10_00);
    const seen: number[] = [];
    const result = await playRound(
      t.deps.db,
      t.deps.events,
      { userId: player.id, gameCode: 'amusnet-0001', stakeMinor: 1_00 },
      (random, stake) => {
        const n = random(37);
        seen.push(n);
        return { outcome: { number: n }, winMinor: n === 7 ? stake * 36 : 0 };
      },
      () => 7,
    );
    expect(seen).toEqual([7]);
    expect(result).toMatchObject({ win: 36, outcome: { number: 7 } });
  });
});

describe('transaction/topwinners', () => {
  it('lists the largest wins with masked names, live and non-live apart', async () => {
    const player = await fundedPlayer(1000_00);
    const [live] = await t.deps.db.query<{ code: string }>('SELECT code FROM games WHERE is_live ORDER BY sort LIMIT 1');
    await playRound(t.deps.db, t.deps.events, { userId: player.id, gameCode: 'amusnet-0001', stakeMinor: 100_00 }, pays(50));
    await playRound(t.deps.db, t.deps.events, { userId: player.id, gameCode: live!.code, stakeMinor: 10_00 }, pays(2));
    const slots = (await t.api.call('topWinners', { isLive: false, count: 40 })).body.data as TopWinner[];
    expect(slots[0]).toMatchObject({ amount: 5000, name: maskName(player.username), currencySymbol: '₺' });
    expect(slots[0]!.name).not.toBe(player.username);
    expect(slots.every((row) => TopWinner.safeParse(row).success)).toBe(true);
    const tables = (await t.api.call('topWinners', { isLive: true, count: 1 })).body.data as TopWinner[];
    expect(tables).toHaveLength(1);
    expect(tables[0]!.amount).toBeGreaterThanOrEqual(20);
    expect(maskName('demo')).toBe('de*o');
    expect((await t.api.call('topWinners', { isLive: true, count: 0 } as never)).status).toBe(400);
  });
});
