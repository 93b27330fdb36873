// The built SPA from dist/, with history fallback: any page route
// (/dashboard/deposit, /casino/play/…) gets index.html and the app routes it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { page } from '../pages/html';

export function spaRoutes(distDir: string) {
  const indexFile = join(distDir, 'index.html');
  const app = new Hono<AppEnv>();
  if (existsSync(distDir)) {
    // Hashed names: a file never changes, so browsers keep it for a year. Set
    // after serveStatic answers: its onFound runs once the response is built,
    // where a header no longer reaches it (the header was never sent before).
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // precompressed: the build's .br/.gz copies (scripts/precompress.ts), picked by Accept-Encoding.
    app.use('/assets/*', serveStatic({ root: distDir, precompressed: true }));
    const files = serveStatic({ root: distDir, precompressed: true });
    // index.html is never served as a file: every page gets its own CSP nonce below.
    app.use('*', (c, next) => (c.req.path === '/' || c.req.path === '/index.html' ? next() : files(c, next)));
  }
  app.get('*', (c) => {
    // A missing file (an old asset, a typo'd image) is a 404, not the app.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.notFound();
    if (!existsSync(indexFile)) {
      return c.html(page('Build missing', '<h1>The site is not built</h1><p>Run <code>npm run build</code> (npm start does it).</p>'), 503);
    }
    c.header('Cache-Control', 'no-cache');
    // The build marks where this response's CSP nonce goes (vite.config.ts html.cspNonce).
    const nonce = (c.get as (key: string) => string | undefined)('secureHeadersNonce') ?? '';
    return c.html(readFileSync(indexFile, 'utf8').replaceAll('__CSP_NONCE__', nonce));
  });
  return app;
}
