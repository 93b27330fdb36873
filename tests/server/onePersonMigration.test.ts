// Migration 011 gives every existing account its person and its phone one
// form (issue 32, item 3). Its SQL folds names and reads numbers as
// domain/person.ts and domain/phone.ts do, so that an account made before it
// and a sign-up after it meet as one person: generated rows are migrated and
// compared with the TypeScript functions (fast-check, seed printed).
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { personKey } from '../../domain/person';
import { e164Phone } from '../../domain/phone';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { freshPglite } from './support/freshPglite';

const BEFORE = '010_fun_sessions';
let db: Database | null = null;
afterEach(async () => {
  await db?.close();
  db = null;
});

async function legacyDatabase(): Promise<Database> {
  db = await freshPglite();
  await migrate(db, { upTo: BEFORE });
  await db.query("INSERT INTO countries (id, name) VALUES (1, 'Türkiye')");
  return db;
}

interface Legacy {
  name: string;
  surname: string;
  birth?: string;
  phone: string;
  verified?: boolean;
  excluded?: { kind: 'timeout' | 'selfexclusion'; days: number };
  trial?: boolean;
}

let serial = 0;
async function insertLegacy(database: Database, user: Legacy): Promise<number> {
  serial += 1;
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO users (usercode, username, email, password_hash, name, surname, phone, sms_verified, country_id, birth_date, trial_bonus_claimed,
                        excluded_kind, excluded_until, created_at)
     VALUES ($1, $1, $1 || '@example.com', 'x', $2, $3, $4, $5, 1, $6, $7, $8, now() + make_interval(days => $9), now() + make_interval(secs => $10))
     RETURNING id`,
    [
      `legacy${serial}`,
      user.name,
      user.surname,
      user.phone,
      user.verified ?? false,
      user.birth ?? '1990-01-02',
      user.trial ?? false,
      user.excluded?.kind ?? null,
      user.excluded?.days ?? null,
      serial,
    ],
  );
  return row!.id;
}

const usersOf = (database: Database) =>
  database.query<{ id: number; person_id: number; extra_account: boolean; phone: string; sms_verified: boolean }>(
    'SELECT id, person_id, extra_account, phone, sms_verified FROM users ORDER BY id',
  );

describe('migration 011 (one person)', () => {
  it('binds the accounts of one person to one person row, keeps the strictest state, and gives phones one form', async () => {
    const database = await legacyDatabase();
    const first = await insertLegacy(database, {
      name: 'Ayşe Nur',
      surname: 'Yılmaz',
      phone: '05551112233',
      verified: true,
      excluded: { kind: 'selfexclusion', days: 180 },
    });
    const upper = await insertLegacy(database, {
      name: 'AYŞE NUR',
      surname: 'YILMAZ',
      phone: '905551112244',
      trial: true,
      excluded: { kind: 'timeout', days: 1 },
    });
    const ascii = await insertLegacy(database, { name: 'Aysenur', surname: 'Yilmaz', phone: '5551112255' });
    const other = await insertLegacy(database, { name: 'Mehmet', surname: 'Yılmaz', phone: '5551112233', verified: true });
    const abroad = await insertLegacy(database, { name: 'Hans', surname: 'Müller', phone: '0049 151 12345678' });
    const odd = await insertLegacy(database, { name: 'Can', surname: 'Öz', phone: '12345' });
    await database.query(
      "INSERT INTO player_limits (user_id, kind, period, amount) VALUES ($1, 'deposit', 'day', 50000), ($2, 'deposit', 'day', 30000)",
      [upper, ascii],
    );
    await database.query(
      "INSERT INTO player_limits (user_id, kind, period, amount, pending_amount, pending_at) VALUES ($1, 'loss', 'week', 10000, 90000, now() + interval '1 day')",
      [first],
    );

    expect(await migrate(database)).toEqual([
      '011_one_person',
      '012_top_wins',
      '013_credential_guard',
      '014_bet_bonus',
      '015_ledger_by_time',
      '016_return_from_exclusion',
      '017_phone_replaced',
      '018_email_confirmation',
    ]);
    const users = new Map((await usersOf(database)).map((u) => [u.id, u]));
    const person = users.get(first)!.person_id;
    expect([upper, ascii].map((id) => users.get(id)!.person_id)).toEqual([person, person]);
    expect([first, upper, ascii].map((id) => users.get(id)!.extra_account)).toEqual([false, true, true]);
    expect(users.get(other)!.person_id).not.toBe(person);
    // One number, two spellings, both verified: the older verification stays.
    expect(users.get(first)).toMatchObject({ phone: '905551112233', sms_verified: true });
    expect(users.get(other)).toMatchObject({ phone: '905551112233', sms_verified: false });
    expect(users.get(ascii)!.phone).toBe('905551112255');
    expect(users.get(abroad)!.phone).toBe('4915112345678');
    expect(users.get(odd)!.phone).toBe('12345');

    const [state] = await database.query<{ excluded_kind: string; long: boolean; trial_bonus_claimed: boolean }>(
      "SELECT excluded_kind, excluded_until > now() + interval '100 days' AS long, trial_bonus_claimed FROM persons WHERE id = $1",
      [person],
    );
    expect(state).toEqual({ excluded_kind: 'selfexclusion', long: true, trial_bonus_claimed: true });
    const limits = await database.query<{ kind: string; amount: string; pending_amount: string | null }>(
      'SELECT kind, amount::text, pending_amount::text FROM person_limits WHERE person_id = $1 ORDER BY kind',
      [person],
    );
    expect(limits).toEqual([
      { kind: 'deposit', amount: '30000', pending_amount: null },
      { kind: 'loss', amount: '10000', pending_amount: '90000' },
    ]);
    // The database holds one account per person from now on.
    await expect(
      database.query(
        `INSERT INTO users (usercode, username, email, password_hash, name, surname, phone, country_id, birth_date, person_id)
         VALUES ('n1', 'n1', 'n1@example.com', 'x', 'Ayşe Nur', 'Yılmaz', '905559990000', 1, '1990-01-02', $1)`,
        [person],
      ),
    ).rejects.toThrow(/users_one_account_per_person/);
  });

  it('folds names and reads phones exactly as domain/person.ts and domain/phone.ts do', async () => {
    const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
    console.log(`onePersonMigration property seed: ${seed} (FC_SEED=${seed} repeats it)`);
    const letters = [...'aAbBcCçÇdDeEgGğĞhHıIiİkKlLmMnNoOöÖrRsSşŞtTuUüÜyYzZâÂîÎûÛéÉèÈêäÄñÑåÅＡａＫｋﬁ'];
    const word = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 8 }).map((chars) => chars.join(''));
    const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
    const national = fc.oneof(fc.stringMatching(/^5\d{9}$/), fc.stringMatching(/^[2-4]\d{9}$/), fc.stringMatching(/^\d{5,12}$/));
    const prefix = fc.constantFrom('', '0', '90', '+90', '0090', '+90 0', '994', '+995 ', '49', '0044 ', '+31', '+', '00');
    const phone = fc
      .tuple(prefix, national, fc.boolean())
      .map(([p, n, spaced]) => (spaced ? `${p}${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` : `${p}${n}`).slice(0, 40));
    const birth = fc
      .date({ min: new Date('1930-01-01'), max: new Date('2005-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const rows = fc.sample(fc.record({ name, surname: name, phone, birth }), { numRuns: 250, seed });

    const database = await legacyDatabase();
    const ids: number[] = [];
    for (const row of rows) ids.push(await insertLegacy(database, row));
    await migrate(database);
    const migrated = await database.query<{ id: number; phone: string; person_key: string }>(
      'SELECT u.id, u.phone, p.person_key FROM users u JOIN persons p ON p.id = u.person_id ORDER BY u.id',
    );
    const byId = new Map(migrated.map((r) => [r.id, r]));
    rows.forEach((row, i) => {
      const got = byId.get(ids[i]!)!;
      expect(got.person_key, JSON.stringify(row)).toBe(personKey({ name: row.name, surname: row.surname, birthDate: row.birth }));
      expect(got.phone, JSON.stringify(row)).toBe(e164Phone(row.phone) ?? row.phone);
    });
  });
});
