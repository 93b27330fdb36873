// Turkish lira written out for the header's balance, in the player's part
// (a lazy chunk): the first screen carries only Intl's path (i18n.ts).
/**
 * Turkish lira as tr-TR's currency format writes it (₺1.234,50, -₺0,50), written out rather than asked
 * of Intl: a page's first number format loads ICU's locale data, 105 ms of a 4×-slowed phone's first
 * logged-in screen (the header's balance; issue 31). It rounds as Intl does, half away from zero on the
 * number's shortest decimal (1.005 → ₺1,01). What it does not write that way (not finite, under a
 * millionth, ten trillion or more) goes to `intl`. tests/unit/i18n.test.ts holds it to Intl's answers.
 */
export function formatLira(amount: number, intl: (amount: number) => string): string {
  const size = Math.abs(amount);
  if (!Number.isFinite(amount) || size >= 1e13 || (size !== 0 && size < 1e-6)) return intl(amount);
  // In that range String() writes no exponent, and whole kuruş stay exact integers.
  const [whole = '0', fraction = ''] = String(size).split('.');
  const kurus = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (fraction.length > 2 && fraction[2]! >= '5' ? 1 : 0);
  const lira = String(Math.floor(kurus / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}₺${lira},${String(kurus % 100).padStart(2, '0')}`;
}
