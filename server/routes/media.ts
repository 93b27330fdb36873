import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { isMediaKind, renderSvg } from '../media/svg';

/** GET /media/<kind>/<name>.svg: a generated demo image. */
export const mediaRoutes = () =>
  new Hono<AppEnv>().get('/:kind/:file', (c) => {
    const { kind, file } = c.req.param();
    const match = /^([a-z0-9-]{1,60})\.svg$/.exec(file);
    if (!isMediaKind(kind) || !match) return c.notFound();
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(renderSvg(kind, match[1]!), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });
