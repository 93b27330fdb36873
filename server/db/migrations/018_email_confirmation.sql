-- Issue 34: the e-mail confirmation a licensed site asks for. Sign-up sends
-- a link with a six-digit code (a verification code of purpose 'email', the
-- rules the SMS and reset codes keep: hashed, 15 minutes, 5 attempts, a day's
-- cap); the code checked marks the address confirmed.
ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check CHECK (purpose IN ('reset', 'sms', 'email'));
