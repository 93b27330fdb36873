import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { bannerPicture, isBannerKind } from '../media/banners';
import { isMediaKind, renderSvg } from '../media/svg';

/**
 * GET /media/<kind>/<name>.svg: a generated demo image; GET
 * /media/<banner kind>/<name>.webp: a demo banner's stored picture
 * (server/media/banners.ts).
 */
export const mediaRoutes = () =>
  new Hono<AppEnv>().get('/:kind/:file', (c) => {
    const { kind, file } = c.req.param();
    const match = /^([a-z0-9-]{1,60})\.(svg|webp)$/.exec(file);
    if (!isMediaKind(kind) || !match) return c.notFound();
    const name = match[1]!;
    if (match[2] === 'webp') {
      const picture = isBannerKind(kind) ? bannerPicture(kind, name) : null;
      if (!picture) return c.notFound();
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(new Uint8Array(picture), 200, { 'Content-Type': 'image/webp' });
    }
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(renderSvg(kind, name), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });
