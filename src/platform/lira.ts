// Turkish numbers with two decimals written out rather than asked of Intl: a
// page's first number format loads ICU's locale data, 105 ms of a 4×-slowed
// phone's first logged-in screen (the header's balance) and about as much on
// the home page's winners (issue 31). These live in lazy chunks: the first
// screen carries only Intl's path (i18n.ts).

/**
 * A non-negative decimal, given as the digits before and after its point,
 * rounded to hundredths as Intl rounds (half away from zero on those digits:
 * 1.005 → 1,01) and written with `group` between thousands and `decimal`
 * before the hundredths. The callers keep it to a range where the whole
 * hundredths stay exact integers. Shared with the RTP's percentages
 * (src/ui/shared/games/rtpFormat.ts).
 */
export function writeHundredths(whole: string, fraction: string, group: string, decimal: string): string {
  const hundredths =
    Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (fraction.length > 2 && fraction[2]! >= '5' ? 1 : 0);
  const integer = String(Math.floor(hundredths / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${integer}${decimal}${String(hundredths % 100).padStart(2, '0')}`;
}

/**
 * `amount` with two decimals as tr-TR writes it, unsigned ("1.234,50"). Null
 * where it does not write that way (not finite, under a millionth, ten
 * trillion or more).
 */
function turkishTwoDecimals(amount: number): string | null {
  const size = Math.abs(amount);
  if (!Number.isFinite(amount) || size >= 1e13 || (size !== 0 && size < 1e-6)) return null;
  // In that range String() writes no exponent.
  const [whole = '0', fraction = ''] = String(size).split('.');
  return writeHundredths(whole, fraction, '.', ',');
}

/** The minus sign Intl writes: before any negative number, zero included. */
export const signOf = (amount: number) => (amount < 0 || Object.is(amount, -0) ? '-' : '');

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
