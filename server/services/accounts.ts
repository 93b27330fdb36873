// Accounts: registration, login with lockout, sessions, password change,
// recovery by e-mailed code, phone verification by SMS code.
import {
  MINIMUM_AGE_YEARS,
  ageInYears,
  calendarDate,
  type AuthData,
  type ChangePasswordRequest,
  type LoginPayload,
  type PhoneState,
  type RegisterPayload,
} from '../../src/api/schemas';
import { NotificationType } from '../../src/api/enums';
import type { Auth, Deps } from '../context';
import { closedReason } from './responsibleGaming';
import type { Queryable } from '../db/database';
import { Refusal } from '../http/respond';
import { message, type Locale } from '../messages';
import { checkCode, codeRefusal, issueCode, smsWaitSeconds } from './codes';
import { createNotification } from './notifications';
import { send } from './outbox';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';
import { toLira } from './wallet';
import { SPORTSBOOK_URLS } from '../sportsbook/events';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 5;

export interface RequestMeta {
  ip: string;
  device: string;
  fingerprint: string;
  locale: Locale;
}

interface UserRow {
  id: number;
  usercode: string;
  username: string;
  email: string;
  password_hash: string;
  phone: string;
  sms_verified: boolean;
  failed_logins: number;
  locked_until: Date | null;
}

const USER_COLUMNS = 'id, usercode, username, email, password_hash, phone, sms_verified, failed_logins, locked_until';

export async function findUserByUsername(db: Queryable, username: string, forUpdate = false): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE lower(username) = lower($1)${forUpdate ? ' FOR UPDATE' : ''}`,
    [username.trim()],
  );
  return row;
}

async function findUserById(db: Queryable, id: number): Promise<UserRow> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

/** A new session and its sportsbook token (the site frames the sportsbook with it). */
interface OpenedSession {
  token: string;
  sportsbookToken: string;
}

async function openSession(deps: Deps, tx: Queryable, userId: number, meta: RequestMeta): Promise<OpenedSession> {
  const token = newToken();
  const sportsbookToken = newToken();
  await tx.query(
    `INSERT INTO sessions (user_id, token_hash, ip, device, fingerprint, expires_at, sportsbook_token_hash)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(hours => $6), $7)`,
    [userId, hashToken(token), meta.ip, meta.device.slice(0, 300), meta.fingerprint.slice(0, 100), deps.config.tokenTtlHours, hashToken(sportsbookToken)],
  );
  return { token, sportsbookToken };
}

/**
 * The login answer. The sportsbook fields point at the demo sportsbook: betco
 * is the desktop book (/spor, /livespor), betsy the mobile one (the fcg
 * routes); both take the session's sportsbook token.
 */
async function authData(deps: Deps, user: UserRow, session: OpenedSession): Promise<AuthData> {
  const balance = await deps.balances.get(user.id);
  return {
    token: session.token,
    balance: toLira(balance),
    username: user.username,
    usercode: user.usercode,
    phone: user.phone,
    smsVerified: user.sms_verified,
    betcoUrl: SPORTSBOOK_URLS.betco,
    betcoToken: session.sportsbookToken,
    betsyUrl: SPORTSBOOK_URLS.betsy,
    betsyToken: session.sportsbookToken,
    betsyCid: user.usercode,
  };
}

/**
 * Revokes sessions and tells every instance (at commit) and the affected hub
 * connections; returns the token hashes so the caller can also drop them from
 * this instance's cache the moment the transaction commits.
 */
export async function revokeSessions(
  deps: Deps,
  tx: Queryable,
  userId: number,
  options: { except?: number; only?: number; message?: string },
): Promise<string[]> {
  const rows = await tx.query<{ id: number; token_hash: string }>(
    `UPDATE sessions SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL
       AND ($2::int IS NULL OR id <> $2) AND ($3::int IS NULL OR id = $3)
     RETURNING id, token_hash`,
    [userId, options.except ?? null, options.only ?? null],
  );
  if (rows.length === 0) return [];
  const hashes = rows.map((r) => r.token_hash);
  // The logout command first: the revoke then closes those hub connections.
  // The message, when there is one, says why (a limit reached, a time-out taken): the page shows it.
  await deps.events.publish({ kind: 'push', userId, sessionIds: rows.map((r) => r.id), command: 'logout', message: options.message ?? '' }, tx);
  await deps.events.publish({ kind: 'revoke', tokenHashes: hashes }, tx);
  return hashes;
}

export async function register(deps: Deps, input: RegisterPayload, meta: RequestMeta): Promise<AuthData> {
  if (input.password !== input.password2) throw new Refusal('passwordsDiffer');
  const birth = calendarDate(input.birthDateYear, input.birthDateMonth, input.birthDateDay);
  if (!birth || input.birthDate !== `${input.birthDateYear}-${input.birthDateMonth}-${input.birthDateDay}`) {
    throw new Refusal('invalidRequest', { field: 'birthDate' });
  }
  if (ageInYears(birth, new Date()) < MINIMUM_AGE_YEARS) throw new Refusal('underage');
  const passwordHash = await hashPassword(input.password, deps.config.scryptCost);

  const { user, session } = await deps.db.transaction(async (tx) => {
    const [country] = await tx.query('SELECT id FROM countries WHERE id = $1', [input.country]);
    if (!country) throw new Refusal('unknownCountry');
    const [taken] = await tx.query<{ username_taken: boolean; email_taken: boolean }>(
      `SELECT bool_or(lower(username) = lower($1)) AS username_taken, bool_or(lower(email) = lower($2)) AS email_taken
       FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($2)`,
      [input.username, input.email],
    );
    if (taken?.username_taken) throw new Refusal('usernameTaken');
    if (taken?.email_taken) throw new Refusal('emailTaken');
    const [{ id }] = (await tx.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('users', 'id'))::int AS id")) as [
      { id: number },
    ];
    await tx.query(
      `INSERT INTO users (id, usercode, username, email, password_hash, name, surname, phone, country_id, currency_id, birth_date, ref_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id,
        String(1_000_000 + id),
        input.username.trim(),
        input.email.trim(),
        passwordHash,
        input.name.trim(),
        input.surname.trim(),
        input.phone,
        input.country,
        input.currencyId,
        input.birthDate,
        input.refId ?? null,
      ],
    );
    await createNotification(tx, deps.events, id, {
      type: NotificationType.System,
      title: message(meta.locale, 'nWelcomeTitle'),
      note: message(meta.locale, 'nWelcomeNote'),
    });
    const session = await openSession(deps, tx, id, meta);
    return { user: await findUserById(tx, id), session };
  }).catch((error: unknown) => {
    // Two registrations racing for one name: the unique index decides.
    const constraint = (error as { constraint?: string }).constraint ?? String((error as Error).message);
    if (constraint.includes('users_username_key')) throw new Refusal('usernameTaken');
    if (constraint.includes('users_email_key')) throw new Refusal('emailTaken');
    throw error;
  });
  return authData(deps, user, session);
}

