// Translations with rosetta: Turkish by default, English too. The bootstrap
// config's translationList (key, value) is merged over the built-in
// dictionary of the current language, so the operator can reword any text.
import rosetta from 'rosetta';
import type { TranslationEntry } from '../../contract/schemas';
import { tr } from '../i18n/tr';
import type { Dictionary, TranslationKey } from '../i18n/dictionary';
import { onStrings } from '../i18n/packs';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './storage';

/** A key of the site's dictionaries only: a key the code does not know fails the compile (server-named keys go through `lookup`). */
export type Translate = (key: TranslationKey, params?: Record<string, string | number>) => string;

export interface I18n {
  readonly language: Language;
  readonly t: Translate;
  /**
   * A key the server names (a payment method's field, spec section 3): its
   * text where a dictionary or the operator has one, else null, so the view
   * can fall back. The one way to look up a key the code does not know.
   */
  lookup(key: string, params?: Record<string, string | number>): string | null;
  /** Merges the operator's translations (bootstrap translationList) into the current language. */
  merge(entries: readonly TranslationEntry[]): void;
  /** Upper-case with the language's rules: 'i' becomes 'İ' in Turkish. */
  upper(text: string): string;
  lower(text: string): string;
  formatMoney(amount: number): string;
}

/**
 * The dictionary of a language. Turkish, the default and the fallback for
 * any missing key, is always in the bundle; English loads only for players
 * who chose it, so the first screen does not carry both.
 */
export async function loadDictionary(language: Language): Promise<Dictionary> {
  return language === 'en' ? (await import('../i18n/en')).en : tr;
}

/** BCP 47 tag for Intl and case mapping. */
export const LOCALE_TAGS: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Writes each entry into the table: 'errors.unexpected' = 'x' lands at
 * table.errors.unexpected, so rosetta's dotted lookup finds it. (rosetta's own
 * `set` merges only the top level, which would drop the rest of `errors`.)
 */
function mergeInto(table: Record<string, unknown>, entries: readonly TranslationEntry[]): void {
  for (const { key, value } of entries) {
    const parts = key.split('.');
    let node = table;
    parts.slice(0, -1).forEach((part) => {
      const next = node[part];
      node = (typeof next === 'object' && next !== null ? next : (node[part] = {})) as Record<string, unknown>;
    });
    node[parts[parts.length - 1]!] = value;
  }
}

/** Turkish lira as tr-TR writes it (₺1.234,50); ./lira.ts writes the same without building the format. */
export const LIRA_FORMAT: Intl.NumberFormatOptions = { style: 'currency', currency: 'TRY', minimumFractionDigits: 2 };

/** A nested table as dotted entries: { a: { b: 'x' } } → [{ key: 'a.b', value: 'x' }]. */
function flatten(table: Record<string, unknown>, prefix = ''): TranslationEntry[] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flatten(value as Record<string, unknown>, `${prefix}${key}.`)
      : [{ key: `${prefix}${key}`, value: String(value) }],
  );
}

/** `dictionary` is the language's own (loadDictionary); Turkish fills any gap. */
export function createI18n(language: Language = DEFAULT_LANGUAGE, dictionary: Dictionary = tr): I18n {
  // Copies: packs and the operator's wording are merged into these tables. One for Turkish
  // visitors, whose language is the default (cloning a dictionary is ~15 ms on a slow phone).
  const tables = { [DEFAULT_LANGUAGE]: structuredClone(tr) };
  if (language !== DEFAULT_LANGUAGE) tables[language] = structuredClone(dictionary);
  const r = rosetta<Record<string, unknown>>(tables);
  r.locale(language);
  const tag = LOCALE_TAGS[language];
  // The operator's own wording (bootstrap translationList) wins over every
  // built-in text, including packs that load later with their chunks.
  const operatorEntries: TranslationEntry[] = [];
  onStrings((pack) => {
    mergeInto(r.table(DEFAULT_LANGUAGE) as Record<string, unknown>, flatten(pack[DEFAULT_LANGUAGE]));
    if (language !== DEFAULT_LANGUAGE) mergeInto(r.table(language) as Record<string, unknown>, flatten(pack[language]));
    mergeInto(r.table(language) as Record<string, unknown>, operatorEntries);
  });
  // Made on first use: a number format costs ~100 ms on a slow phone (the header's balance uses formatLira, ./lira.ts).
  let money: Intl.NumberFormat | undefined;

  // A key missing in this language finds the Turkish text.
  const lookup = (key: string, params?: Record<string, string | number>) => {
    for (const lang of [language, DEFAULT_LANGUAGE]) {
      const value: unknown = r.t(key, params, lang);
      if (typeof value === 'string' && value !== '') return value;
    }
    return null;
  };
  // A key missing everywhere shows itself rather than nothing; the parity test keeps this rare.
  const t: Translate = (key, params) => lookup(key, params) ?? key;

  return {
    language,
    t,
    lookup,
    merge: (entries) => {
      operatorEntries.push(...entries);
      mergeInto(r.table(language) as Record<string, unknown>, entries);
    },
    upper: (text) => text.toLocaleUpperCase(tag),
    lower: (text) => text.toLocaleLowerCase(tag),
    formatMoney: (amount) => (money ??= new Intl.NumberFormat('tr-TR', LIRA_FORMAT)).format(amount),
  };
}
