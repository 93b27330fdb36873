-- Game information and the player's own lists (issue 21, items 13-17).
-- The studio a game comes from, its return to player and volatility (shown
-- to players as UK and Maltese rules expect), when it came out (the 'new'
-- order) and how much it is played (the 'popular' order). Filled by the
-- catalogue seed (server/casino/games.ts), also on a database seeded before.
ALTER TABLE games ADD COLUMN studio text;
ALTER TABLE games ADD COLUMN rtp numeric(5, 2);
ALTER TABLE games ADD COLUMN volatility text CHECK (volatility IN ('low', 'medium', 'high'));
ALTER TABLE games ADD COLUMN released_on date;
ALTER TABLE games ADD COLUMN popularity integer NOT NULL DEFAULT 0;
-- The place of the name in Turkish alphabetical order (ç after c, ı before
-- i), set by the seed with Intl.Collator: no ICU collation is needed.
ALTER TABLE games ADD COLUMN name_rank integer;
CREATE INDEX games_provider ON games (main_provider_id, sort);

-- Recently played: the last launch of each game per player; the page shows
-- the twelve latest (casino/recentgames). Kept apart from game_launches,
-- whose rows go with the sessions that made them.
CREATE TABLE recent_games (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_code text NOT NULL REFERENCES games (code) ON DELETE CASCADE,
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_code)
);
CREATE INDEX recent_games_user ON recent_games (user_id, played_at DESC);
