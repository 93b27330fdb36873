// What a stake pays at a multiplier of two decimals (a crash cash-out, a
// sportsbook price, baccarat's banker): in whole kuruş, rounded down, and
// computed in hundredths, where the product is exact. In floating point
// 100 × 1.13 is 112.999…, and Math.floor paid ₺1.12 for a ₺1 stake cashed
// out at 1.13× (review 9, M2).

/** `stakeMinor` × `multiplier` (two decimals), in whole kuruş, rounded down. */
export function payAtMultiplier(stakeMinor: number, multiplier: number): number {
  return Math.floor((stakeMinor * Math.round(multiplier * 100)) / 100);
}