export async function login(deps: Deps, input: LoginPayload, meta: RequestMeta): Promise<AuthData> {
  const user = await findUserByUsername(deps.db, input.username);
  if (!user) throw new Refusal('loginFailed');
  const lockedFor = user.locked_until ? new Date(user.locked_until).getTime() - Date.now() : 0;
  if (lockedFor > 0) throw new Refusal('accountLocked', { minutes: Math.ceil(lockedFor / 60_000) });

  if (!(await verifyPassword(input.password, user.password_hash))) {
    const [after] = await deps.db.query<{ failed_logins: number }>(
      `UPDATE users SET
         failed_logins = CASE WHEN failed_logins + 1 >= $2 THEN 0 ELSE failed_logins + 1 END,
         locked_until = CASE WHEN failed_logins + 1 >= $2 THEN now() + make_interval(mins => $3) ELSE locked_until END
       WHERE id = $1 RETURNING failed_logins`,
      [user.id, MAX_FAILED_LOGINS, LOCK_MINUTES],
    );
    if (after?.failed_logins === 0) throw new Refusal('accountLocked', { minutes: LOCK_MINUTES });
    throw new Refusal('loginFailed');
  }

  // Only to the holder of the password: a time-out, a self-exclusion or the day's session limit.
  const closed = await closedReason(deps.db, user.id, deps.clock.now());
  if (closed) throw closed;

  const session = await deps.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET failed_logins = 0, locked_until = NULL WHERE id = $1', [user.id]);
    return openSession(deps, tx, user.id, meta);
  });
  return authData(deps, user, session);
}

