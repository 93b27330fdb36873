// What goes over the wire (issue 20): built files as their precompressed
// copies, answers the server builds compressed when they are worth it, each
// with Vary: Accept-Encoding so caches keep one copy per encoding.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, compressAnswers } from '../../server/http/compressAnswers';
import { spaRoutes } from '../../server/routes/spa';
import { precompressDirectory } from '../../scripts/precompress';
import { useTestApi } from './testServer';

const t = useTestApi();
const CHROME = 'gzip, deflate, br, zstd';

describe('choosing an encoding', () => {
  it('prefers brotli, honours q-values and refusals, and falls back to none', () => {
    expect(chooseEncoding(CHROME)).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('br;q=abc, gzip;q=')).toBeNull();
  });
});

describe('answers the server builds', () => {
  it('compresses a large JSON answer (brotli or gzip, as accepted) and leaves a small one', async () => {
    const ask = (encoding: string) =>
      createAppRequest('/api/casino/categorygames', {
        method: 'POST',
        headers: { 'accept-encoding': encoding, 'content-type': 'application/json' },
        body: JSON.stringify({ systemCategory: [1] }),
      });
    const plain = await ask('identity');
    const raw = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(raw.length).toBeGreaterThan(1024);

    const br = await ask(CHROME);
    expect(br.headers.get('content-encoding')).toBe('br');
    const packed = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(packed.length);
    expect(brotliDecompressSync(packed).equals(raw)).toBe(true);
    expect(packed.length).toBeLessThan(raw.length / 3);

    const gz = await ask('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(raw)).toBe(true);
  });

  it('keeps headers set by earlier middleware and never compresses twice', async () => {
    const app = new Hono();
    app.use('*', compressAnswers());
    app.get('/x', (c) => {
      c.header('Set-Cookie', 'a=1');
      c.header('Vary', 'Origin');
      return c.json({ text: 'x'.repeat(5000) });
    });
    app.get('/small', (c) => c.json({ balance: 12.5 }));
    // The size of the home page's promotions and the Top Winners card part-full: 800–900 bytes of JSON.
    app.get('/medium', (c) =>
      c.json(Array.from({ length: 12 }, (_, i) => ({ username: `pl***${i}`, amount: 1000 + i, game: 'Olympus Nights' }))),
    );
    app.get('/done', (c) => c.body('already', 200, { 'Content-Encoding': 'br', 'Content-Type': 'application/json' }));
    const answer = await app.request('/x', { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('set-cookie')).toBe('a=1');
    expect(answer.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).text).toHaveLength(5000);
    const small = await app.request('/small', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ balance: 12.5 });
    const medium = await app.request('/medium', { headers: { 'accept-encoding': 'br' } });
    expect(medium.headers.get('content-encoding')).toBe('br');
    const done = await app.request('/done', { headers: { 'accept-encoding': 'br' } });
    expect(await done.text()).toBe('already');
  });
});

describe('built files', () => {
  let dist: string;
  const script = `export const filler = ${JSON.stringify('casino '.repeat(4000))};`;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'first-screen-abc.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny-abc.js'), 'export {};');
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
    expect(precompressDirectory(dist)).toBe(2);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('are sent as the copy the browser accepts, cached for a year, with Vary', async () => {
    const app = spaRoutes(dist);
    const br = await app.request('/assets/first-screen-abc.js', { headers: { 'accept-encoding': CHROME } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gz = await app.request('/assets/first-screen-abc.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request('/assets/first-screen-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    // Too small to gain: no copies, the file itself.
    const tiny = await app.request('/assets/tiny-abc.js', { headers: { 'accept-encoding': CHROME } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
  });
});

function createAppRequest(path: string, init: RequestInit = {}) {
  return t.api.app.request(path, init);
}
