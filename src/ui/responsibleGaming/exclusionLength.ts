import type { ExclusionChoice } from '../../../machines/exclusion.machine';
import type { TranslationKey } from '../../i18n/dictionary';
import { addStrings } from '../../i18n/packs';
import { responsibleGamingStrings } from '../../i18n/responsibleGamingStrings';

addStrings(responsibleGamingStrings);

/** The key that names a time-out's or self-exclusion's length ('24 saat', '1 yıl', 'Süresiz'). */
export const exclusionLengthKey = (choice: ExclusionChoice): TranslationKey =>
  choice.kind === 'timeout'
    ? `rg.timeout.days${choice.days}`
    : choice.months === null
      ? 'rg.selfExclusion.permanent'
      : `rg.selfExclusion.months${choice.months}`;
