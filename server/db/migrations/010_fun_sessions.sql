-- Play for fun (issue 21, item 16): a fun session plays one game with play
-- money of its own, for a visitor or a player alike. Its token is not a
-- launch token: the real-money game API and the site's calls refuse it, and
-- no ledger, history or limit ever sees its rounds. Only its hash is stored.
CREATE TABLE fun_sessions (
  token_hash text PRIMARY KEY,
  game_code text NOT NULL REFERENCES games (code) ON DELETE CASCADE,
  language text NOT NULL,
  mobile boolean NOT NULL,
  lobby_url text NOT NULL DEFAULT '',
  balance_minor bigint NOT NULL CHECK (balance_minor >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX fun_sessions_expiry ON fun_sessions (expires_at);
