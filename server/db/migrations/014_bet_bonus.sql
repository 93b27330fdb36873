-- Review 2 of issue 32, R4: a sports bet's bonus stake belongs to the bonus
-- it came from. The bonus share of a payout went by the player's newest
-- bonus, so a bet staked with a bonus later forfeited paid out as real money
-- once a second bonus was wagered through. The bonuses in play share one pot
-- and end together (wagered through, spent or forfeited), so the newest one
-- in play when the bet is taken stands for the money staked: its status
-- decides where the share goes (in play: the bonus pot; completed: real
-- money; cancelled or expired: nowhere).
ALTER TABLE sport_bets ADD COLUMN user_bonus_id integer REFERENCES user_bonuses (id);

-- Bets taken before: the player's newest bonus claimed by the bet's moment.
UPDATE sport_bets sb SET user_bonus_id = (
  SELECT b.id FROM user_bonuses b WHERE b.user_id = sb.user_id AND b.created_at <= sb.created_at ORDER BY b.id DESC LIMIT 1
) WHERE sb.stake_bonus_minor > 0;

-- Bonus money riding on open bets, per bonus: the withdrawal's forfeit counts it (bonusAtStake).
CREATE INDEX sport_bets_open_bonus ON sport_bets (user_bonus_id) WHERE status = 'open' AND user_bonus_id IS NOT NULL;
