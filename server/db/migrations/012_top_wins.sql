-- Top winners (issue 32, L6): transaction/topwinners, open to visitors,
-- walked the wins index from the largest down and joined each row to its game
-- to keep the live (or the other) ones: with few wins of the asked kind, the
-- whole index on every call. A round's rows now carry their game's kind, and
-- the wins of each kind have an index in the order the list is read, so a
-- list of N reads N rows. The kind is the game's at the time of the round.
ALTER TABLE game_history ADD COLUMN is_live boolean;
UPDATE game_history h SET is_live = g.is_live FROM games g WHERE g.code = h.game_code;
-- Set by the database, so no path that writes a round (a new one included) can leave it out.
CREATE FUNCTION game_history_kind() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.is_live := (SELECT is_live FROM games WHERE code = NEW.game_code); RETURN NEW; END $$;
CREATE TRIGGER game_history_kind BEFORE INSERT ON game_history FOR EACH ROW EXECUTE FUNCTION game_history_kind();
CREATE INDEX game_history_top_wins ON game_history (is_live, amount_minor DESC, id DESC) WHERE type = 1;
-- Read by nothing else.
DROP INDEX game_history_wins;
