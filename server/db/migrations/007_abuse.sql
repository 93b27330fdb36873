-- Abuse-proof accounts, bonuses and limits (issue 18).

-- Login attempts by username, whether or not it is an account: counted
-- atomically before the password is checked, so parallel guesses cannot pass
-- the lock, and the answers for a name that is no account are the same as for
-- a wrong password (no account discovery).
CREATE TABLE login_throttle (
  username_key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE users DROP COLUMN failed_logins;
ALTER TABLE users DROP COLUMN locked_until;

-- A verified phone belongs to one account. Earlier duplicates keep the
-- oldest verification; the others must verify again.
UPDATE users u SET sms_verified = false
 WHERE u.sms_verified AND EXISTS (SELECT 1 FROM users o WHERE o.sms_verified AND o.phone = u.phone AND o.id < u.id);
CREATE UNIQUE INDEX users_verified_phone_key ON users (phone) WHERE sms_verified;

-- Exclusions are looked up by person at sign-up and login: the few accounts
-- with one, found by index.
CREATE INDEX users_excluded_idx ON users (excluded_until) WHERE excluded_until IS NOT NULL;
