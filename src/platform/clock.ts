// The clock machines' delays run on. The root actor is created with
// `createActor(machine, { clock })`, so every `after` delay in the system goes
// through it: the browser's timers in the app, xstate's SimulatedClock in the
// model tests, Playwright's clock in the browser tests (it patches the timers
// this clock calls).
export interface Clock {
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
  now(): number;
}

export const browserClock: Clock = {
  // Looked up at call time, not bound at import, so a patched global timer
  // (Playwright's clock, Vitest's fake timers) is the one used.
  setTimeout: (fn, timeout) => globalThis.setTimeout(fn, timeout),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};
