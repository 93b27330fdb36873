// Turkish numbers with two decimals written out rather than asked of Intl: a
// page's first number format loads ICU's locale data, 105 ms of a 4×-slowed
// phone's first logged-in screen (the header's balance) and about as much on
// the home page's winners (issue 31). These live in lazy chunks: the first
// screen carries only Intl's path (i18n.ts).

/**
 * `amount` with two decimals as tr-TR writes it, unsigned ("1.234,50"),
 * rounded as Intl rounds: half away from zero on the number's shortest
 * decimal (1.005 → 1,01). Null where it does not write that way (not finite,
 * under a millionth, ten trillion or more).
 */
function turkishTwoDecimals(amount: number): string | null {
  const size = Math.abs(amount);
  if (!Number.isFinite(amount) || size >= 1e13 || (size !== 0 && size < 1e-6)) return null;
  // In that range String() writes no exponent, and whole hundredths stay exact integers.
  const [whole = '0', fraction = ''] = String(size).split('.');
  const hundredths =
    Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (fraction.length > 2 && fraction[2]! >= '5' ? 1 : 0);
  const integer = String(Math.floor(hundredths / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${integer},${String(hundredths % 100).padStart(2, '0')}`;
}

const signOf = (amount: number) => (amount < 0 || Object.is(amount, -0) ? '-' : '');

/**
 * Turkish lira as tr-TR's currency format writes it (₺1.234,50, -₺0,50);
 * what it does not write itself goes to `intl`. tests/unit/i18n.test.ts
 * holds it to Intl's answers.
 */
export function formatLira(amount: number, intl: (amount: number) => string): string {
  const digits = turkishTwoDecimals(amount);
  return digits === null ? intl(amount) : `${signOf(amount)}₺${digits}`;
}

/**
 * A number with two decimals as tr-TR's decimal format writes it (1.234,50,
 * -0,50); what it does not write itself goes to `intl`. Held to Intl's
 * answers beside formatLira.
 */
export function formatTurkishDecimal(amount: number, intl: (amount: number) => string): string {
  const digits = turkishTwoDecimals(amount);
  return digits === null ? intl(amount) : `${signOf(amount)}${digits}`;
}
