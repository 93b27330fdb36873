// @vitest-environment node
// The one identity of "the same person" (issue 32, item 3): a phone in one
// form, names folded by Turkish rules. Properties with fast-check (seed printed).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RegisterPayload } from '../../contract/schemas';
import { foldName, personKey } from '../../domain/person';
import { e164Phone, mobilePhone, nationalPhoneDigits } from '../../domain/phone';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
console.log(`person property seed: ${seed} (FC_SEED=${seed} repeats it)`);

describe('e164Phone', () => {
  it('reads every way of writing a Turkish number as one, the same ten digits the site’s field keeps', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^(?:[2-5]\d|85)\d{8}$/),
        fc.constantFrom('', '0', '90', '+90', '+90 ', '0090', '+90 (0)', '90 0'),
        fc.boolean(),
        (national, prefix, spaced) => {
          const written =
            prefix + (spaced ? `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}` : national);
          expect(e164Phone(written)).toBe(`90${national}`);
          // The client's field reads the same number out of it.
          expect(nationalPhoneDigits(written)).toBe(national);
        },
      ),
      { seed, numRuns: 300 },
    );
  });

  it('gives one form that reads as itself, or nothing', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[\d ]{0,18}$/), (written) => {
        const phone = e164Phone(written);
        if (phone !== null) {
          expect(phone).toMatch(/^\d{8,15}$/);
          expect(e164Phone(phone)).toBe(phone);
        }
      }),
      { seed, numRuns: 500 },
    );
  });

  it('reads the site’s other countries by their codes, and nothing else', () => {
    expect(e164Phone('+994 50 123 45 67')).toBe('994501234567');
    expect(e164Phone('00995 555 12 34 56')).toBe('995555123456');
    expect(e164Phone('+49 (0)151 12345678')).toBe('4915112345678');
    expect(e164Phone('+31 6 12345678')).toBe('31612345678');
    expect(e164Phone('+44 7700 900123')).toBe('447700900123');
    expect(e164Phone('+1 202 555 0100')).toBeNull();
    expect(e164Phone('+5551234567')).toBeNull();
    expect(e164Phone('12345')).toBeNull();
    expect(e164Phone('9005551234')).toBeNull();
    expect(e164Phone('0555 123 45 67 ext')).toBeNull();
  });
});

describe('mobilePhone', () => {
  it('passes mobile numbers only: an SMS reaches nothing else, and toll fraud lives there', () => {
    expect(mobilePhone('05551234567')).toBe('905551234567');
    expect(mobilePhone('4915112345678')).toBe('4915112345678');
    expect(mobilePhone('447700900123')).toBe('447700900123');
    for (const written of ['902125551212', '08502221111', '4930123456', '449001234567', '12345', '19005551234'])
      expect(mobilePhone(written), written).toBeNull();
  });
});

describe('a name is written in the Latin alphabet, in one form (issue 32, the third review)', () => {
  const payload = {
    name: 'Ayşe',
    surname: 'Kaya',
    username: 'aysekaya1',
    email: 'ayse@example.com',
    phone: '5551234567',
    country: 1,
    currencyId: 1,
    password: 'secret1',
    password2: 'secret1',
    birthDate: '1990-05-04',
    birthDateDay: '04',
    birthDateMonth: '05',
    birthDateYear: '1990',
  };
  const accepts = (name: string, surname = 'Kaya') => RegisterPayload.safeParse({ ...payload, name, surname }).success;

  it('refuses a letter of another alphabet that looks like a Latin one: a self-excluded person wrote "Kаya" with a Cyrillic а and was a new person', () => {
    expect(accepts('Ayşe', 'Kaya')).toBe(true);
    expect(accepts('Ayşe', 'K\u0430ya')).toBe(false); // Cyrillic а
    expect(accepts('Ayşe', '\u041a\u0430\u0443\u0430')).toBe(false); // Кауа: the whole word in Cyrillic, a Latin look-alike
    expect(accepts('\u0391yşe')).toBe(false); // Greek Α
  });

  it('refuses what folds into no plain letter: invisible selectors, marks of other blocks, Latin look-alikes (review 4)', () => {
    for (const [name, surname] of [
      ['Ayşe', 'Kaya\ufe0f'], // a variation selector: invisible, and it kept the person apart
      ['Ayşe', 'Ka\u1dc0ya'], // a mark of the supplement block
      ['Ayşe', 'Ka\u20d0ya'], // a mark for symbols
      ['Ayşe', 'K\u0251ya'], // ɑ, Latin alpha
      ['Ayşe', '\u1d0baya'], // ᴋ, a small capital
      ['Ayşe', 'Strauß'], // passports write SS: the name as its machine-readable line has it
    ])
      expect(accepts(name!, surname!), JSON.stringify(surname)).toBe(false);
  });

  it('folds every mark away, whichever block it is in', () => {
    expect(foldName('Ka\u1dc0ya\ufe0f')).toBe('kaya');
  });

  it('keeps every Turkish and Latin letter, composed or not', () => {
    for (const name of ['Şükrü Özgür', 'ÇAĞLAR', 'Işık', 'İpek', 'Hâkan', 'José María', 'Ayşe'.normalize('NFD')])
      expect(accepts(name), name).toBe(true);
  });

  it('folds the compatibility forms of a letter into the letter: full-width "Ｋａｙａ" and a ligature are the names they show', () => {
    expect(foldName('Ｋａｙａ')).toBe(foldName('Kaya'));
    expect(foldName('Eﬁ')).toBe(foldName('Efi'));
    expect(personKey({ name: 'Ａｙşｅ', surname: 'Ｋａｙａ', birthDate: '1990-05-04' })).toBe(
      personKey({ name: 'Ayşe', surname: 'Kaya', birthDate: '1990-05-04' }),
    );
  });
});

describe('foldName and personKey', () => {
  it('folds with Turkish casing: İ is i (one letter), I is ı, and the marks go', () => {
    expect(foldName('İ')).toBe('i');
    expect('İ'.toLowerCase()).toHaveLength(2); // what the fold must not do
    expect(foldName('IŞIK')).toBe(foldName('ışık'));
    expect(foldName('IŞIK')).toBe('isik');
    expect(foldName('ŞÜKRÜ ÖZGÜR ÇAĞLAR')).toBe('sukruozgurcaglar');
    expect(foldName('Hâkan')).toBe('hakan');
    expect(foldName('  Ayşe   Nur ')).toBe(foldName('Aysenur'));
  });

  it('is one person however the name is cased, accented or split between name and surname', () => {
    const letters = [...'aAbBcCçÇdDeEgGğĞıIiİoOöÖsSşŞuUüÜâÂzZ'];
    const word = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 8 }).map((c) => c.join(''));
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 4 }), fc.nat(), (words, cut) => {
        const at = 1 + (cut % (words.length - 1));
        const whole = { name: words.slice(0, at).join(' '), surname: words.slice(at).join(' '), birthDate: '1990-01-02' };
        const split = {
          name: words[0]!.toLocaleUpperCase('tr-TR'),
          surname: words.slice(1).join(' ').toLocaleLowerCase('tr-TR'),
          birthDate: '1990-01-02',
        };
        expect(personKey(split)).toBe(personKey(whole));
        expect(personKey({ ...whole, birthDate: '1990-01-03' })).not.toBe(personKey(whole));
      }),
      { seed, numRuns: 300 },
    );
  });
});
