// The demo providers' scripts and styles, read once at start and served as
// they are (no build step), never cached stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

/** A handler for `/assets/:file` serving the named files of `dir`. */
export function assetFiles(dir: string, files: readonly string[], headers: Record<string, string> = {}) {
  const assets = new Map(
    files.map((file) => [file, { body: readFileSync(join(dir, file), 'utf8'), type: TYPES[file.split('.').pop()!]! }]),
  );
  return (c: Context<AppEnv>) => {
    const asset = assets.get(c.req.param('file') ?? '');
    if (!asset) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return c.body(asset.body, 200, { 'content-type': asset.type });
  };
}
