// user/balance, bonus/*, payment/*, transaction/list.
import { Hono } from 'hono';
import { topWinnersCache } from '../casino/rounds';
import { calls } from '../../contract/calls';
import type { AppEnv } from '../context';
import { recordPlayTime } from '../services/responsibleGaming';
import { idempotencyKeyOf } from '../http/idempotencyKey';
import { ok } from '../http/respond';
import { requireAuth } from '../http/requireAuth';
import { siteOrigin } from '../http/siteOrigin';
import { json } from '../http/validate';
import { formatMinor } from '../messages';
import * as bonuses from '../services/bonuses';
import * as payments from '../services/payments';
import { toLira } from '../services/wallet';

export const userRoutes = () =>
  new Hono<AppEnv>().get('/balance', requireAuth, async (c) => {
    // The page polls this every 10 s while logged in: it is the heartbeat the session time limit counts.
    await recordPlayTime(c.get('deps'), c.get('auth').userId, c.get('locale'));
    const { real, bonus } = await c.get('deps').balances.pots(c.get('auth').userId);
    return ok(c, { balance: toLira(real + bonus), bonusBalance: toLira(bonus) });
  });

export const bonusRoutes = () =>
  new Hono<AppEnv>()
    .use(requireAuth)
    .get('/definetrialbonus', async (c) => {
      const amount = await bonuses.claimTrialBonus(c.get('deps'), c.get('auth'), c.get('locale'));
      return ok(c, null, 'trialBonusCredited', { amount: formatMinor(amount) });
    })
    .post('/available', async (c) =>
      ok(c, await bonuses.availableBonuses(c.get('deps').db, c.get('auth').userId, c.get('locale'), c.get('deps').clock.now())),
    )
    .post('/claim', json(calls.claimBonus.request), async (c) => {
      const title = await bonuses.claimBonus(c.get('deps'), c.get('auth'), c.req.valid('json').id, c.get('locale'));
      return ok(c, null, 'bonusClaimed', { title });
    })
    .post('/history', json(calls.bonusHistory.request), async (c) => {
      const { skip, take } = c.req.valid('json');
      return ok(c, await bonuses.bonusHistory(c.get('deps').db, c.get('auth').userId, skip, take));
    });

export const paymentRoutes = () =>
  new Hono<AppEnv>()
    .use(requireAuth)
    .post('/methods', json(calls.paymentMethods.request), async (c) =>
      ok(c, await payments.listMethods(c.get('deps').db, c.req.valid('json').type)),
    )
    .post('/detail', json(calls.paymentDetail.request), async (c) => {
      const { id, type } = c.req.valid('json');
      return ok(c, await payments.methodFields(c.get('deps').db, id, type, c.get('auth').userId, c.get('locale')));
    })
    .post('/deposit', json(calls.deposit.request), async (c) => {
      const origin = siteOrigin(c);
      const request = c.req.valid('json');
      const outcome = await payments.deposit(
        c.get('deps'),
        c.get('auth'),
        request,
        origin,
        c.get('locale'),
        idempotencyKeyOf(c, 'deposit', request),
      );
      return outcome.kind === 'redirect'
        ? ok(c, outcome.url, 'depositContinue')
        : ok(c, null, 'depositCredited', { amount: formatMinor(outcome.amountMinor) });
    })
    .post('/withdraw', json(calls.withdraw.request), async (c) => {
      const request = c.req.valid('json');
      const amount = await payments.withdraw(
        c.get('deps'),
        c.get('auth'),
        request,
        c.get('locale'),
        idempotencyKeyOf(c, 'withdraw', request),
      );
      return ok(c, null, 'withdrawRequested', { amount: formatMinor(amount) });
    });

export const transactionRoutes = (winners = topWinnersCache()) =>
  new Hono<AppEnv>()
    .post('/list', requireAuth, json(calls.transactions.request), async (c) =>
      ok(c, await payments.listTransactions(c.get('deps').db, c.get('auth').userId, c.req.valid('json'))),
    )
    .post('/topwinners', json(calls.topWinners.request), async (c) => {
      const { isLive, count } = c.req.valid('json');
      return ok(c, await winners(c.get('deps').db, isLive, count));
    });
