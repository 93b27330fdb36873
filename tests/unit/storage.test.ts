// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStorage, memoryBackend, type StorageBackend } from '../../src/platform/storage';

const record = {
  token: 't',
  balance: 10,
  username: 'oyuncu1',
  usercode: '1001',
  phone: '905551112233',
  smsVerified: true,
  fingerprint: 'fp',
};

describe('typed storage', () => {
  it('round-trips every key through JSON', () => {
    const storage = createStorage(memoryBackend());
    storage.write('authData', record);
    storage.write('lang', 'en');
    storage.write('refId', 42);
    storage.write('topNotificationRead', true);
    storage.write('seenPopups', ['a', 'b']);
    expect(storage.read('authData')).toEqual(record);
    expect(storage.read('lang')).toBe('en');
    expect(storage.read('refId')).toBe(42);
    expect(storage.read('topNotificationRead')).toBe(true);
    expect(storage.read('seenPopups')).toEqual(['a', 'b']);
  });

  it('reads corrupted JSON as absent and removes it', () => {
    const backend = memoryBackend();
    backend.setItem('authData', '{"token": "t", balance');
    const storage = createStorage(backend);
    expect(storage.read('authData')).toBeUndefined();
    expect(backend.getItem('authData')).toBeNull();
  });

  it('reads a value of the wrong shape as absent', () => {
    const backend = memoryBackend();
    backend.setItem('authData', JSON.stringify({ token: 't' }));
    backend.setItem('lang', JSON.stringify('de'));
    backend.setItem('refId', JSON.stringify('abc'));
    const storage = createStorage(backend);
    expect(storage.read('authData')).toBeUndefined();
    expect(storage.read('lang')).toBeUndefined();
    expect(storage.read('refId')).toBeUndefined();
  });

  it('accepts plain strings written without JSON quotes (lang, fingerprint) and a numeric refId', () => {
    const backend = memoryBackend();
    backend.setItem('lang', 'tr');
    backend.setItem('fingerprint', 'abc123');
    backend.setItem('refId', '77');
    const storage = createStorage(backend);
    expect(storage.read('lang')).toBe('tr');
    expect(storage.read('fingerprint')).toBe('abc123');
    expect(storage.read('refId')).toBe(77);
  });

  it('keeps working when the browser refuses storage', () => {
    const refusing: StorageBackend = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createStorage(refusing);
    expect(() => storage.write('lang', 'en')).not.toThrow();
    expect(storage.read('lang')).toBeUndefined();
    expect(() => storage.clear()).not.toThrow();
  });

  it('clears every key but those kept', () => {
    const storage = createStorage(memoryBackend());
    storage.write('authData', record);
    storage.write('lang', 'en');
    storage.write('refId', 3);
    storage.clear(['lang']);
    expect(storage.read('authData')).toBeUndefined();
    expect(storage.read('refId')).toBeUndefined();
    expect(storage.read('lang')).toBe('en');
  });
});
