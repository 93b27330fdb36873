// Vitest setup: any warning XState prints fails the test that caused it. Such
// a warning means an action was built or run where XState does not expect
// it (an effect building actions while another actor's effect runs, an
// event to a stopped actor); left to scroll past, it hides the next one.
import { afterEach } from 'vitest';

const XSTATE_WARNING = /stately\.ai|xstate|Custom actions should not|Event ".*" was sent to stopped actor/i;
const seen: string[] = [];

for (const level of ['warn', 'error'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const text = args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
    if (XSTATE_WARNING.test(text)) seen.push(text);
    original(...args);
  };
}

afterEach(() => {
  if (seen.length === 0) return;
  const warnings = seen.splice(0);
  throw new Error(`XState warned during this test:\n${warnings.join('\n')}`);
});
