// The site's languages (spec section 9: Turkish by default, English too).
// Apart from storage.ts (zod) so that index.html's boot script can read the
// stored choice by the same rule.

export const SUPPORTED_LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';

export const isLanguage = (value: unknown): value is Language => (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);

/**
 * The languages the selector offers: those of the configuration's language
 * list (spec section 3: each with its locale, 'tr' or 'tr-TR') that the site
 * has texts for, in the configuration's order; the chosen one always; both
 * when the configuration lists none of them (or is not known yet).
 */
export function offeredLanguages(listed: ReadonlyArray<{ locale: string }> | undefined, current: Language): Language[] {
  const offered: Language[] = [];
  for (const { locale } of listed ?? []) {
    const language = locale.slice(0, 2).toLowerCase();
    if (isLanguage(language) && !offered.includes(language)) offered.push(language);
  }
  if (offered.length === 0) return [...SUPPORTED_LANGUAGES];
  return offered.includes(current) ? offered : [current, ...offered];
}
