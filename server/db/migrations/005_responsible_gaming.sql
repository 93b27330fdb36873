-- Responsible gaming (issue 8): per-player limits with pending increases,
-- the reality-check interval, time-outs and self-exclusion, and the minutes
-- played each day (for the session time limit).
CREATE TABLE player_limits (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  -- In force: kuruş for money, minutes for the session limit; null = none.
  amount bigint CHECK (amount > 0),
  -- An increase or a removal waits (pending_amount null with pending_at set = removal).
  pending_amount bigint CHECK (pending_amount > 0),
  pending_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, period)
);

ALTER TABLE users ADD COLUMN reality_check_minutes integer NOT NULL DEFAULT 0;
-- A time-out or self-exclusion: its kind and end ('infinity' when permanent).
ALTER TABLE users ADD COLUMN excluded_kind text CHECK (excluded_kind IN ('timeout', 'selfexclusion'));
ALTER TABLE users ADD COLUMN excluded_until timestamptz;
-- The daily session limit was reached: no login until then.
ALTER TABLE users ADD COLUMN session_blocked_until timestamptz;

-- Seconds a player was logged in and active (the page's balance heartbeat), per local day.
CREATE TABLE play_time (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  seconds integer NOT NULL DEFAULT 0,
  last_seen timestamptz NOT NULL,
  PRIMARY KEY (user_id, day)
);
