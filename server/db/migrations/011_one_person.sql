-- One person (issue 32, item 3; H1, M2, M7): exclusions, limits and the
-- no-deposit bonuses bind the person, not the account, and a person opens
-- one account. A person is their name and surname folded (Turkish casing,
-- letters without their marks, no spaces: domain/person.ts) and their birth
-- date, kept as one key that the database holds unique; a verified phone is
-- one number in one form (E.164 digits: domain/phone.ts) and belongs to one
-- account. The SQL below folds and reads numbers as those functions do; a
-- test holds them to each other (tests/server/onePersonMigration.test.ts).

CREATE TABLE persons (
  id serial PRIMARY KEY,
  person_key text NOT NULL UNIQUE,
  -- A time-out or self-exclusion of the person: its kind and end ('infinity' when permanent).
  excluded_kind text CHECK (excluded_kind IN ('timeout', 'selfexclusion')),
  excluded_until timestamptz,
  -- The day's session limit was reached: no play and no login until then.
  session_blocked_until timestamptz,
  trial_bonus_claimed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Phones in one form. A number that is none of the site's countries' is kept as written (it cannot be verified).
CREATE TEMP TABLE phone_forms ON COMMIT DROP AS
SELECT id, CASE
    WHEN phone !~ '^[0-9[:space:]()+./-]{1,40}$' THEN NULL
    WHEN NOT international AND regexp_replace(digits, '^0', '') ~ '^(?:[2-5][0-9]|85)[0-9]{8}$' THEN '90' || regexp_replace(digits, '^0', '')
    ELSE coalesce(
      '90' || (regexp_match(regexp_replace(digits, '^00', ''), '^900?((?:[2-5][0-9]|85)[0-9]{8})$'))[1],
      '994' || (regexp_match(regexp_replace(digits, '^00', ''), '^9940?([1-9][0-9]{8})$'))[1],
      '995' || (regexp_match(regexp_replace(digits, '^00', ''), '^9950?([3-7][0-9]{8})$'))[1],
      '49' || (regexp_match(regexp_replace(digits, '^00', ''), '^490?([2-9][0-9]{5,10}|1[5-7][0-9]{8,9})$'))[1],
      '31' || (regexp_match(regexp_replace(digits, '^00', ''), '^310?([1-9][0-9]{8})$'))[1],
      '44' || (regexp_match(regexp_replace(digits, '^00', ''), '^440?([1-3][0-9]{8,9}|7[0-9]{9})$'))[1])
  END AS e164
FROM (SELECT id, phone, regexp_replace(phone, '[^0-9]', '', 'g') AS digits,
             btrim(phone) LIKE '+%' OR regexp_replace(phone, '[^0-9]', '', 'g') LIKE '00%' AS international
        FROM users) written;

-- Two verified spellings of one number: the oldest verification stays, the others must verify again (as 007 did).
UPDATE users u SET sms_verified = false FROM phone_forms f
 WHERE f.id = u.id AND u.sms_verified
   AND EXISTS (SELECT 1 FROM users o JOIN phone_forms g ON g.id = o.id
                WHERE o.sms_verified AND o.id < u.id AND coalesce(g.e164, o.phone) = coalesce(f.e164, u.phone));
UPDATE users u SET phone = f.e164 FROM phone_forms f WHERE f.id = u.id AND f.e164 IS NOT NULL AND f.e164 <> u.phone;

-- Every account gets its person.
ALTER TABLE users ADD COLUMN person_id integer REFERENCES persons (id);
-- Accounts opened before this migration by a person who had one already: kept (the operator's support
-- decides), bound to the person like the first; no new one can be opened.
ALTER TABLE users ADD COLUMN extra_account boolean NOT NULL DEFAULT false;
CREATE TEMP TABLE person_keys ON COMMIT DROP AS
SELECT id, lower(regexp_replace(normalize(translate(normalize(name || surname, NFKC), 'İIı', 'iii'), NFD), '[\u0300-\u036f[:space:]''’.`,-]', '', 'g'))
           || '|' || to_char(birth_date, 'YYYY-MM-DD') AS person_key
  FROM users;
INSERT INTO persons (person_key) SELECT DISTINCT person_key FROM person_keys;
UPDATE users u SET person_id = p.id FROM person_keys k JOIN persons p ON p.person_key = k.person_key WHERE k.id = u.id;
UPDATE users u SET extra_account = true WHERE EXISTS (SELECT 1 FROM users o WHERE o.person_id = u.person_id AND o.id < u.id);
ALTER TABLE users ALTER COLUMN person_id SET NOT NULL;
CREATE UNIQUE INDEX users_one_account_per_person ON users (person_id) WHERE NOT extra_account;
CREATE INDEX users_person_idx ON users (person_id);

-- The person's state: the longest exclusion and session block of any of its accounts, a trial bonus taken by any.
UPDATE persons p SET excluded_until = s.excluded_until, excluded_kind = s.excluded_kind,
                     session_blocked_until = s.session_blocked_until, trial_bonus_claimed = s.trial_bonus_claimed
  FROM (SELECT person_id, max(excluded_until) AS excluded_until,
               (array_agg(excluded_kind ORDER BY excluded_until DESC NULLS LAST))[1] AS excluded_kind,
               max(session_blocked_until) AS session_blocked_until, bool_or(trial_bonus_claimed) AS trial_bonus_claimed
          FROM users GROUP BY person_id) s
 WHERE s.person_id = p.id;
ALTER TABLE users DROP COLUMN excluded_kind;
ALTER TABLE users DROP COLUMN excluded_until;
ALTER TABLE users DROP COLUMN session_blocked_until;
ALTER TABLE users DROP COLUMN trial_bonus_claimed;

-- Limits of the person. Where several accounts of one person had their own, the tightest of each kind and
-- period is kept, and a pending loosening only where one account alone had the limit.
CREATE TABLE person_limits (
  person_id integer NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount bigint CHECK (amount > 0),
  pending_amount bigint CHECK (pending_amount > 0),
  pending_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (person_id, kind, period)
);
INSERT INTO person_limits (person_id, kind, period, amount, pending_amount, pending_at, updated_at)
SELECT u.person_id, l.kind, l.period, min(l.amount),
       CASE WHEN count(*) = 1 THEN min(l.pending_amount) END, CASE WHEN count(*) = 1 THEN min(l.pending_at) END, max(l.updated_at)
  FROM player_limits l JOIN users u ON u.id = l.user_id
 GROUP BY u.person_id, l.kind, l.period;
DROP TABLE player_limits;

-- A session opened by a self-excluded person: it may see its balance and history and withdraw, nothing else.
ALTER TABLE sessions ADD COLUMN withdraw_only boolean NOT NULL DEFAULT false;

-- SMS codes are counted per number and site-wide (L3).
CREATE INDEX verification_codes_sms_target_idx ON verification_codes (target, created_at) WHERE purpose = 'sms';
CREATE INDEX verification_codes_sms_idx ON verification_codes (created_at) WHERE purpose = 'sms';
