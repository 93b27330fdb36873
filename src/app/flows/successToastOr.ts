import type { TranslationKey } from '../../i18n/dictionary';
import { toast } from '../effects';

/**
 * The call succeeded: the server's message as a success toast, or our own
 * sentence when it sent none (issue 33: a bonus claimed with no text showed
 * an empty toast). For outcomes the player must hear of, as a bonus. Apart
 * from effects.ts, which the first screen loads: only lazy flows use it.
 */
export const successToastOr =
  (fallback: TranslationKey) =>
  ({ system }: { system: unknown }, { message }: { message: string }) =>
    toast(system, { kind: 'success', message: message.trim() ? { text: message } : { key: fallback } });
