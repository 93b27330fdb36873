-- Review 2 of issue 32 (a low): the activity statement (services/activity.ts)
-- and the loss limit (responsibleGaming.ts) sum a person's ledger from a
-- date; on (user_id) alone they read the person's whole history. This index
-- serves those and every lookup by account, so the old one goes.
CREATE INDEX ledger_user_time_idx ON ledger (user_id, created_at);
DROP INDEX ledger_user_idx;
