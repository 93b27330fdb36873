// "The same person" (issue 32, item 3): one identity, used by sign-up, the
// exclusions, the limits, the bonuses and the phone check. A person is their
// name and surname, folded so that every way of writing them is one, and
// their birth date; a verified phone belongs to one account, and so to its
// person (e164Phone in ./phone.ts gives a number one form).
//
// The fold, and which names the contract admits, are in
// contract/personName.ts: the contract's name check is made of them.

import { foldName } from '../contract/personName';

export { foldName, foldsToPlainLetters } from '../contract/personName';

export interface PersonDetails {
  name: string;
  surname: string;
  /** YYYY-MM-DD. */
  birthDate: string;
}

/** The person's key: name and surname folded together, and the birth date. */
export function personKey(person: PersonDetails): string {
  return `${foldName(person.name + person.surname)}|${person.birthDate}`;
}

/**
 * The keys a sign-up's person may already be known by: theirs, and theirs
 * with the two fields swapped (review 10: official lists often put the
 * surname first, and 'Kayaoğlu' / 'Ayşe' was a new person beside an excluded
 * 'Ayşe' / 'Kayaoğlu'). One key stays the person's (the order typed): a
 * canonical order would break the fold's promise that where the line
 * between the fields falls does not matter. Two people whose names are each
 * other's swapped, born the same day, meet the generic refusal and support.
 */
export function personKeysOf(person: PersonDetails): string[] {
  return [...new Set([personKey(person), personKey({ ...person, name: person.surname, surname: person.name })])];
}
