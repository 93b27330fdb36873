// Accounts: registration, login with lockout, sessions, password change,
// recovery by e-mailed code, phone verification by SMS code.
import { mailConfirmationCode } from './emailConfirmation';
import {
  MINIMUM_AGE_YEARS,
  ageInYears,
  calendarDate,
  type AuthData,
  type ChangePasswordRequest,
  type LoginPayload,
  type PhoneState,
  type RegisterPayload,
} from '../../contract/schemas';
import { NotificationType } from '../../contract/enums';
import type { Deps } from '../context';
import type { Auth } from '../auth';
import { e164Phone, mobilePhone } from '../../domain/phone';
import { personForSignUp, signUpDetailsTaken } from './person';
import { closure, formatLocalTime } from './responsibleGaming';
import type { Queryable } from '../db/database';
import { Refusal } from '../http/respond';
import { message, type Locale, type MessageKey, type MessageParam } from '../messages';
import { checkCode, codeQuota, codeRefusal, issueCode, SMS_CODES_PER_NUMBER_PER_DAY } from './codes';
import { rememberDevice } from '../http/deviceCookie';
import type { Requester } from '../context';
import { addressBucket } from '../http/clientAddress';
import { createNotification } from './notifications';
import { send, sendAfterAnswer } from './outbox';
import { needsRehash } from './passwords';
import { WITHDRAW_HOLD_AFTER_PHONE_CHANGE_HOURS } from './payments';
import {
  checkPlayerPassword,
  countPasswordAttempt,
  failedPasswordAttempt,
  forgetPasswordAttempts,
  passwordAccepted,
} from './passwordAttempts';
import { checkResetCode as checkNameResetCode, issueResetCode } from './resetCodes';
import type { ScryptQueue } from './scryptQueue';
import { revokeSessions } from './sessions';
import { usernameKey } from './usernameKey';
import { hashToken, newToken } from './tokens';
import { toLira } from './wallet';
import { SPORTSBOOK_URLS } from '../sportsbook/events';

export { LOCK_MINUTES, MAX_FAILED_LOGINS } from './passwordAttempts';

export interface RequestMeta {
  ip: string;
  /** The browser's User-Agent (the session list shows it). */
  device: string;
  fingerprint: string;
  locale: Locale;
  /** Who names the username: set by the call guard on every call that names one (http/callGuard.ts). */
  requester?: Requester;
}

/** Who asks, when the call guard did not say (a service called directly): the address alone, no device. */
function requesterOf(meta: RequestMeta): Requester {
  if (meta.requester) return meta.requester;
  const address = addressBucket(meta.ip);
  return { bucket: `a:${address}`, device: '', address, known: false };
}

interface UserRow {
  id: number;
  usercode: string;
  username: string;
  username_key: string;
  email: string;
  password_hash: string;
  phone: string;
  sms_verified: boolean;
  email_confirmed: boolean;
  name: string;
  surname: string;
  birth: string;
}

const USER_COLUMNS =
  "id, usercode, username, username_key, email, password_hash, phone, sms_verified, email_confirmed_at IS NOT NULL AS email_confirmed, name, surname, to_char(birth_date, 'YYYY-MM-DD') AS birth";

