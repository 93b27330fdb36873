// "The same person" (issue 32, item 3): one identity, used by sign-up, the
// exclusions, the limits, the bonuses and the phone check. A person is their
// name and surname, folded so that every way of writing them is one, and
// their birth date; a verified phone belongs to one account, and so to its
// person (e164Phone in ./phone.ts gives a number one form).
//
// The fold: compatibility forms first (NFKC: a full-width 'Ｋ' is 'K', the
// ligature 'ﬁ' is 'fi'; the contract admits Latin letters only, and these
// are Latin), then Turkish casing (İ → i, I → ı, where JavaScript's toLowerCase
// turns İ into i and a combining dot), then the letters without their marks
// (ş → s, ğ → g, ü → u, ö → o, ç → c, â → a, é → e; ı → i), and neither
// spaces nor separators: 'AYŞE NUR', 'Ayşe  Nur' and 'Aysenur' are one name,
// as 'IŞIK' and 'ışık' are. The migration that gave existing accounts their
// person (server/db/migrations/011_one_person.sql) folds the same way in SQL;
// a test holds the two to each other.

/** A name folded for comparison. */
export function foldName(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    // Every mark, whatever its block: an invisible variation selector (U+FE0F) or a mark of the
    // supplement block kept a person apart when only U+0300–036F went (review 4).
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/[\s'’.`,-]/g, '');
}

export interface PersonDetails {
  name: string;
  surname: string;
  /** YYYY-MM-DD. */
  birthDate: string;
}

/**
 * Whether a name folds into plain letters a–z: what the contract admits
 * (contract/schemas.ts). Latin letters with their marks do ('Şükrü Özgür'
 * is 'sukruozgur'); another alphabet's look-alike ('а'), a Latin look-alike
 * outside the alphabet ('ɑ', 'ᴋ') or a letter a passport's machine-readable
 * line spells otherwise ('ß' is SS there) does not, so no two spellings of
 * one person make two people.
 */
export function foldsToPlainLetters(text: string): boolean {
  return /^[a-z]+$/.test(foldName(text));
}

/** The person's key: name and surname folded together, and the birth date. */
export function personKey(person: PersonDetails): string {
  return `${foldName(person.name + person.surname)}|${person.birthDate}`;
}
