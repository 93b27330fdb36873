-- Money moves exactly once (issue 17): a deposit, withdrawal, round or bet
-- sent with an Idempotency-Key keeps its first answer here, written in the
-- same transaction as the money it moved; a retry with the same key gets that
-- answer back and moves nothing. Kept at least 24 hours, then purged.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  operation text NOT NULL CHECK (operation IN ('deposit', 'withdraw', 'round', 'sport_bet')),
  -- sha256 of the operation and the request: the same key with another request is refused.
  request_hash text NOT NULL,
  -- {"ok": <outcome>} or {"refusal": {"key": <message key>, "params": {…}}}; json, not jsonb: a retry gets the first answer byte for byte
  answer json NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- The key of the request that moved each entry: the database itself refuses a
-- second stake, win, deposit or withdrawal under one key.
ALTER TABLE ledger ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX ledger_moved_once_idx ON ledger (user_id, idempotency_key, reason) WHERE idempotency_key IS NOT NULL;
