// The device cookie (issue 32, M10), after OWASP's "Slow Down Online
// Guessing Attacks with Device Cookies": a random id for the browser, signed
// with a key only the server holds, so it cannot be made up. The site sends
// it back by itself (HttpOnly, SameSite=Strict, on /api/auth only); it is
// no credential and opens nothing. It serves two things:
// - a device from which the account has logged in, signed up or reset its
//   password is *known* to it (known_devices): the lock and the limits that
//   strangers share do not reach it, so an attacker cannot lock the owner out;
// - a reset code is bound to the browser that asked for it (an address can
//   change between the e-mail and the code; the browser does not).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, Requester } from '../context';
import type { Queryable } from '../db/database';
import { addressBucket, clientIp } from './clientAddress';

export const DEVICE_COOKIE = 'dv';
export const DEVICE_COOKIE_DAYS = 180;
const SETTING = 'device-cookie-key';

const keys = new WeakMap<object, Promise<Buffer>>();

/** The signing key, made once and kept in the settings (every instance signs alike). */
function deviceKey(db: Queryable): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      const read = async () =>
        (await db.query<{ key: string | null }>("SELECT (SELECT value #>> '{}' FROM settings WHERE key = $1) AS key", [SETTING]))[0]?.key ??
        null;
      let value = await read();
      if (value === null) {
        // Two instances starting at once keep whichever key was written first.
        await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
          SETTING,
          JSON.stringify(randomBytes(32).toString('base64url')),
        ]);
        value = (await read())!;
      }
      return Buffer.from(value, 'base64url');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const signature = (key: Buffer, id: string) => createHmac('sha256', key).update(`device:${id}`).digest('base64url').slice(0, 32);

/** The browser's device id from its cookie, when the cookie is one the server signed; else null. */
export async function deviceOf(c: Context<AppEnv>): Promise<string | null> {
  const value = getCookie(c, DEVICE_COOKIE);
  if (!value || value.length > 100) return null;
  const [id, mac] = value.split('.');
  if (!id || !mac || !/^[\w-]{22}$/.test(id)) return null;
  const expected = Buffer.from(signature(await deviceKey(c.get('deps').db), id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The browser's device id, giving it a new signed cookie when it has none. */
export async function ensureDevice(c: Context<AppEnv>): Promise<string> {
  const known = await deviceOf(c);
  if (known) return known;
  const id = randomBytes(16).toString('base64url');
  setCookie(c, DEVICE_COOKIE, `${id}.${signature(await deviceKey(c.get('deps').db), id)}`, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Strict',
    // Behind a proxy that ends TLS the request reads http: the cookie then goes without Secure (it opens nothing).
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
  });
  return id;
}

export async function requesterFor(c: Context<AppEnv>, usernameKey: string): Promise<Requester> {
  const sent = await deviceOf(c);
  const device = sent ?? (await ensureDevice(c));
  const address = addressBucket(clientIp(c));
  const known = sent !== null && (await isKnownDevice(c.get('deps').db, usernameKey, sent));
  return { bucket: known ? `d:${device}` : `a:${address}`, device, address, known };
}

async function isKnownDevice(db: Queryable, usernameKey: string, device: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM known_devices WHERE username_key = $1 AND device = $2', [usernameKey, device])).length > 0;
}

/** Devices an account remembers: the most recently used (a client that keeps no cookies makes a new one a login). */
export const KNOWN_DEVICES_KEPT = 20;

/** Remembers that the account's owner used this device (a login, the sign-up, a reset). */
export async function rememberDevice(db: Queryable, usernameKey: string, device: string, userId: number): Promise<void> {
  if (!device) return;
  await db.query(
    `INSERT INTO known_devices (username_key, device, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (username_key, device) DO UPDATE SET last_seen_at = now()`,
    [usernameKey, device, userId],
  );
  await db.query(
    `DELETE FROM known_devices WHERE username_key = $1 AND device NOT IN
       (SELECT device FROM known_devices WHERE username_key = $1 ORDER BY last_seen_at DESC LIMIT $2)`,
    [usernameKey, KNOWN_DEVICES_KEPT],
  );
}
