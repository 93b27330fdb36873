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
    app.use(
      '/assets/*',
      serveStatic({ root: distDir, onFound: (_path, c) => void c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
    );
    app.use('*', serveStatic({ root: distDir }));
  }
  app.get('*', (c) => {
    // A missing file (an old asset, a typo'd image) is a 404, not the app.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.notFound();
    if (!existsSync(indexFile)) {
      return c.html(page('Build missing', '<h1>The site is not built</h1><p>Run <code>npm run build</code> (npm start does it).</p>'), 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return app;
}
