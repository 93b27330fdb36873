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
