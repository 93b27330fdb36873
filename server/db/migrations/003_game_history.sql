-- Rounds of the demo games: one Bet row (type 2) and, when the round pays, a
-- Win row (type 1), as the game-history page and the top winners read them.
CREATE TABLE game_history (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  game_code text NOT NULL REFERENCES games (code),
  round_id bigint NOT NULL,
  type smallint NOT NULL CHECK (type IN (1, 2)),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE SEQUENCE game_rounds;
CREATE INDEX game_history_user ON game_history (user_id, created_at DESC);
CREATE INDEX game_history_wins ON game_history (type, amount_minor DESC);
