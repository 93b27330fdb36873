// What the call-back form still lacks, as the dialog tells the player: a
// view's reading of the machine's context (the machine decides what can be
// sent; these are the spec's words for why not yet).
import type { CallRequestContext } from '../../../machines/callRequest.machine';
import { CALL_LIMITS } from '../../../contract/schemas';
import type { TranslationKey } from '../../i18n/dictionary';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';

addStrings(accountStrings);

/** The spec's four warnings (section 5), as dictionary keys, for what the form still lacks. */
export function callRequestWarnings(context: Pick<CallRequestContext, 'username' | 'contacts' | 'timeSlot'>): TranslationKey[] {
  const warnings: TranslationKey[] = [];
  if (context.username.trim() === '') warnings.push('callRequest.warnUsername');
  if (context.contacts.length === 0) warnings.push('callRequest.warnContacts');
  if (context.timeSlot === '') warnings.push('callRequest.warnSlot');
  if (context.contacts.length >= CALL_LIMITS.contacts) warnings.push('callRequest.warnMax');
  return warnings;
}
