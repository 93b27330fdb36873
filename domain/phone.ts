// A Turkish phone number as players write it. The site's phone field keeps
// the ten national digits after the fixed +90 (spec sections 5 and 9: mask
// of 10 digits, prefix 90). Players also write the trunk zero (0555 …) or the
// country code (90 555 …, +90 555 …); no national number starts with 0 or 9,
// so both are read as the prefixes they are instead of as the number's first
// digits (which pushed its last digit out of the mask: issue 31).

/** The national digits of what was written so far: digits only, without a leading trunk 0 or country code 90. */
export function nationalPhoneDigits(written: string): string {
  let digits = written.replace(/\D/g, '');
  for (;;) {
    if (digits.startsWith('0')) digits = digits.slice(1);
    else if (digits.startsWith('90')) digits = digits.slice(2);
    else return digits;
  }
}

// ---------------------------------------------------------------------------
// One number, one form (issue 32, M2 and L3)

/**
 * The site's countries (the sign-up's country list): each one's calling
 * code, the national significant numbers it gives out (without the trunk 0),
 * and those of them that are mobile numbers, the only ones an SMS can reach.
 * Northern Cyprus is numbered inside Türkiye's plan (+90 392, +90 533).
 */
export const SITE_PHONE_COUNTRIES = [
  // Türkiye: landlines 2xx–4xx, mobiles 5xx, 850 (no 1xx short codes, 0800 free or 0900 premium numbers).
  { country: 'Türkiye', code: '90', national: /^(?:[2-5]\d|85)\d{8}$/, mobile: /^5\d{9}$/ },
  { country: 'Azerbaycan', code: '994', national: /^[1-9]\d{8}$/, mobile: /^(?:10|5[015]|60|7[07]|99)\d{7}$/ },
  { country: 'Gürcistan', code: '995', national: /^[3-7]\d{8}$/, mobile: /^5\d{8}$/ },
  // Germany's numbers differ in length; its mobiles are 015x, 016x, 017x.
  { country: 'Almanya', code: '49', national: /^[2-9]\d{5,10}$|^1[5-7]\d{8,9}$/, mobile: /^1[5-7]\d{8,9}$/ },
  { country: 'Hollanda', code: '31', national: /^[1-9]\d{8}$/, mobile: /^6[1-5]\d{7}$/ },
  { country: 'Birleşik Krallık', code: '44', national: /^[1-3]\d{8,9}$|^7\d{9}$/, mobile: /^7[1-57-9]\d{8}$/ },
] as const;

const TURKIYE = SITE_PHONE_COUNTRIES[0];

/**
 * A phone number of one of the site's countries in E.164 form, as the digits
 * after the plus ('905551234567'), or null when it is none. Reads what players
 * write: the site's mask (90 and ten digits), the ten digits alone, the trunk
 * 0 (0555 …), an international prefix (+ or 00), spaces and dashes, and a
 * trunk 0 kept after the country code (+90 (0)555 …). A number without a
 * prefix is Turkish when it can be (the site's field is Turkish).
 * `nationalPhoneDigits` reads the same ten digits of every Turkish form.
 */
export function e164Phone(written: string): string | null {
  if (!/^[\d\s()+\-./]{1,40}$/.test(written)) return null;
  let digits = written.replace(/\D/g, '');
  const international = written.trim().startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (!international) {
    const national = digits.startsWith('0') ? digits.slice(1) : digits;
    if (TURKIYE.national.test(national)) return TURKIYE.code + national;
  }
  for (const { code, national } of SITE_PHONE_COUNTRIES) {
    if (!digits.startsWith(code)) continue;
    const rest = digits.slice(code.length);
    const number = rest.startsWith('0') ? rest.slice(1) : rest;
    if (national.test(number)) return code + number;
  }
  return null;
}

/** The E.164 digits of a mobile number of the site's countries (an SMS can reach it), or null. */
export function mobilePhone(written: string): string | null {
  const phone = e164Phone(written);
  if (!phone) return null;
  const country = SITE_PHONE_COUNTRIES.find(({ code }) => phone.startsWith(code))!;
  return country.mobile.test(phone.slice(country.code.length)) ? phone : null;
}
