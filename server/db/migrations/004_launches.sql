-- Game launches (issue 5): a launch token lets one game page play one game
-- for one player while the session that launched it lives. Only its hash is
-- stored, as with session tokens.
CREATE TABLE game_launches (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id),
  session_id integer NOT NULL REFERENCES sessions (id),
  game_code text NOT NULL REFERENCES games (code),
  launch_system text NOT NULL,
  mobile boolean NOT NULL,
  language text NOT NULL,
  lobby_url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX game_launches_user ON game_launches (user_id, created_at DESC);

-- An account the operator has closed to play (responsible gambling, fraud):
-- it may still log in, see its history and withdraw, but no game launches.
ALTER TABLE users ADD COLUMN play_blocked_at timestamptz;

-- The sportsbook's token for a session: the site frames the sportsbook with
-- it (login answer betcoToken and betsyToken); only its hash is stored.
ALTER TABLE sessions ADD COLUMN sportsbook_token_hash text;
CREATE UNIQUE INDEX sessions_sportsbook_token ON sessions (sportsbook_token_hash) WHERE sportsbook_token_hash IS NOT NULL;

-- Bets on the demo sportsbook: the stake is debited when placed; the bet is
-- settled (won or lost) when its event finishes.
CREATE TABLE sport_bets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  event_id text NOT NULL,
  market text NOT NULL,
  selection text NOT NULL,
  odds numeric(8, 2) NOT NULL,
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost')),
  payout_minor bigint NOT NULL DEFAULT 0,
  settles_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX sport_bets_user ON sport_bets (user_id, created_at DESC);
CREATE INDEX sport_bets_open ON sport_bets (settles_at) WHERE status = 'open';
