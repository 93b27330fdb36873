// Deposits and withdrawals with server-driven forms. Deposit methods answer
// in one of two ways: an http… URL to the demo payment page (type Iframe:
// the player confirms there and is then credited) or a message (type
// Message: credited at once). Withdrawals need a verified phone, reserve the
// money at once as a Pending transaction, and never overdraw.
import { NotificationType, PaymentType, TransactionKind, TransactionStatus } from '../../contract/enums';
import type { PaymentField, PaymentMethod, TransactionListRequest, TransactionPage } from '../../contract/schemas';
import { isIsoDate, matchesMask, storableDetail } from '../../domain/paymentFields';
import type { Deps } from '../context';
import type { Auth } from '../auth';
import { checkMoneyLimit, closedReason } from './responsibleGaming';
import type { Queryable } from '../db/database';
import { Refusal } from '../http/respond';
import { formatMinor, message, type Locale } from '../messages';
import { PAYMENT_LINK_MINUTES } from './paymentLinks';
import { createNotification } from './notifications';
import { newToken } from './tokens';
import { keptAnswer, moveMoney, type IdempotencyKey } from './idempotency';
import { bonusAtStake, forfeitBonuses } from './wagering';
import { lockPlayer, postEntry, potsOf, toLira, toMinor } from './wallet';

export const AMOUNT_KEY = 'Amount';

interface MethodRow {
  id: number;
  type: number;
  title: string;
  min_minor: number | string;
  max_minor: number | string;
  image_url: string | null;
  result: 'iframe' | 'message' | 'withdraw';
  fields: PaymentField[];
}

async function findMethod(db: Queryable, id: number, type: number): Promise<MethodRow> {
  const [row] = await db.query<MethodRow>('SELECT * FROM payment_methods WHERE id = $1 AND type = $2', [id, type]);
  if (!row) throw new Refusal('methodNotFound');
  return row;
}

export async function listMethods(db: Queryable, type: number): Promise<PaymentMethod[]> {
  const rows = await db.query<MethodRow>('SELECT * FROM payment_methods WHERE type = $1 ORDER BY sort, id', [type]);
  return rows.map((r) => ({
    id: r.id,
    type: r.type as PaymentMethod['type'],
    title: r.title,
    minAmount: toLira(Number(r.min_minor)),
    maxAmount: toLira(Number(r.max_minor)),
    imageUrl: r.image_url,
  }));
}

/**
 * A withdrawal's confirmation that a bonus in play is forfeited: a required
 * field of the form, whose one option says what is given up, so the player
 * agrees to it in so many words before the money leaves (a withdrawal of
 * real money ends an unwagered bonus).
 */
export const BONUS_FORFEIT_KEY = 'BonusForfeit';
const BONUS_FORFEIT_AGREED = 1;

/** The method's fields; a withdrawal while a bonus is in play asks for the forfeit to be agreed. */
export async function methodFields(db: Queryable, id: number, type: number, userId: number, locale: Locale): Promise<PaymentField[]> {
  const { fields } = await findMethod(db, id, type);
  if (type !== PaymentType.Withdraw) return fields;
  const atStake = await bonusAtStake(db, userId);
  if (atStake <= 0) return fields;
  const agree: PaymentField = {
    key: BONUS_FORFEIT_KEY,
    mask: null,
    objectType: 'Dropdown',
    option: [{ id: BONUS_FORFEIT_AGREED, name: message(locale, 'bonusForfeitOption', { amount: formatMinor(atStake) }) }],
  };
  return [...fields, agree];
}

/** A payment detail's value: a number, a string, or a yes or no (a Bool field). */
type DetailValue = string | number | boolean;

