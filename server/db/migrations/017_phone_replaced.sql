-- Review 8, M1: a verified phone replaced from a session. The verified phone
-- is what a withdrawal asks for; whoever held a session could put their own
-- number in its place (no password: the call's payload is the spec's step,
-- phone and code) and withdraw at once. When a verified number is replaced
-- by another, withdrawals wait 24 hours and the owner is told on the old
-- number and in the account (services/accounts.ts, verifySmsCode;
-- services/payments.ts, withdraw).
ALTER TABLE users ADD COLUMN phone_replaced_at timestamptz;
