// The e-mail confirmation (issue 34): sign-up mails a link to the account
// page carrying a six-digit code; the player opens it, or types the code
// there. The code is a verification code of purpose 'email' (services/codes.ts:
// hashed, 15 minutes, 5 attempts, a day's cap on codes and on failures), tied
// to the address it went to, so a code sent before the address changed
// confirms nothing.
import { EMAIL_CODE_PARAMETER, EMAIL_CONFIRMATION_PAGE } from '../../contract/schemas';
import type { Auth } from '../auth';
import type { Deps } from '../context';
import type { Queryable } from '../db/database';
import { Refusal } from '../http/respond';
import { message, type Locale } from '../messages';
import { checkCode, codeQuota, codeRefusal, issueCode, CODE_TTL_MINUTES } from './codes';
import { send } from './outbox';

/** The link of the e-mail: the account page, with the code in its query. */
export const confirmationLink = (origin: string, code: string) =>
  `${origin}${EMAIL_CONFIRMATION_PAGE}?${new URLSearchParams({ [EMAIL_CODE_PARAMETER]: code }).toString()}`;

/** Issues a code (any earlier one no longer valid) and mails it with its link, inside the caller's transaction. */
export async function mailConfirmationCode(
  deps: Deps,
  tx: Queryable,
  user: { id: number; email: string },
  origin: string,
  locale: Locale,
): Promise<void> {
  const code = await issueCode(tx, user.id, 'email', user.email);
  await send(
    tx,
    {
      to: user.email,
      channel: 'email',
      subject: message(locale, 'emailConfirmSubject'),
      body: message(locale, 'emailConfirmBody', { link: confirmationLink(origin, code), code, minutes: CODE_TTL_MINUTES }),
      code,
    },
    { keepSecrets: deps.config.demoMode },
  );
}

interface AddressRow {
  email: string;
  confirmed: boolean;
}
const lockAddress = async (tx: Queryable, userId: number) =>
  (
    await tx.query<AddressRow>('SELECT email, email_confirmed_at IS NOT NULL AS confirmed FROM users WHERE id = $1 FOR UPDATE', [userId])
  )[0]!;

/** 'Send the link again': a confirmed address needs none; otherwise the codes' wait and daily cap hold. */
export async function resendConfirmation(deps: Deps, auth: Auth, origin: string, locale: Locale): Promise<void> {
  const refusal = await deps.db.transaction(async (tx) => {
    const address = await lockAddress(tx, auth.userId);
    if (address.confirmed) return new Refusal('emailAlreadyConfirmed');
    const quota = await codeQuota(tx, auth.userId, 'email');
    if (!quota.ok) return 'daily' in quota ? new Refusal('codeDailyLimit') : new Refusal('emailWait', { seconds: quota.waitSeconds });
    await mailConfirmationCode(deps, tx, { id: auth.userId, email: address.email }, origin, locale);
    return null;
  });
  if (refusal) throw refusal;
}

/**
 * Checks the code and confirms the address. A refused code still counts its
 * attempt (the transaction commits the count, then the refusal is thrown);
 * an address already confirmed answers as confirmed, so a second tap on the
 * link is not an error.
 */
export async function confirmEmail(deps: Deps, auth: Auth, code: string): Promise<void> {
  const refusal = await deps.db.transaction(async (tx) => {
    const address = await lockAddress(tx, auth.userId);
    if (address.confirmed) return null;
    const check = await checkCode(tx, auth.userId, 'email', code, { consume: true, target: address.email });
    if (check !== 'ok') return new Refusal(codeRefusal[check]);
    await tx.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [auth.userId]);
    return null;
  });
  if (refusal) throw refusal;
}
