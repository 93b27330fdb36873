// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FINGERPRINT_PLACEHOLDER,
  FINGERPRINT_TIMEOUT_MS,
  createFingerprintService,
  fingerprintJsVisitorId,
} from '../../src/platform/fingerprint';

const load = vi.hoisted(() => vi.fn(async (_options?: unknown) => ({ get: async () => ({ visitorId: 'from-the-library' }) })));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load }));
import { createStorage, memoryBackend } from '../../src/platform/storage';

afterEach(() => vi.useRealTimers());

describe('fingerprint', () => {
  it('loads FingerprintJS with its monitoring off: nothing is fetched from outside', async () => {
    expect(await fingerprintJsVisitorId()).toBe('from-the-library');
    expect(load).toHaveBeenCalledWith({ monitoring: false });
  });

  it('computes once, stores it and reuses it', async () => {
    const storage = createStorage(memoryBackend());
    const source = vi.fn(async () => 'visitor-1');
    const service = createFingerprintService({ storage, source });
    expect(service.current()).toBe(FINGERPRINT_PLACEHOLDER);
    await expect(service.ensure()).resolves.toBe('visitor-1');
    await expect(service.ensure()).resolves.toBe('visitor-1');
    expect(source).toHaveBeenCalledTimes(1);
    expect(storage.read('fingerprint')).toBe('visitor-1');
    expect(service.current()).toBe('visitor-1');
  });

  it('shares one computation between callers', async () => {
    const source = vi.fn(async () => 'visitor-2');
    const service = createFingerprintService({ storage: createStorage(memoryBackend()), source });
    await Promise.all([service.ensure(), service.ensure(), service.ensure()]);
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('gives the placeholder after 1000 ms, and stores the value if it comes later', async () => {
    vi.useFakeTimers();
    const storage = createStorage(memoryBackend());
    let finish: (id: string) => void = () => {};
    const service = createFingerprintService({ storage, source: () => new Promise((resolve) => (finish = resolve)) });
    const result = service.ensure();
    await vi.advanceTimersByTimeAsync(FINGERPRINT_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(FINGERPRINT_PLACEHOLDER);
    finish('late-visitor');
    await vi.runAllTimersAsync();
    expect(storage.read('fingerprint')).toBe('late-visitor');
  });

  it('gives the placeholder, unstored, when the library fails', async () => {
    const storage = createStorage(memoryBackend());
    const service = createFingerprintService({ storage, source: async () => Promise.reject(new Error('blocked')) });
    await expect(service.ensure()).resolves.toBe(FINGERPRINT_PLACEHOLDER);
    expect(storage.read('fingerprint')).toBeUndefined();
  });
});
