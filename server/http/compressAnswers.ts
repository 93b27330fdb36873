// Compresses what the server builds per request (API answers, the page's
// HTML with its nonce, generated SVG images) when the browser accepts it and
// the body is worth it (issue 20: every JSON answer went raw; the home page's
// category call alone was 189 KB). Built files come precompressed from the
// build instead (routes/spa.ts), so their bytes are squeezed once, at the
// highest level, not per request.
//
// Brotli at quality 5 is about as fast as gzip's default and 15–20 % smaller
// on JSON; node:zlib's async calls run on libuv's pool, so a large answer
// does not hold the event loop. Small answers (the balance poll) are sent as
// they are: compressing 60 bytes costs more than it saves. From half a
// kilobyte it pays: the home page's promotions and a part-full Top Winners
// card (800–900 bytes each) went raw under a 1 KB threshold, and with them
// the first screen over its 140 KB on the wire (issue 31).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes an answer goes as it is. */
export const COMPRESS_MIN_BYTES = 512;
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/i;

type Encoding = 'br' | 'gzip';

/** The best encoding the request accepts, by its q-values (`br;q=0` refuses brotli). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0).sort((x, y) => weightOf(y) - weightOf(x))[0];
  return best ?? null;
}

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get('Content-Type') ?? '';
    // A small answer of known length (the balance poll) goes as it is before anything asks
    // for its body: reading `response.body` turns the Node adapter's cheap response into a
    // web stream, a third of the poll's CPU time (issue 20).
    const length = Number(response.headers.get('Content-Length') ?? Number.NaN);
    if (Number.isFinite(length) && length < COMPRESS_MIN_BYTES) return;
    if (
      c.req.method === 'HEAD' ||
      !response.body ||
      response.status === 204 ||
      response.status === 206 ||
      response.status === 101 ||
      response.headers.has('Content-Encoding') ||
      !COMPRESSIBLE.test(type) ||
      /no-transform/i.test(response.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const vary = response.headers.get('Vary');
    const varied = vary && /accept-encoding/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) {
      response.headers.set('Vary', varied);
      return;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.set('Vary', varied);
    if (body.length < COMPRESS_MIN_BYTES) {
      c.res = new Response(body, { status: response.status, headers });
      return;
    }
    const packed =
      encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : await gzipAsync(body);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(packed.length));
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    c.res = undefined as unknown as Response;
    c.res = new Response(packed, { status: response.status, headers });
  };
}