/** Checks the submitted detail against the method's fields; returns the amount in kuruş. */
export function validateDetail(
  method: MethodRow,
  detail: Record<string, DetailValue>,
): { amountMinor: number; clean: Record<string, DetailValue> } {
  const clean: Record<string, DetailValue> = {};
  for (const field of method.fields) {
    const raw = detail[field.key];
    if (field.objectType === 'Bool') {
      // A yes or no: left out is no (an unticked box); anything but a boolean is refused.
      if (raw !== undefined && typeof raw !== 'boolean') throw new Refusal('fieldInvalid', { field: field.key });
      clean[field.key] = raw ?? false;
      continue;
    }
    if (raw === undefined || raw === null || typeof raw === 'boolean' || String(raw).trim() === '')
      throw new Refusal('fieldRequired', { field: field.key });
    const text = String(raw).trim();
    const numeric = Number(text);
    switch (field.objectType) {
      case 'Int':
      case 'Long':
        if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(numeric)) throw new Refusal('fieldInvalid', { field: field.key });
        clean[field.key] = numeric;
        break;
      case 'Decimal':
        if (!/^\d+(\.\d{1,2})?$/.test(text) || !(numeric > 0)) throw new Refusal('fieldInvalid', { field: field.key });
        clean[field.key] = numeric;
        break;
      case 'DateTime':
        if (!isIsoDate(text)) throw new Refusal('fieldInvalid', { field: field.key });
        clean[field.key] = text;
        break;
      case 'Dropdown':
        if (!field.option?.some((o) => String(o.id) === text)) throw new Refusal('fieldInvalid', { field: field.key });
        clean[field.key] = Number.isFinite(numeric) ? numeric : text;
        break;
      default: {
        if (text.length > 200) throw new Refusal('fieldInvalid', { field: field.key });
        if (field.mask && !matchesMask(field.mask, text)) throw new Refusal('fieldInvalid', { field: field.key });
        clean[field.key] = text;
      }
    }
  }
  const amount = clean[AMOUNT_KEY];
  if (typeof amount !== 'number') throw new Refusal('fieldRequired', { field: AMOUNT_KEY });
  const amountMinor = toMinor(amount);
  const [min, max] = [Number(method.min_minor), Number(method.max_minor)];
  if (amountMinor < min || amountMinor > max) throw new Refusal('amountRange', { min: formatMinor(min), max: formatMinor(max) });
  return { amountMinor, clean };
}

async function creditDeposit(deps: Deps, tx: Queryable, transactionId: number, locale: Locale, idempotencyKey: string | null = null) {
  const [row] = await tx.query<{ user_id: number; amount_minor: number | string; title: string }>(
    `UPDATE transactions t SET status = $2, updated_at = now() FROM payment_methods m
     WHERE t.id = $1 AND t.status = $3 AND m.id = t.method_id
     RETURNING t.user_id, t.amount_minor, m.title`,
    [transactionId, TransactionStatus.Confirmed, TransactionStatus.Pending],
  );
  if (!row) throw new Refusal('paymentNotFound');
  const amount = Number(row.amount_minor);
  await lockPlayer(tx, row.user_id);
  await postEntry(tx, deps.events, { userId: row.user_id, amountMinor: amount, reason: 'deposit', transactionId, idempotencyKey });
  await createNotification(tx, deps.events, row.user_id, {
    type: NotificationType.Deposit,
    title: message(locale, 'nDepositTitle'),
    note: message(locale, 'nDepositNote', { amount: formatMinor(amount), method: row.title }),
  });
  return amount;
}

export type DepositOutcome = { kind: 'redirect'; url: string } | { kind: 'credited'; amountMinor: number };

export async function deposit(
  deps: Deps,
  auth: Auth,
  input: { id: number; detail: Record<string, DetailValue> },
  origin: string,
  locale: Locale,
  idempotency: IdempotencyKey | null = null,
): Promise<DepositOutcome> {
  const kept = await keptAnswer<DepositOutcome>(deps.db, auth.userId, idempotency);
  if (kept) return kept.answer;
  const method = await findMethod(deps.db, input.id, PaymentType.Deposit);
  const { amountMinor, clean } = validateDetail(method, input.detail);
  const payToken = method.result === 'iframe' ? newToken() : null;
  // Checked with the player locked, so two deposits at once cannot both fit one limit.
  const outcome = await moveMoney(deps.db, auth.userId, idempotency, async (tx, key): Promise<DepositOutcome> => {
    const now = deps.clock.now();
    const closed = await closedReason(tx, auth.userId, now);
    if (closed) throw closed;
    await checkMoneyLimit(tx, auth.userId, 'deposit', amountMinor, now);
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO transactions (user_id, kind, status, amount_minor, method_id, detail, pay_token)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        auth.userId,
        TransactionKind.Deposit,
        TransactionStatus.Pending,
        amountMinor,
        method.id,
        JSON.stringify(storableDetail(clean)),
        payToken,
      ],
    );
    if (payToken) return { kind: 'redirect', url: `${origin}/demo/pay/${payToken}?lang=${locale}` };
    return { kind: 'credited', amountMinor: await creditDeposit(deps, tx, created!.id, locale, key) };
  });
  if (outcome.kind === 'credited') deps.balances.invalidate(auth.userId);
  return outcome;
}