export async function logout(deps: Deps, auth: Auth): Promise<void> {
  const revoked = await deps.db.transaction((tx) => revokeSessions(deps, tx, auth.userId, { only: auth.sessionId }));
  deps.sessions.forget([auth.tokenHash, ...revoked]);
}

export async function changePassword(deps: Deps, auth: Auth, input: ChangePasswordRequest, locale: Locale): Promise<void> {
  const user = await findUserById(deps.db, auth.userId);
  if (!(await verifyPassword(input.oldPassword, user.password_hash))) throw new Refusal('wrongOldPassword');
  const passwordHash = await hashPassword(input.password, deps.config.scryptCost);
  const revoked = await deps.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [auth.userId, passwordHash]);
    await createNotification(tx, deps.events, auth.userId, {
      type: NotificationType.System,
      title: message(locale, 'nPasswordTitle'),
      note: message(locale, 'nPasswordNote'),
    });
    // Every other device is logged out; this one stays.
    return revokeSessions(deps, tx, auth.userId, { except: auth.sessionId });
  });
  deps.sessions.forget(revoked);
}

export async function sendResetCode(deps: Deps, username: string, locale: Locale): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await findUserByUsername(tx, username, true);
    // Same answer whether or not the account exists: no account discovery.
    if (!user) return;
    const code = await issueCode(tx, user.id, 'reset', user.email);
    await send(tx, {
      to: user.email,
      channel: 'email',
      subject: message(locale, 'mailResetSubject'),
      body: message(locale, 'mailResetBody', { username: user.username, code }),
      code,
    });
  });
}

export async function checkResetCode(deps: Deps, username: string, code: string): Promise<void> {
  // A failed attempt must still be counted, so the refusal leaves the transaction committed.
  const result = await deps.db.transaction(async (tx) => {
    const user = await findUserByUsername(tx, username, true);
    return user ? checkCode(tx, user.id, 'reset', code, { consume: false }) : ('invalid' as const);
  });
  if (result !== 'ok') throw new Refusal(codeRefusal[result]);
}

export async function resetPassword(
  deps: Deps,
  input: { username: string; code: string; password: string; password2: string },
): Promise<void> {
  if (input.password !== input.password2) throw new Refusal('passwordsDiffer');
  const passwordHash = await hashPassword(input.password, deps.config.scryptCost);
  const outcome = await deps.db.transaction(async (tx) => {
    const user = await findUserByUsername(tx, input.username, true);
    if (!user) return { refusal: 'invalid' as const, revoked: [] };
    const result = await checkCode(tx, user.id, 'reset', input.code, { consume: true });
    if (result !== 'ok') return { refusal: result, revoked: [] };
    await tx.query('UPDATE users SET password_hash = $2, failed_logins = 0, locked_until = NULL WHERE id = $1', [user.id, passwordHash]);
    return { refusal: null, revoked: await revokeSessions(deps, tx, user.id, {}) };
  });
  deps.sessions.forget(outcome.revoked);
  if (outcome.refusal) throw new Refusal(codeRefusal[outcome.refusal]);
}

export async function sendSmsCode(deps: Deps, auth: Auth, phone: string, locale: Locale): Promise<void> {
  const refusal = await deps.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [auth.userId]);
    const wait = await smsWaitSeconds(tx, auth.userId);
    if (wait > 0) return new Refusal('smsWait', { seconds: wait });
    const [other] = await tx.query('SELECT id FROM users WHERE phone = $1 AND sms_verified AND id <> $2', [phone, auth.userId]);
    if (other) return new Refusal('phoneTaken');
    const code = await issueCode(tx, auth.userId, 'sms', phone);
    await send(tx, { to: phone, channel: 'sms', subject: message(locale, 'smsSubject'), body: message(locale, 'smsBody', { code }), code });
    return null;
  });
  if (refusal) throw refusal;
}

export async function verifySmsCode(deps: Deps, auth: Auth, phone: string, code: string): Promise<PhoneState> {
  const refusal = await deps.db.transaction(async (tx) => {
    const result = await checkCode(tx, auth.userId, 'sms', code, { consume: true, target: phone });
    if (result !== 'ok') return result;
    await tx.query('UPDATE users SET phone = $2, sms_verified = true WHERE id = $1', [auth.userId, phone]);
    return null;
  });
  if (refusal) throw new Refusal(codeRefusal[refusal]);
  return { phone, smsVerified: true };
}
