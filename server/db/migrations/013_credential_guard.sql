-- The credential paths (issue 32: M5, M8, M10).

-- M8. One normalisation of usernames: the account match, the lockout keys
-- and the reset codes all compare this key, which server/services/usernameKey.ts
-- computes the same way (ASCII letters folded, nothing else: sign-up allows
-- only ASCII letters and digits). lower() followed the database's locale:
-- under a glibc UTF-8 locale 'bİlgi01' was the account 'bilgi01' while the
-- lockout, keyed by JavaScript's toLowerCase(), counted it apart.
ALTER TABLE users ADD COLUMN username_key text GENERATED ALWAYS AS (translate(username, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')) STORED;
DROP INDEX users_username_key;
CREATE UNIQUE INDEX users_username_key ON users (username_key);

-- M10. A name's login failures are counted per requester (a device the
-- account knows, a session, or a client address) and, for everyone the
-- account does not know, together in the row whose requester is '': an
-- attacker's failures lock the attacker and strangers, never the owner's
-- own devices.
ALTER TABLE login_throttle ADD COLUMN requester text NOT NULL DEFAULT '';
ALTER TABLE login_throttle DROP CONSTRAINT login_throttle_pkey;
ALTER TABLE login_throttle ADD PRIMARY KEY (username_key, requester);

-- Devices that have proved they are the account's: a login, the sign-up or a
-- password reset was made from them (the device cookie, server/http/deviceCookie.ts).
CREATE TABLE known_devices (
  username_key text NOT NULL,
  device text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (username_key, device)
);

-- M5, M10. Reset codes by name and by who asked (the browser's device id and
-- the client's address bucket), for names that are accounts and names that
-- are not alike (user_id null: a code no one is sent), so the answers and
-- their timing cannot tell them apart, and a code, its attempts and its
-- quota belong to whoever asked: it is checked from the same browser or the
-- same address, and known_device says whether the account knew the browser.
-- Reset codes sent before this migration are no longer accepted (they lived
-- 15 minutes; the owner asks again).
CREATE TABLE reset_codes (
  id serial PRIMARY KEY,
  username_key text NOT NULL,
  device text NOT NULL,
  address text NOT NULL,
  known_device boolean NOT NULL,
  user_id integer REFERENCES users (id),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX reset_codes_name_idx ON reset_codes (username_key, created_at DESC);
