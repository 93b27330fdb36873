// The site's languages (spec section 9: Turkish by default, English too).
// Apart from storage.ts (zod) so that index.html's boot script can read the
// stored choice by the same rule.

export const SUPPORTED_LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';

export const isLanguage = (value: unknown): value is Language => (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
