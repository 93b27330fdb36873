// How a person's name is compared (issue 32, item 3; reviews 3 and 4), in
// the contract because the contract's name check is made of it: a name is
// admitted only if it folds into plain letters a–z (schemas.ts), and
// domain/person.ts makes the person's key of the fold.
//
// The fold: compatibility forms first (NFKC: a full-width 'Ｋ' is 'K', the
// ligature 'ﬁ' is 'fi'), then Turkish casing (İ → i, I → ı, where
// JavaScript's toLowerCase turns İ into i and a combining dot), then the
// letters without their marks, every mark (ş → s, ğ → g, ü → u, ö → o,
// ç → c, â → a, é → e; ı → i), and neither
// spaces nor separators: 'AYŞE NUR', 'Ayşe  Nur' and 'Aysenur' are one name,
// as 'IŞIK' and 'ışık' are. The migration that gave existing accounts their
// person (server/db/migrations/011_one_person.sql) folds the same way in SQL;
// a test holds the two to each other.

/** A name folded for comparison. */
export function foldName(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLocaleLowerCase('tr-TR')
      .normalize('NFD')
      // Every mark, whatever its block: an invisible variation selector (U+FE0F) or a mark of the
      // supplement block kept a person apart when only U+0300–036F went (review 4).
      .replace(/\p{M}/gu, '')
      .replace(/ı/g, 'i')
      .replace(/[\s'’.`,-]/g, '')
  );
}

/**
 * Whether a name folds into plain letters a–z: what the contract admits
 * (schemas.ts). Latin letters with their marks do ('Şükrü Özgür' is
 * 'sukruozgur'); another alphabet's look-alike ('а'), a Latin look-alike
 * outside the alphabet ('ɑ', 'ᴋ') or a letter a passport's machine-readable
 * line spells otherwise ('ß' is SS there) does not, so no two spellings of
 * one person make two people.
 */
export function foldsToPlainLetters(text: string): boolean {
  return /^[a-z]+$/.test(foldName(text));
}
