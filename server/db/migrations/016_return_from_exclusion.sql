-- The end of a self-exclusion (the third review of issue 32, medium,
-- regulatory). A fixed-term self-exclusion no longer reopens the account by
-- itself: when its time is over the person stays closed, as during it, until
-- they ask to return, and for a day after that (UKGC LCCP SR code 3.5.3; the
-- MGA's practice). Time-outs still end by themselves.
-- When the person asked to return (services/responsibleGaming.ts,
-- returnFromExclusion); a new time-out or self-exclusion clears it.
ALTER TABLE persons ADD COLUMN return_requested_at timestamptz;

-- A person whose self-exclusion ended before this change never asked to
-- return either: closed now like any other, so the full sessions they opened
-- since then become withdraw-only (requireAuth then refuses every call but
-- the few open to such a session, with the reason; deposits, games and bets
-- check the person whatever the session).
UPDATE sessions s SET withdraw_only = true
  FROM users u JOIN persons p ON p.id = u.person_id
 WHERE s.user_id = u.id AND s.revoked_at IS NULL AND NOT s.withdraw_only
   AND p.excluded_kind = 'selfexclusion' AND p.excluded_until <= now();
