// How long a payment page link works. A deposit answered with a link waits,
// pending, for the player to confirm on the payment page; after this it is
// cancelled: a link in an old tab or an e-mail is not a blank cheque, and a
// pending deposit stops counting toward the player's deposit limit.
import { TransactionKind, TransactionStatus } from '../../contract/enums';
import type { Queryable } from '../db/database';

export const PAYMENT_LINK_MINUTES = 30;

/** Cancels payment-page deposits whose link has expired; returns how many. */
export async function expirePaymentLinks(db: Queryable): Promise<number> {
  const rows = await db.query(
    `UPDATE transactions SET status = $1, updated_at = now()
      WHERE kind = $2 AND status = $3 AND pay_token IS NOT NULL AND created_at <= now() - make_interval(mins => $4) RETURNING id`,
    [TransactionStatus.Cancelled, TransactionKind.Deposit, TransactionStatus.Pending, PAYMENT_LINK_MINUTES],
  );
  return rows.length;
}
