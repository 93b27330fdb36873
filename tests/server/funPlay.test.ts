// Play for fun (issue 21, item 16): a fun session plays its game with play
// money for a visitor or a player, and its token is good for nothing else.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../contract/schemas';
import { FUN_BALANCE_MINOR } from '../../server/casino/funPlay';
import { registered, useTestApi } from './testServer';

const t = useTestApi();

async function gameApi(path: 'start' | 'play', body: Record<string, unknown>) {
  const response = await t.api.app.request(`/demo/games/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; message: string; data: { balance: number; fun?: boolean } },
  };
}
const slot = async () => ((await t.api.call('categoryGames', { systemCategory: [1], take: 1 })).body.data as Game[])[0]!;
const funToken = (url: string) => new URL(url).searchParams.get('token')!;

describe('casino/funlaunchurl', () => {
  it('a visitor plays a slot for fun with play money; nothing of it reaches a wallet or a history', async () => {
    const game = await slot();
    expect(game.funMode).toBe(true);
    const { body } = await t.api.call('funLaunch', { gameCode: game.gameCode, isMobile: true, language: 'en', lobbyUrl: '' });
    expect(body.success, body.message).toBe(true);
    expect(body.data).toMatch(new RegExp(`/demo/games/fun/${game.gameCode}\\?token=fun_`));
    const token = funToken(body.data);
    const page = await t.api.app.request(new URL(body.data).pathname + new URL(body.data).search);
    expect(page.status).toBe(200);

    const started = await gameApi('start', { token });
    expect(started.body.data).toMatchObject({ balance: FUN_BALANCE_MINOR / 100, fun: true, language: 'en' });
    let balance = started.body.data.balance;
    for (let round = 0; round < 20; round++) {
      const played = await gameApi('play', { token, stake: 5 });
      expect(played.body.success, played.body.message).toBe(true);
      const { stake, win } = played.body.data as unknown as { stake: number; win: number };
      expect(played.body.data.balance).toBeCloseTo(balance - stake + win, 2);
      balance = played.body.data.balance;
    }
    // Play money runs out like money: a stake above it is refused.
    expect((await gameApi('play', { token, stake: 500 })).body.success).toBe(balance >= 500);
  });

  it('a fun token is refused by everything that moves or shows real money', async () => {
    const player = await registered(t.api);
    const game = await slot();
    const token = funToken(
      (await t.api.call('funLaunch', { gameCode: game.gameCode, isMobile: false, language: 'tr', lobbyUrl: '' }, { token: player.token }))
        .body.data,
    );
    // As a session: every call of a player is a 401.
    expect((await t.api.call('balance', undefined, { token })).status).toBe(401);
    expect((await t.api.call('deposit', { id: 2, target: 'pay', detail: { Amount: 100 } }, { token })).status).toBe(401);
    // As a launch token of a real game page: the page says it has ended.
    const real = await t.api.app.request(`/demo/games/hub88/${game.gameCode}?token=${encodeURIComponent(token)}`);
    expect(real.status).toBe(404);
    // The player's own money and history never moved.
    expect((await t.api.call('balance', undefined, { token: player.token })).body.data.balance).toBe(0);
    await gameApi('play', { token, stake: 1 });
    expect((await t.api.call('gameHistory', { skip: 0, take: 10 }, { token: player.token })).body.data.total).toBe(0);
    // A made-up fun token plays nothing.
    expect((await gameApi('start', { token: 'fun_' + 'x'.repeat(43) })).status).toBe(401);
  });

  it('a live table cannot be played for fun; an unknown game is refused', async () => {
    const [table] = (await t.api.call('categoryGames', { systemCategory: [21], take: 1 })).body.data as Game[];
    expect(table!.funMode).toBe(false);
    const refused = (
      await t.api.call('funLaunch', { gameCode: table!.gameCode, isMobile: false, language: 'en', lobbyUrl: '' }, { locale: 'en' })
    ).body;
    expect(refused).toMatchObject({ success: false, message: 'This game cannot be played for fun.' });
    expect((await t.api.call('funLaunch', { gameCode: 'nope', isMobile: false, language: 'tr', lobbyUrl: '' })).body.success).toBe(false);
  });
});