export interface PendingPayment {
  transactionId: number;
  userId: number;
  amountMinor: number;
  method: string;
  username: string;
}

/** The pending deposit behind a payment page link; an expired link is refused (and its deposit cancelled). */
export async function findPendingPayment(db: Queryable, payToken: string): Promise<PendingPayment> {
  const [row] = await db.query<{
    id: number;
    user_id: number;
    amount_minor: number | string;
    title: string;
    username: string;
    expired: boolean;
  }>(
    `SELECT t.id, t.user_id, t.amount_minor, m.title, u.username, t.created_at <= now() - make_interval(mins => $3) AS expired FROM transactions t
     JOIN payment_methods m ON m.id = t.method_id JOIN users u ON u.id = t.user_id
     WHERE t.pay_token = $1 AND t.status = $2`,
    [payToken, TransactionStatus.Pending, PAYMENT_LINK_MINUTES],
  );
  if (!row) throw new Refusal('paymentNotFound');
  if (row.expired) {
    await db.query('UPDATE transactions SET status = $2, updated_at = now() WHERE id = $1 AND status = $3', [
      row.id,
      TransactionStatus.Cancelled,
      TransactionStatus.Pending,
    ]);
    throw new Refusal('paymentExpired', { minutes: PAYMENT_LINK_MINUTES });
  }
  return { transactionId: row.id, userId: row.user_id, amountMinor: Number(row.amount_minor), method: row.title, username: row.username };
}

/**
 * The player confirmed on the demo payment page. A time-out or
 * self-exclusion taken since the deposit began refuses it (and cancels the
 * deposit): money must not arrive in an account its owner has closed. So
 * does a deposit limit set meanwhile that this deposit, with the period's
 * others, would pass (review 6): a limit set after starting a ₺40,000
 * deposit let it in.
 */
export async function confirmPayment(deps: Deps, payToken: string, locale: Locale): Promise<PendingPayment> {
  const pending = await findPendingPayment(deps.db, payToken);
  const refusal = await deps.db.transaction(async (tx) => {
    await lockPlayer(tx, pending.userId);
    const now = deps.clock.now();
    const refused =
      (await closedReason(tx, pending.userId, now)) ??
      (await checkMoneyLimit(tx, pending.userId, 'deposit', pending.amountMinor, now, { confirming: pending.transactionId }).then(
        () => null,
        (error: unknown) => {
          if (error instanceof Refusal) return error;
          throw error;
        },
      ));
    if (refused) {
      await tx.query('UPDATE transactions SET status = $2, updated_at = now() WHERE id = $1 AND status = $3', [
        pending.transactionId,
        TransactionStatus.Cancelled,
        TransactionStatus.Pending,
      ]);
      return refused;
    }
    await creditDeposit(deps, tx, pending.transactionId, locale);
    return null;
  });
  if (refusal) throw refusal;
  deps.balances.invalidate(pending.userId);
  return pending;
}

export async function cancelPayment(deps: Deps, payToken: string): Promise<boolean> {
  const rows = await deps.db.query(
    'UPDATE transactions SET status = $2, updated_at = now() WHERE pay_token = $1 AND status = $3 RETURNING id',
    [payToken, TransactionStatus.Cancelled, TransactionStatus.Pending],
  );
  return rows.length > 0;
}

/** Hours a withdrawal waits after a verified phone was replaced by another (review 8, M1; accounts.ts, verifySmsCode). */
export const WITHDRAW_HOLD_AFTER_PHONE_CHANGE_HOURS = 24;

