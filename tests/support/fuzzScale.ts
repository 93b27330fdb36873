// How much of each fuzz suite's full hunt a run tries. `npm test` tries a
// third: the suites are seeded, so a third is the first third of the same
// cases, and with the rest of the run it keeps `npm test` near its 20 minutes
// on two cores (issue 31, item 6). FUZZ_SCALE=1 is the full hunt whose
// figures docs/reliability.md reports; larger scales hunt longer.
export const FUZZ_SCALE = process.env.FUZZ_SCALE ? Number(process.env.FUZZ_SCALE) : 1 / 3;

/** A suite's full hunt of `full` cases, at this run's scale. */
export const fuzzCases = (full: number) => Math.ceil(full * FUZZ_SCALE);
