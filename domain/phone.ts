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
