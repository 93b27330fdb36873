import type { tr } from './tr';

/** The shape every language's dictionary has: Turkish's, with string leaves. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Dictionary = Strings<typeof tr>;

/** Every dotted key of the dictionary, e.g. 'errors.network'. */
type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
export type TranslationKey<T = Dictionary> = {
  [K in keyof T]: T[K] extends string ? K & string : Join<K, TranslationKey<T[K]>>;
}[keyof T];
