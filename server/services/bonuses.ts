// Bonuses: the trial bonus (once per person, after phone verification),
// claimable bonuses (Bonuses & Discounts), and the history with activity
// statuses and the wagering left. A bonus given without a deposit is one per
// person, whichever of their accounts claims it (issue 32, M7), and none while
// the person is excluded. A bonus is bonus money, not cash: it is
// credited to the bonus pot with a wagering requirement (wagering.ts).
import { ActivityStatus, NotificationType } from '../../contract/enums';
import type { AvailableBonus, BonusHistoryRow } from '../../contract/schemas';
import type { Deps } from '../context';
import type { Auth } from '../auth';
import type { Queryable } from '../db/database';
import { Refusal } from '../http/respond';
import { formatMinor, message, type Locale } from '../messages';
import { createNotification } from './notifications';
import { accountsOfPersonSql, lockPerson } from './person';
import { closedReason } from './responsibleGaming';
import { readSetting } from './settings';
import { lockPlayer, postEntry, toLira, toMinor } from './wallet';

const TRIAL_TITLE: Record<Locale, string> = { tr: 'Deneme Bonusu', en: 'Trial bonus' };

async function credit(
  deps: Deps,
  tx: Queryable,
  userId: number,
  bonus: { id: number | null; title: string; amountMinor: number },
  locale: Locale,
) {
  // Without a wagering requirement (BONUS_WAGERING_MULTIPLIER=0) a bonus is real money at once.
  const required = bonus.amountMinor * deps.config.bonusWageringMultiplier;
  await tx.query(
    'INSERT INTO user_bonuses (user_id, bonus_id, title, amount_minor, status, wagering_required_minor) VALUES ($1, $2, $3, $4, $5, $6)',
    [userId, bonus.id, bonus.title, bonus.amountMinor, required > 0 ? ActivityStatus.Processing : ActivityStatus.Completed, required],
  );
  await postEntry(tx, deps.events, {
    userId,
    amountMinor: bonus.amountMinor,
    reason: bonus.id === null ? 'trial_bonus' : 'bonus',
    pot: required > 0 ? 'bonus' : 'real',
  });
  await createNotification(tx, deps.events, userId, {
    type: NotificationType.Bonus,
    title: message(locale, 'nBonusTitle'),
    note: message(locale, 'nBonusNote', { title: bonus.title, amount: formatMinor(bonus.amountMinor) }),
  });
}

export async function claimTrialBonus(deps: Deps, auth: Auth, locale: Locale): Promise<number> {
  const amountMinor = toMinor(Number((await readSetting<number>(deps.db, 'trialBonusAmount')) ?? 0));
  if (amountMinor <= 0) throw new Refusal('trialBonusNone');
  const refusal = await deps.db.transaction(async (tx) => {
    const [user] = await tx.query<{ sms_verified: boolean }>('SELECT sms_verified FROM users WHERE id = $1 FOR UPDATE', [auth.userId]);
    if (!user?.sms_verified) return new Refusal('verifyPhoneFirst');
    const closed = await closedReason(tx, auth.userId, deps.clock.now());
    if (closed) return closed;
    const personId = await lockPerson(tx, auth.userId);
    const [person] = await tx.query<{ trial_bonus_claimed: boolean }>('SELECT trial_bonus_claimed FROM persons WHERE id = $1', [personId]);
    if (person?.trial_bonus_claimed) return new Refusal('trialBonusAlready');
    await tx.query('UPDATE persons SET trial_bonus_claimed = true WHERE id = $1', [personId]);
    await credit(deps, tx, auth.userId, { id: null, title: TRIAL_TITLE[locale], amountMinor }, locale);
    return null;
  });
  if (refusal) throw refusal;
  deps.balances.invalidate(auth.userId);
  return amountMinor;
}

interface BonusRow {
  id: number;
  title_tr: string;
  title_en: string;
  description_tr: string;
  description_en: string;
  amount_minor: number | string;
  image_url: string | null;
  valid_until: Date | null;
}

/** The bonuses the person may still claim: none while they are excluded (no offers to a self-excluded person). */
export async function availableBonuses(db: Queryable, userId: number, locale: Locale, now: Date): Promise<AvailableBonus[]> {
  if (await closedReason(db, userId, now)) return [];
  const rows = await db.query<BonusRow>(
    `SELECT b.* FROM bonuses b
     WHERE (b.valid_until IS NULL OR b.valid_until > now())
       AND NOT EXISTS (SELECT 1 FROM user_bonuses ub WHERE ub.user_id IN ${accountsOfPersonSql('$1')} AND ub.bonus_id = b.id)
     ORDER BY b.id`,
    [userId],
  );
  return rows.map((r) => ({
    id: r.id,
    title: locale === 'en' ? r.title_en : r.title_tr,
    description: locale === 'en' ? r.description_en : r.description_tr,
    amount: toLira(Number(r.amount_minor)),
    imageUrl: r.image_url,
    validUntil: r.valid_until ? new Date(r.valid_until).toISOString() : null,
  }));
}

export async function claimBonus(deps: Deps, auth: Auth, bonusId: number, locale: Locale): Promise<string> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [bonus] = await tx.query<BonusRow>('SELECT * FROM bonuses WHERE id = $1 AND (valid_until IS NULL OR valid_until > now())', [
      bonusId,
    ]);
    if (!bonus) return new Refusal('bonusNotFound');
    await lockPlayer(tx, auth.userId);
    const closed = await closedReason(tx, auth.userId, deps.clock.now());
    if (closed) return closed;
    await lockPerson(tx, auth.userId);
    const [claimed] = await tx.query(`SELECT 1 FROM user_bonuses WHERE user_id IN ${accountsOfPersonSql('$1')} AND bonus_id = $2`, [
      auth.userId,
      bonusId,
    ]);
    if (claimed) return new Refusal('bonusAlready');
    const title = locale === 'en' ? bonus.title_en : bonus.title_tr;
    await credit(deps, tx, auth.userId, { id: bonus.id, title, amountMinor: Number(bonus.amount_minor) }, locale);
    return title;
  });
  if (outcome instanceof Refusal) throw outcome;
  deps.balances.invalidate(auth.userId);
  return outcome;
}

export async function bonusHistory(
  db: Queryable,
  userId: number,
  skip: number,
  take: number,
): Promise<{ items: BonusHistoryRow[]; total: number }> {
  const [count] = await db.query<{ total: number | string }>('SELECT count(*) AS total FROM user_bonuses WHERE user_id = $1', [userId]);
  const rows = await db.query<{
    id: number;
    title: string;
    amount_minor: number | string;
    status: number;
    created_at: Date;
    required: number | string;
    wagered: number | string;
  }>(
    `SELECT id, title, amount_minor, status, created_at, wagering_required_minor AS required, wagered_minor AS wagered
       FROM user_bonuses WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
    [userId, skip, take],
  );
  return {
    total: Number(count?.total ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      amount: toLira(Number(r.amount_minor)),
      status: r.status as BonusHistoryRow['status'],
      createdAt: new Date(r.created_at).toISOString(),
      // What is left to stake, while the bonus is in play (a bonus without a requirement has none).
      wagering:
        r.status === ActivityStatus.Processing && Number(r.required) > 0
          ? {
              required: toLira(Number(r.required)),
              wagered: toLira(Number(r.wagered)),
              left: toLira(Math.max(0, Number(r.required) - Number(r.wagered))),
            }
          : null,
    })),
  };
}