export async function findUserByUsername(db: Queryable, username: string, forUpdate = false): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE username_key = $1${forUpdate ? ' FOR UPDATE' : ''}`, [
    usernameKey(username),
  ]);
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

async function openSession(deps: Deps, tx: Queryable, userId: number, meta: RequestMeta, withdrawOnly = false): Promise<OpenedSession> {
  const token = newToken();
  const sportsbookToken = newToken();
  await tx.query(
    `INSERT INTO sessions (user_id, token_hash, ip, device, fingerprint, expires_at, sportsbook_token_hash, withdraw_only)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(hours => $6), $7, $8)`,
    [
      userId,
      hashToken(token),
      meta.ip,
      meta.device.slice(0, 300),
      meta.fingerprint.slice(0, 100),
      deps.config.tokenTtlHours,
      hashToken(sportsbookToken),
      withdrawOnly,
    ],
  );
  return { token, sportsbookToken };
}

/**
 * The login answer. The sportsbook fields point at the demo sportsbook: betco
 * is the desktop book (/spor, /livespor), betsy the mobile one (the fcg
 * routes); both take the session's sportsbook token.
 */
async function authData(deps: Deps, user: UserRow, session: OpenedSession): Promise<AuthData> {
  const { real, bonus } = await deps.balances.pots(user.id);
  return {
    token: session.token,
    balance: toLira(real + bonus),
    bonusBalance: toLira(bonus),
    username: user.username,
    usercode: user.usercode,
    phone: user.phone,
    smsVerified: user.sms_verified,
    emailConfirmed: user.email_confirmed,
    betcoUrl: SPORTSBOOK_URLS.betco,
    betcoToken: session.sportsbookToken,
    betsyUrl: SPORTSBOOK_URLS.betsy,
    betsyToken: session.sportsbookToken,
    betsyCid: user.usercode,
  };
}

/**
 * Sign-up. `origin`: the site's origin the confirmation e-mail's link points
 * at (http/siteOrigin.ts); the e-mail goes out with the account.
 */
export async function register(
  deps: Deps,
  input: RegisterPayload,
  meta: RequestMeta,
  scrypt: ScryptQueue,
  origin: string,
): Promise<AuthData> {
  if (input.password !== input.password2) throw new Refusal('passwordsDiffer');
  const birth = calendarDate(input.birthDateYear, input.birthDateMonth, input.birthDateDay);
  if (!birth || input.birthDate !== `${input.birthDateYear}-${input.birthDateMonth}-${input.birthDateDay}`) {
    throw new Refusal('invalidRequest', { field: 'birthDate' });
  }
  if (ageInYears(birth, new Date()) < MINIMUM_AGE_YEARS) throw new Refusal('underage');
  const phone = e164Phone(input.phone);
  if (!phone) throw new Refusal('phoneInvalid');
  const details = { name: input.name.trim(), surname: input.surname.trim(), birthDate: input.birthDate };
  // Every refusal before the hash (review of issue 32, M-A), and in an order that tells nothing but what it
  // says (M-B): the username first and alone (the player must pick another, and it is the login handle, no
  // secret); then the e-mail, the person and the verified phone, one generic answer for all three.
  const refusal = async (db: Queryable): Promise<Refusal | null> => {
    if ((await db.query('SELECT id FROM countries WHERE id = $1', [input.country])).length === 0) return new Refusal('unknownCountry');
    if ((await db.query('SELECT 1 FROM users WHERE username_key = $1', [usernameKey(input.username)])).length > 0)
      return new Refusal('usernameTaken');
    if (await signUpDetailsTaken(db, details, input.email, phone)) return new Refusal('registrationRefused');
    return null;
  };
  const early = await refusal(deps.db);
  if (early) throw early;
  const passwordHash = await scrypt.use((slot) => slot.hash(input.password, deps.config.scryptCost));

  const { user, session } = await deps.db
    .transaction(async (tx) => {
      // Again inside the transaction: another sign-up may have taken a detail while this one hashed.
      const late = await refusal(tx);
      if (late) throw late;
      // One account per person (issue 32, M6 and M7): a person with an account, or the holder of this phone
      // once verified, gets the answer every such refusal gets. Whether that person is excluded is never read
      // here, so neither the answer nor the order of the checks can tell it.
      const person = await personForSignUp(tx, details, phone);
      if (person.taken) throw new Refusal('registrationRefused');
      const [{ id }] = (await tx.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('users', 'id'))::int AS id")) as [
        { id: number },
      ];
      await tx.query(
        `INSERT INTO users (id, usercode, username, email, password_hash, name, surname, phone, country_id, currency_id, birth_date, ref_id, person_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          id,
          String(1_000_000 + id),
          input.username.trim(),
          input.email.trim(),
          passwordHash,
          input.name.trim(),
          input.surname.trim(),
          phone,
          input.country,
          input.currencyId,
          input.birthDate,
          input.refId ?? null,
          person.id,
        ],
      );
      await createNotification(tx, deps.events, id, {
        type: NotificationType.System,
        title: message(meta.locale, 'nWelcomeTitle'),
        note: message(meta.locale, 'nWelcomeNote'),
      });
      await mailConfirmationCode(deps, tx, { id, email: input.email }, origin, meta.locale);
      const session = await openSession(deps, tx, id, meta);
      // The device that signed up is the owner's: strangers' failures will not lock it out.
      await rememberDevice(tx, usernameKey(input.username), requesterOf(meta).device, id);
      return { user: await findUserById(tx, id), session };
    })
    .catch((error: unknown) => {
      // Two registrations racing for one name: the unique index decides.
      const constraint = (error as { constraint?: string }).constraint ?? String((error as Error).message);
      if (constraint.includes('users_username_key')) throw new Refusal('usernameTaken');
      if (constraint.includes('users_email_key')) throw new Refusal('registrationRefused');
      if (constraint.includes('users_one_account_per_person')) throw new Refusal('registrationRefused');
      throw error;
    });
  return authData(deps, user, session);
}

