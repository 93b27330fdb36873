// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, freshImport } from '../../src/platform/freshImport';

describe('freshImport: a chunk that failed to load can be tried again', () => {
  it('reads the chunk URL from Chromium’s and Firefox’s messages, not from Safari’s', () => {
    expect(
      failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/callRequest-DH_hZmwj.js')),
    ).toBe('http://127.0.0.1:4173/assets/callRequest-DH_hZmwj.js');
    expect(
      failedModuleUrl(new TypeError('error loading dynamically imported module: https://casino.example/assets/login-a1.js?retry=x1')),
    ).toBe('https://casino.example/assets/login-a1.js');
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });

  it('passes the first failure on; when the browser answers the retry from its failed cache, imports the chunk under a new URL', async () => {
    const importUrl = vi.fn(async (url: string) => ({ url }));
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://h/assets/x-1.js'));
    await expect(freshImport(failing, importUrl)).rejects.toThrow('x-1.js');
    expect(importUrl).not.toHaveBeenCalled();
    const second = (await freshImport(failing, importUrl)) as { url: string };
    const third = (await freshImport(failing, importUrl)) as { url: string };
    expect(second.url).toMatch(/^http:\/\/h\/assets\/x-1\.js\?retry=\w+$/);
    expect(third.url).not.toBe(second.url);
    await expect(freshImport(async () => 'loaded', importUrl)).resolves.toBe('loaded');
    expect(importUrl).toHaveBeenCalledTimes(2);
  });

  it('passes on a failure it cannot name', async () => {
    const failing = () => Promise.reject(new TypeError('Importing a module script failed.'));
    await expect(freshImport(failing)).rejects.toThrow('Importing a module script failed.');
    await expect(freshImport(failing)).rejects.toThrow('Importing a module script failed.');
  });
});
