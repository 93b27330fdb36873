import type { accountStrings } from './accountStrings';
import type { apiErrorStrings } from './apiErrorStrings';
import type { casinoStrings } from './casinoStrings';
import type { dashboardStrings } from './dashboardStrings';
import type { footerStrings } from './footerStrings';
import type { limitOfferStrings } from './limitOfferStrings';
import type { notFoundStrings } from './notFoundStrings';
import type { notificationStrings } from './notificationStrings';
import type { playerStrings } from './playerStrings';
import type { responsibleGamingStrings } from './responsibleGamingStrings';
import type { tr } from './tr';
import type { walletStrings } from './walletStrings';

/** The shape every language's dictionary has: Turkish's, with string leaves. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The first screen's texts (tr.ts, en.ts). */
export type Dictionary = Strings<typeof tr>;
/** Every text, the packs that load with their screens included: what keys may name. */
export type AllStrings = Dictionary &
  Strings<(typeof accountStrings)['tr']> &
  Strings<(typeof apiErrorStrings)['tr']> &
  Strings<(typeof casinoStrings)['tr']> &
  Strings<(typeof responsibleGamingStrings)['tr']> &
  Strings<(typeof footerStrings)['tr']> &
  Strings<(typeof notFoundStrings)['tr']> &
  Strings<(typeof notificationStrings)['tr']> &
  Strings<(typeof playerStrings)['tr']> &
  Strings<(typeof limitOfferStrings)['tr']> &
  Strings<(typeof walletStrings)['tr']> &
  Strings<(typeof dashboardStrings)['tr']>;

/** Every dotted key of the dictionary, e.g. 'errors.unexpected'. */
type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
export type TranslationKey<T = AllStrings> = {
  [K in keyof T]: T[K] extends string ? K & string : Join<K, TranslationKey<T[K]>>;
}[keyof T];

// Machines name message keys without importing src/: they read the keys' type from here.
declare module '../../machines/messageKey' {
  interface MessageKeys {
    key: TranslationKey;
  }
}