/** What a login answers: the session, and the message to show (a welcome, or what a withdraw-only session may do). */
export interface LoggedIn {
  data: AuthData;
  message: { key: MessageKey; params: Record<string, MessageParam> };
}

/**
 * Login. An unknown name and a wrong password answer the same, after the same
 * work (a password hash is checked either way), and lock the same way
 * (OWASP ASVS 2.2.1, 3.2.x; Authentication Cheat Sheet). Attempts are counted
 * per requester and for strangers together (passwordAttempts.ts), in the
 * call's place in the scrypt queue, taken before anything is counted.
 *
 * A self-excluded person logs in to a withdraw-only session (issue 32, L9):
 * the money is theirs and must be reachable (UKGC SR 3.5.3: a self-excluded
 * customer's balance is returned); deposits, games, bets and bonuses stay
 * closed (requireAuth and every money check). So is a self-exclusion whose
 * time is over until the person asks to return, and a day after (the third
 * review of issue 32). A time-out and the day's session limit still refuse
 * the login: they are short, and end by themselves.
 */
export async function login(deps: Deps, input: LoginPayload, meta: RequestMeta, scrypt: ScryptQueue): Promise<LoggedIn> {
  const key = usernameKey(input.username);
  const who = requesterOf(meta);
  const { user, session, closed } = await scrypt.use(async (slot) => {
    const counted = await countPasswordAttempt(deps.db, key, who);
    if ('lockedMinutes' in counted) throw new Refusal('accountLocked', { minutes: counted.lockedMinutes });
    const user = await findUserByUsername(deps.db, input.username);
    const hash = user?.password_hash ?? (await slot.dummy(deps.config.scryptCost));
    const passwordMatches = await slot.verify(input.password, hash);
    if (!user || !passwordMatches) {
      const locked = await failedPasswordAttempt(deps.db, key, who, counted);
      throw locked ? new Refusal('accountLocked', { minutes: locked }) : new Refusal('loginFailed');
    }

    // Only to the holder of the password: the person's time-out, self-exclusion or day's session limit,
    // taken on this account or on another of theirs.
    const closed = await closure(deps.db, user.id, deps.clock.now());
    if (closed && closed.kind !== 'selfexclusion') throw closed.refusal;

    // A hash made at a lower cost than configured is made again now that the password is known.
    const rehashed = needsRehash(user.password_hash, deps.config.scryptCost)
      ? await slot.hash(input.password, deps.config.scryptCost)
      : null;
    const session = await deps.db.transaction(async (tx) => {
      await passwordAccepted(tx, key, who);
      // The owner's device from now on: strangers' failures do not lock it out.
      await rememberDevice(tx, key, who.device, user.id);
      if (rehashed)
        await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [user.id, rehashed, user.password_hash]);
      return openSession(deps, tx, user.id, meta, closed !== null);
    });
    return { user, session, closed };
  });
  const data = await authData(deps, user, session);
  if (!closed) return { data, message: { key: 'loginSuccess', params: { username: data.username } } };
  const { until, reopensAt } = closed;
  // A self-exclusion whose time is over stays closed until the person asks to return, then a day more (the third review of issue 32).
  if (closed.state === 'ended')
    return { data, message: { key: 'loginWithdrawOnlyEnded', params: { ended: (locale: Locale) => formatLocalTime(locale, until!) } } };
  if (reopensAt)
    return {
      data,
      message: { key: 'loginWithdrawOnlyReturning', params: { reopensAt: (locale: Locale) => formatLocalTime(locale, reopensAt) } },
    };
  return until
    ? { data, message: { key: 'loginWithdrawOnly', params: { until: (locale: Locale) => formatLocalTime(locale, until) } } }
    : { data, message: { key: 'loginWithdrawOnlyForever', params: {} } };
}

export async function logout(deps: Deps, auth: Auth): Promise<void> {
  const revoked = await deps.db.transaction((tx) => revokeSessions(deps, tx, auth.userId, { only: auth.sessionId }));
  deps.sessions.forget(revoked ?? { userId: auth.userId, only: auth.sessionId });
}

