import { Hono, type Context } from 'hono';
import { calls } from '../../contract/calls';
import type { AppEnv } from '../context';
import { ok } from '../http/respond';
import { clientIp, rateLimit, usernameRateLimit } from '../http/rateLimit';
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
  };
}

export function authRoutes(limitPerMinute: number, perUsernamePerMinute: number) {
  const limited = rateLimit(limitPerMinute);
  // Beside the per-address limit: many addresses against one account get no further than one.
  const perName = usernameRateLimit(perUsernamePerMinute);
  return new Hono<AppEnv>()
    .post('/login', limited, json(calls.login.request), perName, async (c) => {
      const { data, message } = await accounts.login(c.get('deps'), c.req.valid('json'), requestMeta(c));
      return ok(c, data, message.key, message.params);
    })
    .post('/register', limited, json(calls.register.request), async (c) => {
      const data = await accounts.register(c.get('deps'), c.req.valid('json'), requestMeta(c));
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
    .post('/sendresetpassword', limited, json(calls.sendResetPassword.request), perName, async (c) => {
      await accounts.sendResetCode(c.get('deps'), c.req.valid('json').username, c.get('locale'));
      return ok(c, null, 'resetSent');
    })
    .post('/checkresetcode', limited, json(calls.checkResetCode.request), perName, async (c) => {
      const { username, code } = c.req.valid('json');
      await accounts.checkResetCode(c.get('deps'), username, code);
      return ok(c, null, 'resetCodeValid');
    })
    .post('/changepasswordwithcode', limited, json(calls.changePasswordWithCode.request), perName, async (c) => {
      await accounts.resetPassword(c.get('deps'), c.req.valid('json'));
      return ok(c, null, 'passwordResetDone');
    });
}
