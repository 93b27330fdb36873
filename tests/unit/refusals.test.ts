// @vitest-environment node
// One way to tell a call's outcomes apart (issue 23): a refusal of data a
// flow needs (dataOf) is a Refusal carrying the server's message, which the
// failure toast shows as the server wrote it; a failure shows our message
// for its kind. Before, a refused data call reached the player as
// 'Something unexpected happened' everywhere but the payment form, which
// guessed from the error's class.
import { describe, expect, it, vi } from 'vitest';
import { dataOf, failureToast, Refusal } from '../../src/app/effects';
import type { Services } from '../../src/app/services';
import { ApiError } from '../../contract/errors';

function systemWithToasts() {
  const shown: unknown[] = [];
  const toasts = { send: (event: { toast: unknown }) => shown.push(event.toast) };
  return { system: { get: (id: string) => (id === 'toasts' ? toasts : undefined) }, shown };
}

describe('a refused data call', () => {
  it('rejects with a Refusal carrying the server message', async () => {
    const services = { api: { call: vi.fn(async () => ({ success: false, message: 'Ödeme yöntemi kapalı.' })) } } as unknown as Services;
    const refusal = await dataOf(services, 'paymentMethods', { type: 1 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refusal);
    expect((refusal as Refusal).message).toBe('Ödeme yöntemi kapalı.');
  });

  it("shows the server's words, where a failure shows ours", async () => {
    const { system, shown } = systemWithToasts();
    failureToast('payment-failed')({ system } as never, { error: new Refusal('Ödeme yöntemi kapalı.') });
    failureToast('payment-failed')({ system } as never, { error: new ApiError('network', 'paymentMethods', 'offline') });
    await Promise.resolve();
    expect(shown).toEqual([
      expect.objectContaining({ kind: 'error', message: { text: 'Ödeme yöntemi kapalı.' } }),
      expect.objectContaining({ kind: 'error', message: { key: 'errors.network' } }),
    ]);
  });
});
