// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../src/app/services';
import { createFlow as createLoginFlow } from '../../src/app/flows/login';
import { createFlow as createRegistrationFlow } from '../../src/app/flows/registration';

// Issue 31: the fingerprint's probes are long tasks on a slow phone; the dialog
// that needs it is drawn first, and the probes start once the page has settled.
describe('login and sign-up start the fingerprint once the page has settled, not while their dialog is drawn', () => {
  for (const [name, createFlow] of [
    ['login', createLoginFlow],
    ['sign-up', createRegistrationFlow],
  ] as const) {
    it(name, async () => {
      let settle = () => {};
      const settled = new Promise<void>((resolve) => (settle = resolve));
      const ensure = vi.fn(async () => 'fp');
      createFlow({ fingerprint: { ensure, current: () => 'fp' }, page: { settled: () => settled } } as unknown as Services);
      await Promise.resolve();
      expect(ensure).not.toHaveBeenCalled();
      settle();
      await vi.waitFor(() => expect(ensure).toHaveBeenCalledTimes(1));
    });
  }
});