export async function withdraw(
  deps: Deps,
  auth: Auth,
  input: { id: number; detail: Record<string, DetailValue> },
  locale: Locale,
  idempotency: IdempotencyKey | null = null,
): Promise<number> {
  const kept = await keptAnswer<number>(deps.db, auth.userId, idempotency);
  if (kept) return kept.answer;
  const method = await findMethod(deps.db, input.id, PaymentType.Withdraw);
  const { amountMinor, clean } = validateDetail(method, input.detail);
  // The player's row lock makes simultaneous withdrawals of one player queue,
  // so each sees the balance the previous one left.
  const withdrawn = await moveMoney(deps.db, auth.userId, idempotency, async (tx, key) => {
    const [user] = await tx.query<{ sms_verified: boolean; held_ms: number | null }>(
      `SELECT sms_verified, (extract(epoch FROM phone_replaced_at + make_interval(hours => $2) - clock_timestamp()) * 1000)::bigint AS held_ms
         FROM users WHERE id = $1`,
      [auth.userId, WITHDRAW_HOLD_AFTER_PHONE_CHANGE_HOURS],
    );
    if (!user?.sms_verified) throw new Refusal('verifyPhoneFirst');
    // A verified number replaced lately: the owner has a day to act before money can leave (review 8, M1).
    const heldMs = Number(user.held_ms ?? 0);
    if (heldMs > 0) throw new Refusal('withdrawHeldAfterPhoneChange', { hours: Math.ceil(heldMs / 3_600_000) });
    // Only real money leaves; a bonus in play is given up, if the player agreed (the form's BonusForfeit).
    const atStake = await bonusAtStake(tx, auth.userId);
    if (atStake > 0) {
      if (Number(input.detail[BONUS_FORFEIT_KEY]) !== BONUS_FORFEIT_AGREED)
        throw new Refusal('bonusForfeitRequired', { amount: formatMinor(atStake) });
      await forfeitBonuses(tx, deps.events, auth.userId, key);
    }
    const { real } = await potsOf(tx, auth.userId);
    if (real < amountMinor) throw new Refusal('insufficientBalance');
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO transactions (user_id, kind, status, amount_minor, method_id, detail)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [auth.userId, TransactionKind.Withdraw, TransactionStatus.Pending, amountMinor, method.id, JSON.stringify(storableDetail(clean))],
    );
    await postEntry(tx, deps.events, {
      userId: auth.userId,
      amountMinor: -amountMinor,
      reason: 'withdraw',
      transactionId: created!.id,
      idempotencyKey: key,
    });
    await createNotification(tx, deps.events, auth.userId, {
      type: NotificationType.Withdraw,
      title: message(locale, 'nWithdrawTitle'),
      note: message(locale, 'nWithdrawNote', { amount: formatMinor(amountMinor), method: method.title }),
    });
    return amountMinor;
  });
  deps.balances.invalidate(auth.userId);
  return withdrawn;
}

export async function listTransactions(db: Queryable, userId: number, request: TransactionListRequest): Promise<TransactionPage> {
  const where = `t.user_id = $1 AND ($2::int = 0 OR t.kind = $2) AND ($3::int IS NULL OR t.status = $3)
    AND ($4::date IS NULL OR t.created_at >= $4::date) AND ($5::date IS NULL OR t.created_at < $5::date + 1)`;
  const params = [userId, request.kind, request.status ?? null, request.from ?? null, request.to ?? null];
  const [count] = await db.query<{ total: number | string }>(`SELECT count(*) AS total FROM transactions t WHERE ${where}`, params);
  const rows = await db.query<{ id: number; kind: number; status: number; amount_minor: number | string; title: string; created_at: Date }>(
    `SELECT t.id, t.kind, t.status, t.amount_minor, m.title, t.created_at FROM transactions t
     JOIN payment_methods m ON m.id = t.method_id WHERE ${where}
     ORDER BY t.created_at DESC, t.id DESC OFFSET $6 LIMIT $7`,
    [...params, request.skip, request.take],
  );
  return {
    total: Number(count?.total ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as TransactionPage['items'][number]['kind'],
      status: r.status as TransactionPage['items'][number]['status'],
      amount: toLira(Number(r.amount_minor)),
      method: r.title,
      date: new Date(r.created_at).toISOString(),
    })),
  };
}
