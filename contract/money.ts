// Money in the contract is lira with at most two decimals; everything that
// counts it counts whole kuruş. Checking "two decimals" with floating point
// (Math.round(x * 100) === x * 100) refuses 19.99, 4.35 and 1.15, whose
// products are 1998.9999…, 434.99999… and 114.99999…; the decimal text of the
// number is exact.

/** Lira as whole kuruş (19.99 → 1999), or null when it has more than two decimals or is not a plain finite amount. */
export function kurusOf(lira: number): number | null {
  if (!Number.isFinite(lira)) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(String(Math.abs(lira)))) return null;
  return Math.round(lira * 100);
}
