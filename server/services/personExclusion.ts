// Self-exclusion and time-outs bind the person, not the account (UKGC LCCP
// 3.5.3, MGA's player protection directive): someone who excluded themselves
// must not open another account with a new e-mail and play at once. A person
// is their name, surname and birth date, compared with case, Turkish letters
// and spacing folded, or a phone an excluded account verified. The refusal
// says nothing about the other account.
import type { Queryable } from '../db/database';
import { Refusal } from '../http/respond';

/** Folds a name for comparison, the same way for the stored column and the value asked about. */
const fold = (sql: string) => `lower(translate(regexp_replace(btrim(${sql}), '\\s+', ' ', 'g'), 'İIıŞşĞğÜüÖöÇç', 'iiissgguuoocc'))`;

export interface Person {
  name: string;
  surname: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  phone: string;
  /** The account asking (login), so its own exclusion is left to closedReason's clearer message. */
  userId?: number;
}

/** Refuses when another account of this person has a time-out or self-exclusion in force. */
export async function checkPersonNotExcluded(db: Queryable, person: Person, now: Date): Promise<void> {
  const rows = await db.query(
    `SELECT 1 FROM users
      WHERE excluded_until > $1 AND id <> $2
        AND ((${fold('name')} = ${fold('$3')} AND ${fold('surname')} = ${fold('$4')} AND birth_date = $5::date)
             OR (sms_verified AND phone = $6))
      LIMIT 1`,
    [now, person.userId ?? 0, person.name, person.surname, person.birthDate, person.phone],
  );
  if (rows.length > 0) throw new Refusal('personExcluded');
}
