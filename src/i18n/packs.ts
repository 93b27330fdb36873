// Strings that load with the chunk that shows them (casino, payments, the
// dashboard's histories), so the first screen carries only its own texts.
// A lazily loaded view module calls addStrings(pack) when it is imported;
// every i18n instance merges the pack for Turkish and its own language.
export interface StringPack {
  tr: Record<string, unknown>;
  en: Record<string, unknown>;
}

const packs: StringPack[] = [];
const listeners = new Set<(pack: StringPack) => void>();

export function addStrings(pack: StringPack): void {
  if (packs.includes(pack)) return;
  packs.push(pack);
  listeners.forEach((listener) => listener(pack));
}

/** Calls `listener` with every pack added so far and every pack added later. */
export function onStrings(listener: (pack: StringPack) => void): () => void {
  packs.forEach(listener);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
