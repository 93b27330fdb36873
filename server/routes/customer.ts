import { Hono } from 'hono';
import { calls } from '../../contract/calls';
import type { AppEnv } from '../context';
import { ok } from '../http/respond';
import { scryptFor } from '../http/callGuard';
import { requireAuth } from '../http/requireAuth';
import { json } from '../http/validate';
import * as accounts from '../services/accounts';
import { profile, sessionHistory } from '../services/customer';
import { listNotifications, markRead } from '../services/notifications';
import { playerActivity } from '../services/activity';
import { confirmEmail, resendConfirmation } from '../services/emailConfirmation';
import { mailOrigin } from '../http/siteOrigin';
import * as rg from '../services/responsibleGaming';

// The phone, password and self-exclusion calls are limited per address and per account by the
// call guard, from the call table's marks (contract/calls.ts: spendsScrypt, credential).
export function customerRoutes() {
  return (
    new Hono<AppEnv>()
      .use(requireAuth)
      .post('/updatephone', json(calls.updatePhone.request), async (c) => {
        const body = c.req.valid('json');
        const deps = c.get('deps');
        if (body.step === 1) {
          await accounts.sendSmsCode(deps, c.get('auth'), body.phone, c.get('locale'));
          return ok(c, null, 'smsSent', { phone: body.phone });
        }
        return ok(c, await accounts.verifySmsCode(deps, c.get('auth'), body.phone, body.code, c.get('locale')), 'phoneVerified');
      })
      .post('/notification', json(calls.notifications.request), async (c) => {
        const { skip, take } = c.req.valid('json');
        return ok(c, await listNotifications(c.get('deps').db, c.get('auth').userId, skip, take));
      })
      .post('/readnotification', json(calls.readNotification.request), async (c) => {
        const updated = await markRead(c.get('deps').db, c.get('auth').userId, c.req.valid('json').id);
        return ok(c, { updated });
      })
      .post('/changepassword', json(calls.changePassword.request), async (c) => {
        await accounts.changePassword(c.get('deps'), c.get('auth'), c.req.valid('json'), c.get('locale'), scryptFor(c));
        return ok(c, null, 'passwordChanged');
      })
      .post('/sessions', json(calls.sessionHistory.request), async (c) => {
        const { skip, take } = c.req.valid('json');
        return ok(c, await sessionHistory(c.get('deps').db, c.get('auth'), skip, take));
      })
      // The e-mail confirmation (issue 34): the link again, and its code checked.
      .post('/sendemailconfirmation', json(calls.sendEmailConfirmation.request), async (c) => {
        await resendConfirmation(c.get('deps'), c.get('auth'), mailOrigin(c), c.get('locale'));
        return ok(c, null, 'emailConfirmationSent');
      })
      .post('/confirmemail', json(calls.confirmEmail.request), async (c) => {
        await confirmEmail(c.get('deps'), c.get('auth'), c.req.valid('json').code);
        return ok(c, null, 'emailConfirmed');
      })
      .get('/profile', async (c) => ok(c, await profile(c.get('deps').db, c.get('auth').userId)))
      // Responsible gaming (issue 8).
      .get('/limits', async (c) => ok(c, await rg.playerLimits(c.get('deps'), c.get('auth'))))
      // The last 30 days against the limits (issue 33, item 8).
      .get('/activity', async (c) => ok(c, await playerActivity(c.get('deps'), c.get('auth'))))
      .post('/limits', json(calls.setLimit.request), async (c) => {
        const outcome = await rg.setLimit(c.get('deps'), c.get('auth'), c.req.valid('json'));
        return ok(c, await rg.playerLimits(c.get('deps'), c.get('auth')), outcome === 'applied' ? 'limitApplied' : 'limitPending');
      })
      .post('/realitycheck', json(calls.setRealityCheck.request), async (c) => {
        await rg.setRealityCheck(c.get('deps'), c.get('auth'), c.req.valid('json').minutes);
        return ok(c, await rg.playerLimits(c.get('deps'), c.get('auth')), 'realityCheckSaved');
      })
      .post('/timeout', json(calls.takeTimeout.request), async (c) => {
        const { days, password } = c.req.valid('json');
        const until = await rg.takeTimeout(c.get('deps'), c.get('auth'), days, password, c.get('locale'), scryptFor(c));
        return ok(c, { until: until.toISOString() }, 'timeoutTaken', { until: (locale) => rg.formatLocalTime(locale, until) });
      })
      .post('/selfexclusion', json(calls.selfExclude.request), async (c) => {
        const { months, password } = c.req.valid('json');
        const until = await rg.selfExclude(c.get('deps'), c.get('auth'), months, password, c.get('locale'), scryptFor(c));
        return until
          ? ok(c, { until: until.toISOString() }, 'selfExclusionTaken', { until: (locale) => rg.formatLocalTime(locale, until) })
          : ok(c, { until: null }, 'selfExclusionTakenForever');
      })
      // The end of a self-exclusion (the third review of issue 32): the person asks to return; the account reopens a day later.
      .post('/returnfromexclusion', json(calls.returnFromExclusion.request), async (c) => {
        const reopensAt = await rg.returnFromExclusion(
          c.get('deps'),
          c.get('auth'),
          c.req.valid('json').password,
          c.get('locale'),
          scryptFor(c),
        );
        return ok(c, await rg.playerLimits(c.get('deps'), c.get('auth')), 'returnRequested', {
          reopensAt: (locale) => rg.formatLocalTime(locale, reopensAt),
        });
      })
  );
}
