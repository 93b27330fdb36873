// Every text of a language in one table: the first screen's dictionary and
// every pack. For tests and tools; the app loads packs with their screens.
import { accountStrings } from './accountStrings';
import { apiErrorStrings } from './apiErrorStrings';
import { casinoStrings } from './casinoStrings';
import { dashboardStrings } from './dashboardStrings';
import { footerStrings } from './footerStrings';
import { limitOfferStrings } from './limitOfferStrings';
import { notFoundStrings } from './notFoundStrings';
import { notificationStrings } from './notificationStrings';
import { playerStrings } from './playerStrings';
import { responsibleGamingStrings } from './responsibleGamingStrings';
import { en } from './en';
import type { StringPack } from './packs';
import { tr } from './tr';
import { walletStrings } from './walletStrings';

export const STRING_PACKS: readonly StringPack[] = [
  accountStrings,
  apiErrorStrings,
  casinoStrings,
  responsibleGamingStrings,
  footerStrings,
  notFoundStrings,
  notificationStrings,
  playerStrings,
  limitOfferStrings,
  walletStrings,
  dashboardStrings,
];

type Table = Record<string, unknown>;
function deepMerge(target: Table, source: Table): Table {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && value !== null && typeof existing === 'object' && existing !== null
        ? deepMerge({ ...(existing as Table) }, value as Table)
        : value;
  }
  return target;
}

export function allStrings(language: 'tr' | 'en'): Table {
  return STRING_PACKS.reduce((table, pack) => deepMerge(table, pack[language]), deepMerge({}, language === 'en' ? en : tr));
}
