-- Accounts, sessions, codes, the wallet ledger, notifications, content.
-- Money is kept in kuruş (bigint minor units); the API speaks lira.

CREATE TABLE countries (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  usercode text NOT NULL UNIQUE,
  username text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL,
  surname text NOT NULL,
  phone text NOT NULL,
  sms_verified boolean NOT NULL DEFAULT false,
  country_id integer NOT NULL REFERENCES countries (id),
  currency_id integer NOT NULL DEFAULT 1,
  birth_date date NOT NULL,
  ref_id integer,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  trial_bonus_claimed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- One row a login: the token is stored hashed; revoked at logout.
CREATE TABLE sessions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  ip text NOT NULL DEFAULT '',
  device text NOT NULL DEFAULT '',
  fingerprint text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id, created_at DESC);

-- Reset codes (e-mail) and SMS codes: 6 digits, stored hashed, 15 minutes, 5 attempts.
CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('reset', 'sms')),
  target text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX verification_codes_user_idx ON verification_codes (user_id, purpose, created_at DESC);

-- Every e-mail and SMS the site sends (the dev outbox shows them).
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  subject text NOT NULL,
  body text NOT NULL,
  code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_to_idx ON outbox (to_address, id DESC);

CREATE TABLE payment_methods (
  id integer PRIMARY KEY,
  type smallint NOT NULL CHECK (type IN (1, 2)),
  title text NOT NULL,
  min_minor bigint NOT NULL,
  max_minor bigint NOT NULL,
  image_url text,
  -- deposit: 'iframe' (continue on the payment page) or 'message' (credited at once)
  result text NOT NULL CHECK (result IN ('iframe', 'message', 'withdraw')),
  fields jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- Deposits and withdrawals (transaction kind 1 and 2, status per the enumeration).
CREATE TABLE transactions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind smallint NOT NULL CHECK (kind IN (1, 2)),
  status smallint NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  method_id integer NOT NULL REFERENCES payment_methods (id),
  detail jsonb NOT NULL DEFAULT '{}',
  pay_token text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_user_idx ON transactions (user_id, created_at DESC);

-- The wallet: the balance is the sum of a player's entries.
CREATE TABLE ledger (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  amount_minor bigint NOT NULL,
  reason text NOT NULL,
  transaction_id integer REFERENCES transactions (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_user_idx ON ledger (user_id);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  type smallint NOT NULL CHECK (type BETWEEN 1 AND 5),
  title text NOT NULL,
  note text NOT NULL,
  message text NOT NULL DEFAULT '',
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);

CREATE TABLE bonuses (
  id integer PRIMARY KEY,
  title_tr text NOT NULL,
  title_en text NOT NULL,
  description_tr text NOT NULL,
  description_en text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  image_url text,
  valid_until timestamptz
);

-- Activity status: 1 Processing, 2 Completed, 3 Cancelled, 4 Expired.
CREATE TABLE user_bonuses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  bonus_id integer REFERENCES bonuses (id),
  title text NOT NULL,
  amount_minor bigint NOT NULL,
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 4),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_bonuses_once ON user_bonuses (user_id, bonus_id) WHERE bonus_id IS NOT NULL;

CREATE TABLE call_requests (
  id serial PRIMARY KEY,
  name text NOT NULL,
  message text NOT NULL,
  contacts jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Content: pages by CMS category, promotions, translations, site settings.
CREATE TABLE cms_categories (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE cms_pages (
  id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES cms_categories (id),
  title_tr text NOT NULL,
  title_en text NOT NULL,
  body_tr text NOT NULL,
  body_en text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE promotions (
  id integer PRIMARY KEY,
  title_tr text NOT NULL,
  title_en text NOT NULL,
  description_tr text NOT NULL,
  description_en text NOT NULL,
  images jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE translations (
  locale text NOT NULL,
  key text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (locale, key)
);

-- Site options, popup, video, slider list, domain status, trial bonus amount: JSON by key.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
