import { randomInt } from 'node:crypto';

/** Where a round's outcome draws from: `max` exclusive. Tests pass their own to fix the outcome. */
export type RandomSource = (max: number) => number;
export const cryptoRandom: RandomSource = (max) => randomInt(max);
