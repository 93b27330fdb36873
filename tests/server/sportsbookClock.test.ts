// The sportsbook's clock and costs (issue 32): a suspended selection is
// refused as every refusal is, in the player's language (H2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthData } from '../../contract/schemas';
import type { Deps } from '../../server/context';
import { writeSetting } from '../../server/services/settings';
import { listEvents, type SportEvent } from '../../server/sportsbook/events';
import { apiFor, createTestDeps, fundedPlayer, type Api } from './testServer';

const sportsbookApi = (api: Api, path: string, body: unknown) =>
  api.app.request(`/demo/sportsbook/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function sportsPlayer(api: Api, amount: number) {
  const player = await fundedPlayer(api, amount);
  const auth = AuthData.parse((await api.call('login', { username: player.username, password: player.password })).body.data);
  return { ...player, auth };
}

const balanceOf = async (api: Api, token: string) => (await api.call('balance', undefined, { token })).body.data.balance as number;

describe('a suspended selection is refused like any bet the book does not take (H2)', () => {
  let deps: Deps;
  let api: Api;
  beforeAll(async () => {
    deps = await createTestDeps();
    api = apiFor(deps);
  });
  afterAll(() => deps.db.close());

  it('in Turkish and in English, and the stake stays with the player', async () => {
    const player = await sportsPlayer(api, 100);
    // A secret under which an upcoming match has a selection the book suspends (a basketball favourite
    // too near certain to price): pre-match prices hold until the start.
    const now = Date.now();
    let found: { secret: string; event: SportEvent; key: string } | null = null;
    for (let i = 0; i < 100 && !found; i++) {
      const secret = `suspended-${i}`;
      const event = listEvents(secret, now, 'prematch', 'en').find((e) => Date.parse(e.startsAt) > now + 5 * 60_000 && e.selections.some((s) => s.odds === null));
      const key = event?.selections.find((s) => s.odds === null)?.key;
      if (event && key) found = { secret, event, key };
    }
    expect(found, 'a suspended pre-match selection under one of 100 secrets').not.toBeNull();
    const { secret, event, key } = found!;
    await writeSetting(deps.db, 'sportsbook-secret', secret);
    for (const [lang, text] of [
      ['en', 'This selection is suspended: its result is decided or all but certain. Try another selection.'],
      ['tr', 'Bu seçenek şu anda bahse kapalı: sonucu belli ya da neredeyse kesin. Başka bir seçenek deneyin.'],
    ] as const) {
      const response = await sportsbookApi(api, 'bet', { token: player.auth.betcoToken, lang, eventId: event.id, selection: key, odds: 1.01, stake: 10 });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: false, message: text, data: null });
    }
    expect(await balanceOf(api, player.auth.token)).toBe(100);
  });
});
