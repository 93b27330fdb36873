// @vitest-environment node
// Issue 33, item 6: the bonus messages a player reads as toasts. A claim or
// a trial bonus accepted with no text from the server shows our own sentence
// (an empty green box said nothing); two different claim refusals within
// the toasts' 4 s both show, the same one twice shows once (the toasts
// machine ignores a toast whose id is showing, and the id names the text).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { toastsMachine, TOAST_DURATION_MS } from '../../machines/toasts.machine';
import { createFlow as createClaimBonusFlow } from '../../src/app/flows/claimBonus';
import { createFlow as createRegistrationFlow } from '../../src/app/flows/registration';
import type { Services } from '../../src/app/services';

type Effect = (args: { system: unknown }, params: Record<string, unknown>) => void;

function withToasts() {
  const toasts = createActor(toastsMachine).start();
  const system = { get: (id: string): AnyActorRef | undefined => (id === 'toasts' ? toasts : undefined) };
  const shown = () => toasts.getSnapshot().context.toasts.map(({ kind, message }) => ({ kind, message }));
  return { system, shown, stop: () => toasts.stop() };
}

const services = { fingerprint: { ensure: async () => undefined }, page: { settled: async () => undefined } } as unknown as Services;
const claimActions = () => createClaimBonusFlow(services).implementations.actions as unknown as Record<string, Effect>;
const registrationActions = () => createRegistrationFlow(services).implementations.actions as unknown as Record<string, Effect>;
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('bonus toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a claim accepted with no text shows the default message; with text, the text', async () => {
    const { system, shown, stop } = withToasts();
    claimActions().showClaimed!({ system }, { message: '  ' });
    await settle();
    expect(shown()).toEqual([{ kind: 'success', message: { key: 'claimBonus.claimed' } }]);
    claimActions().showClaimed!({ system }, { message: 'Hoş geldin bonusu hesabınızda.' });
    await settle();
    expect(shown()).toEqual([
      { kind: 'success', message: { key: 'claimBonus.claimed' } },
      { kind: 'success', message: { text: 'Hoş geldin bonusu hesabınızda.' } },
    ]);
    stop();
  });

  it('a trial bonus accepted with no text shows the default message', async () => {
    const { system, shown, stop } = withToasts();
    registrationActions().showClaimResult!({ system }, { response: { success: true, message: '' } });
    await settle();
    expect(shown()).toEqual([{ kind: 'success', message: { key: 'registration.claimed' } }]);
    registrationActions().showClaimResult!({ system }, { response: { success: true, message: 'Deneme bonusu tanımlandı.' } });
    await settle();
    expect(shown()).toEqual([
      { kind: 'success', message: { key: 'registration.claimed' } },
      { kind: 'success', message: { text: 'Deneme bonusu tanımlandı.' } },
    ]);
    stop();
  });

  it('two different claim refusals within 4 s both show; the same one twice shows once until it has gone', async () => {
    const { system, shown, stop } = withToasts();
    claimActions().showRefusal!({ system }, { message: 'Bu bonus süresi doldu.' });
    await vi.advanceTimersByTimeAsync(1000);
    claimActions().showRefusal!({ system }, { message: 'Bu bonusu zaten aldınız.' });
    await settle();
    expect(shown()).toEqual([
      { kind: 'error', message: { text: 'Bu bonus süresi doldu.' } },
      { kind: 'error', message: { text: 'Bu bonusu zaten aldınız.' } },
    ]);
    claimActions().showRefusal!({ system }, { message: 'Bu bonusu zaten aldınız.' });
    await settle();
    expect(shown()).toHaveLength(2);
    // Once the first has expired, its text may show again.
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1000);
    expect(shown()).toEqual([{ kind: 'error', message: { text: 'Bu bonusu zaten aldınız.' } }]);
    claimActions().showRefusal!({ system }, { message: 'Bu bonus süresi doldu.' });
    await settle();
    expect(shown()).toHaveLength(2);
    stop();
  });
});
