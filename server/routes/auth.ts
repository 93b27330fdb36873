import { Hono, type Context } from 'hono';
import { mailOrigin } from '../http/siteOrigin';
import { calls } from '../../contract/calls';
import type { AppEnv } from '../context';
import { ok } from '../http/respond';
import { clientIp } from '../http/rateLimit';
import { scryptFor } from '../http/callGuard';
import { requireAuth } from '../http/requireAuth';
import { json } from '../http/validate';
import * as accounts from '../services/accounts';
import type { RequestMeta } from '../services/accounts';

export function requestMeta(c: Context<AppEnv>): RequestMeta {
  return {
    ip: clientIp(c),
    device: c.req.header('user-agent') ?? '',
    fingerprint: c.req.header('x-fingerprint') ?? '',
    locale: c.get('locale'),
    // Set by the call guard for every call that names a username (http/callGuard.ts).
    requester: c.get('requester'),
  };
}

// The limits per address and per account of these calls come from the call
// table (contract/calls.ts: spendsScrypt, credential) through the call guard.
export function authRoutes() {
  return new Hono<AppEnv>()
    .post('/login', json(calls.login.request), async (c) => {
      const { data, message } = await accounts.login(c.get('deps'), c.req.valid('json'), requestMeta(c), scryptFor(c));
      return ok(c, data, message.key, message.params);
    })
    .post('/register', json(calls.register.request), async (c) => {
      const data = await accounts.register(c.get('deps'), c.req.valid('json'), requestMeta(c), scryptFor(c), mailOrigin(c));
      return ok(c, data, 'registerSuccess', { username: data.username });
    })
    .get('/form', async (c) => {
      const countries = await c.get('deps').db.query<{ id: number; name: string }>('SELECT id, name FROM countries ORDER BY id');
      return ok(c, { countries });
    })
    .get('/logout', requireAuth, async (c) => {
      await accounts.logout(c.get('deps'), c.get('auth'));
      return ok(c, null, 'logoutSuccess');
    })
    .post('/sendresetpassword', json(calls.sendResetPassword.request), async (c) => {
      await accounts.sendResetCode(c.get('deps'), c.req.valid('json').username, requestMeta(c));
      return ok(c, null, 'resetSent');
    })
    .post('/checkresetcode', json(calls.checkResetCode.request), async (c) => {
      const { username, code } = c.req.valid('json');
      await accounts.checkResetCode(c.get('deps'), username, code, requestMeta(c));
      return ok(c, null, 'resetCodeValid');
    })
    .post('/changepasswordwithcode', json(calls.changePasswordWithCode.request), async (c) => {
      await accounts.resetPassword(c.get('deps'), c.req.valid('json'), requestMeta(c), scryptFor(c));
      return ok(c, null, 'passwordResetDone');
    });
}