export async function changePassword(
  deps: Deps,
  auth: Auth,
  input: ChangePasswordRequest,
  locale: Locale,
  scrypt: ScryptQueue,
): Promise<void> {
  const passwordHash = await scrypt.use(async (slot) => {
    // Counted per session and locked like a login: a stolen token does not guess without limit (M1).
    await checkPlayerPassword(deps, slot, auth, input.oldPassword, 'wrongOldPassword');
    return slot.hash(input.password, deps.config.scryptCost);
  });
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

/**
 * Sends a reset code by e-mail. The answer is the same whether or not the
 * account exists, and whether or not a code went out (resetCodes.ts: a wait,
 * the day's few), and so is the work before it: a name that is no account
 * gets a code too, sent to no one, and the e-mail itself is written after
 * the answer's work (M5).
 */
export async function sendResetCode(deps: Deps, username: string, meta: RequestMeta): Promise<void> {
  const asker = requesterOf(meta);
  const issued = await deps.db.transaction(async (tx) => {
    const user = await findUserByUsername(tx, username);
    const code = await issueResetCode(tx, usernameKey(username), asker, user?.id ?? null);
    return user && code ? { user, code } : null;
  });
  if (!issued) return;
  const { user, code } = issued;
  sendAfterAnswer(
    deps.db,
    () => ({
      to: user.email,
      channel: 'email',
      subject: message(meta.locale, 'mailResetSubject'),
      body: message(meta.locale, 'mailResetBody', { username: user.username, code }),
      code,
    }),
    { keepSecrets: deps.config.demoMode },
  );
}

export async function checkResetCode(deps: Deps, username: string, code: string, meta: RequestMeta): Promise<void> {
  // A failed attempt must still be counted, so the refusal leaves the transaction committed.
  const { result } = await deps.db.transaction((tx) =>
    checkNameResetCode(tx, usernameKey(username), requesterOf(meta), code, { consume: false }),
  );
  if (result !== 'ok') throw new Refusal(codeRefusal[result]);
}

/**
 * A new password by a reset code. The bounds are the contract's (the same
 * as sign-up's); then the call's place in the scrypt queue is taken (a full
 * queue refuses before anything is used); then the code is checked without
 * being used up (a failure counts); only then the hash; and the code is
 * checked again, and used up, in the transaction that sets the password.
 */
export async function resetPassword(
  deps: Deps,
  input: { username: string; code: string; password: string; password2: string },
  meta: RequestMeta,
  scrypt: ScryptQueue,
): Promise<void> {
  if (input.password !== input.password2) throw new Refusal('passwordsDiffer');
  const key = usernameKey(input.username);
  const asker = requesterOf(meta);
  const outcome = await scrypt.use(async (slot) => {
    const first = await deps.db.transaction((tx) => checkNameResetCode(tx, key, asker, input.code, { consume: false }));
    if (first.result !== 'ok') return { refusal: first.result, revoked: null };
    const passwordHash = await slot.hash(input.password, deps.config.scryptCost);
    return deps.db.transaction(async (tx) => {
      const { result, userId } = await checkNameResetCode(tx, key, asker, input.code, { consume: true });
      if (result !== 'ok' || userId === null) return { refusal: result === 'ok' ? ('invalid' as const) : result, revoked: null };
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
      // The owner proved the e-mail from here: this device's and this address's locks end, and the device is known.
      await forgetPasswordAttempts(tx, key, [`d:${asker.device}`, `a:${asker.address}`]);
      await rememberDevice(tx, key, asker.device, userId);
      return { refusal: null, revoked: await revokeSessions(deps, tx, userId, {}) };
    });
  });
  deps.sessions.forget(outcome.revoked);
  if (outcome.refusal) throw new Refusal(codeRefusal[outcome.refusal]);
}

/**
 * Sends an SMS code. Only to a mobile number of the site's countries, in its
 * one form (issue 32: M2, L3), and within three caps: the account's (a few a
 * day, a minute apart), the number's (SMS_CODES_PER_NUMBER_PER_DAY, whatever
 * account asks) and the site's (SMS_DAILY_CAP): toll fraud pays for each SMS.
 */
export async function sendSmsCode(deps: Deps, auth: Auth, written: string, locale: Locale): Promise<void> {
  const phone = mobilePhone(written);
  if (!phone) throw new Refusal('phoneInvalid');
  const refusal = await deps.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [auth.userId]);
    const quota = await codeQuota(tx, auth.userId, 'sms');
    if (!quota.ok) return 'daily' in quota ? new Refusal('codeDailyLimit') : new Refusal('smsWait', { seconds: quota.waitSeconds });
    if (await phoneVerifiedElsewhere(tx, phone, auth.userId)) return new Refusal('phoneTaken');
    // One number's codes are counted one request at a time, whichever accounts ask.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('sms:' || $1))", [phone]);
    const [sent] = await tx.query<{ number: number; site: number }>(
      `SELECT count(*) FILTER (WHERE target = $1)::int AS number, count(*)::int AS site
         FROM verification_codes WHERE purpose = 'sms' AND created_at > now() - interval '24 hours'`,
      [phone],
    );
    if ((sent?.number ?? 0) >= SMS_CODES_PER_NUMBER_PER_DAY) return new Refusal('codeDailyLimit');
    if ((sent?.site ?? 0) >= deps.config.smsDailyCap) return new Refusal('smsUnavailable');
    const code = await issueCode(tx, auth.userId, 'sms', phone);
    await send(
      tx,
      { to: phone, channel: 'sms', subject: message(locale, 'smsSubject'), body: message(locale, 'smsBody', { code }), code },
      { keepSecrets: deps.config.demoMode },
    );
    return null;
  });
  if (refusal) throw refusal;
}

