// Limit rules the client and the server share (issue 8): when to offer a
// deposit limit, and what a typed limit means. Domain logic over the
// contract's limit types; nothing of the app.
import { LIMIT_MAX, type LimitKind, type PlayerLimits } from '../contract/responsibleGaming';

/**
 * Whether to offer a deposit limit (UKGC: at registration or the first
 * deposit): no deposit made yet, and no deposit limit in force or pending.
 */
export const offersDepositLimit = ({ limits, hasDeposited }: Pick<PlayerLimits, 'limits' | 'hasDeposited'>) =>
  !hasDeposited && limits.every((limit) => limit.kind !== 'deposit' || (limit.amount === null && limit.pending === null));

/**
 * A limit as the player typed it, or null when it cannot be one: money with
 * up to two decimals (comma or point, '1500,50'), the session limit in whole
 * minutes up to a day.
 */
export function parseLimitDraft(kind: LimitKind, draft: string): number | null {
  const text = draft.trim().replace(',', '.');
  if (kind === 'session') {
    if (!/^\d{1,4}$/.test(text)) return null;
    const minutes = Number(text);
    return minutes >= 1 && minutes <= LIMIT_MAX.minutes ? minutes : null;
  }
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return amount > 0 && amount <= LIMIT_MAX.money ? amount : null;
}
