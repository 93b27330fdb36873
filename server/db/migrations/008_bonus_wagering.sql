-- Bonus money is not cash (issue 18, item 10): the ledger keeps two pots,
-- real money and bonus money. A bonus is credited to the bonus pot with a
-- wagering requirement; stakes take real money first, then bonus money; when
-- the requirement is met the bonus pot becomes real money; a withdrawal
-- forfeits an unwagered bonus (after the player confirms it).
ALTER TABLE ledger ADD COLUMN pot text NOT NULL DEFAULT 'real' CHECK (pot IN ('real', 'bonus'));
DROP INDEX ledger_moved_once_idx;
CREATE UNIQUE INDEX ledger_moved_once_idx ON ledger (user_id, idempotency_key, reason, pot) WHERE idempotency_key IS NOT NULL;

-- A claimed bonus: what must be staked before it is real money, and what has been.
ALTER TABLE user_bonuses ADD COLUMN wagering_required_minor bigint NOT NULL DEFAULT 0;
ALTER TABLE user_bonuses ADD COLUMN wagered_minor bigint NOT NULL DEFAULT 0;
CREATE INDEX user_bonuses_active_idx ON user_bonuses (user_id, id) WHERE status = 1;

-- The part of a sports stake that was bonus money: its payout goes back in the same shares.
ALTER TABLE sport_bets ADD COLUMN stake_bonus_minor bigint NOT NULL DEFAULT 0;