/** Tells the owner a verified number was replaced: an SMS to the old one (no code in it) and a notification. */
async function phoneReplaced(deps: Deps, tx: Queryable, userId: number, oldPhone: string, newPhone: string, locale: Locale): Promise<void> {
  const ending = newPhone.slice(-2);
  await send(
    tx,
    { to: oldPhone, channel: 'sms', subject: message(locale, 'phoneChangedSubject'), body: message(locale, 'phoneChangedSms', { ending }) },
    { keepSecrets: deps.config.demoMode },
  );
  await createNotification(tx, deps.events, userId, {
    type: NotificationType.System,
    title: message(locale, 'nPhoneTitle'),
    note: message(locale, 'nPhoneNote', { ending, hours: WITHDRAW_HOLD_AFTER_PHONE_CHANGE_HOURS }),
  });
}

/** True when another account has verified this phone. */
async function phoneVerifiedElsewhere(tx: Queryable, phone: string, userId: number): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM users WHERE phone = $1 AND sms_verified AND id <> $2', [phone, userId])).length > 0;
}

/**
 * Checks the SMS code and verifies the phone. A verified phone belongs to one
 * account (the trial bonus is one per person): it is checked again here,
 * since another account may have verified the number after this code was
 * sent, and a unique index settles two verifications at once.
 *
 * The verified number is the one factor a withdrawal asks for, and whoever
 * holds the session can change it (the spec's call takes no password). When
 * it changes hands (a verified number replaced by another, or, on an account
 * money has moved on, a first verification of another number than the one
 * the account held), the owner is told on that number and in the account,
 * and withdrawals wait a day (payments.ts), time for the owner to act
 * (reviews 8 and 9). A number corrected at sign-up, before any money, and
 * the account's own number verified, hold nothing.
 */
export async function verifySmsCode(deps: Deps, auth: Auth, written: string, code: string, locale: Locale): Promise<PhoneState> {
  const phone = mobilePhone(written);
  if (!phone) throw new Refusal('phoneInvalid');
  const refusal = await deps.db
    .transaction(async (tx) => {
      const result = await checkCode(tx, auth.userId, 'sms', code, { consume: true, target: phone });
      if (result !== 'ok') return new Refusal(codeRefusal[result]);
      if (await phoneVerifiedElsewhere(tx, phone, auth.userId)) return new Refusal('phoneTaken');
      const [before] = await tx.query<{ phone: string; sms_verified: boolean; money_moved: boolean }>(
        `SELECT phone, sms_verified,
                EXISTS (SELECT 1 FROM ledger WHERE user_id = $1) OR EXISTS (SELECT 1 FROM transactions WHERE user_id = $1) AS money_moved
           FROM users WHERE id = $1 FOR UPDATE`,
        [auth.userId],
      );
      // The factor a withdrawal asks for changes hands: a verified number replaced, or, on an account money has moved
      // on, a first verification of another number than the one it held (review 9: the player who skipped it).
      const replaced = before !== undefined && before.phone !== phone && (before.sms_verified || before.money_moved);
      await tx.query(`UPDATE users SET phone = $2, sms_verified = true${replaced ? ', phone_replaced_at = now()' : ''} WHERE id = $1`, [
        auth.userId,
        phone,
      ]);
      if (replaced) await phoneReplaced(deps, tx, auth.userId, before.phone, phone, locale);
      return null;
    })
    .catch((error: unknown) => {
      if (String((error as { constraint?: string }).constraint ?? (error as Error).message).includes('users_verified_phone_key'))
        return new Refusal('phoneTaken');
      throw error;
    });
  if (refusal) throw refusal;
  return { phone, smsVerified: true };
}
