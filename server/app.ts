// The HTTP application: security headers and locale on every response, the
// API under /api, the dev outbox, the demo payment page, generated media and
// the SPA. Errors never leak a stack: bad input is a 4xx with
// `{success: false, message}` in the request's language.
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from './context';
import { DatabaseUnavailable, isDataException } from './db/database';
import { Refusal, fail } from './http/respond';
import { callGuard, guardedGetPaths } from './http/callGuard';
import { ScryptBusy } from './services/scryptQueue';
import { toLocale } from './messages';
import { authRoutes } from './routes/auth';
import { casinoRoutes } from './routes/casino';
import { cmsRoutes } from './routes/cms';
import { customerRoutes } from './routes/customer';
import { demoGameRoutes, digitainRoutes } from './routes/demoGames';
import { demoPayRoutes } from './routes/demoPay';
import { demoChatRoutes } from './routes/demoChat';
import { devRoutes } from './routes/dev';
import { mediaRoutes } from './routes/media';
import { spaRoutes } from './routes/spa';
import { compressAnswers } from './http/compressAnswers';
import { openApiDocument } from '../contract/openapi';
import { sportsbookRoutes } from './routes/sportsbook';
import { bonusRoutes, paymentRoutes, transactionRoutes, userRoutes } from './routes/wallet';

export const MAX_BODY_BYTES = 64 * 1024;
/** What a 503 asks the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/** Node's error when the client's connection ends before its request body does. */
const isClientAbort = (error: Error) => (error as { code?: unknown }).code === 'ECONNRESET' && error.message === 'aborted';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** The site's security headers; `scriptSrc` is the only part that differs between a page and an API answer. */
function securityHeaders(
  scriptSrc: NonNullable<NonNullable<SecureHeadersOptions['contentSecurityPolicy']>['scriptSrc']>,
): SecureHeadersOptions {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc,
      // goober writes component styles into a <style> element at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'SAMEORIGIN',
    crossOriginEmbedderPolicy: false,
  };
}

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // First in, last out: it compresses the answer every other middleware has finished.
  app.use('*', compressAnswers());

  // Registered before secureHeaders so it runs after it: the demo games'
  // script and style load into SoftGamings' sandboxed frame, whose origin is
  // opaque, so they must be readable cross-origin.
  app.use('/demo/games/assets/*', async (c, next) => {
    await next();
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });

  // One policy for every answer. Only a page needs its own script nonce (the SPA's HTML hands it to
  // SoftGamings' sandboxed frame, docs/decisions/server-faults-and-money.md); an API answer runs no script, so it carries the
  // same policy with no nonce: sixteen random bytes and a header string less on every balance poll.
  const withNonce = secureHeaders(securityHeaders(["'self'", NONCE]));
  const withoutNonce = secureHeaders(securityHeaders(["'self'"]));
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? withoutNonce(c, next) : withNonce(c, next)));

  app.use('*', async (c, next) => {
    const isApi = c.req.path.startsWith('/api/');
    c.set('locale', toLocale(c.req.header('x-locale') ?? c.req.query('lang') ?? (isApi ? undefined : c.req.header('accept-language'))));
    c.set('deps', deps);
    await next();
  });

  const bodyWithinLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c as never, 'bodyTooLarge', {}, 413) });
  // GET and HEAD carry no body. Asking for one (`c.req.raw.body`) makes the Node adapter build a
  // whole WHATWG Request with an AbortController: half the balance poll's CPU time (issue 20).
  const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : bodyWithinLimit(c, next);
  app.use('/api/*', limitBody);
  // The demo games' and sportsbook's own APIs read JSON bodies too.
  app.use('/demo/games/api/*', limitBody);
  app.use('/demo/sportsbook/api/*', limitBody);
  // Every call of the contract: its payload checked, its limits counted, before its route (http/callGuard.ts).
  // Registered for POST and for the GET calls that take a query, so the balance poll (a GET without one)
  // does not even pass through it.
  const guard = callGuard(deps.config);
  app.post('/api/*', guard);
  for (const path of guardedGetPaths()) app.get(path, guard);

  const api = new Hono<AppEnv>()
    .route('/auth', authRoutes())
    .route('/customer', customerRoutes())
    .route('/user', userRoutes())
    .route('/bonus', bonusRoutes())
    .route('/payment', paymentRoutes())
    .route('/transaction', transactionRoutes())
    .route('/cms', cmsRoutes(deps.config.callMeRateLimitPerMinute))
    .route('/casino', casinoRoutes());
  app.route('/api', api);
  // The contract as OpenAPI 3.1 (contract/openapi.ts), made once, on the first ask.
  let openApi: string | undefined;
  app.get('/api/openapi.json', (c) => {
    openApi ??= JSON.stringify(openApiDocument());
    return c.body(openApi, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' });
  });
  app.all('/api/*', (c) => fail(c, 'notFound', {}, 404));

  app.route('/demo/pay', demoPayRoutes());
  app.route('/demo/chat', demoChatRoutes());
  app.route('/demo/games', demoGameRoutes());
  app.route('/launch/digitain', digitainRoutes());
  app.route('/demo/sportsbook', sportsbookRoutes());
  app.route('/media', mediaRoutes());
  if (deps.config.demoMode) app.route('/dev', devRoutes());
  app.route('/', spaRoutes(deps.config.distDir));

  app.notFound((c) => (c.req.path.startsWith('/api/') ? fail(c, 'notFound', {}, 404) : c.text('Not found', 404)));

  app.onError((error, c) => {
    if (error instanceof Refusal) return fail(c, error.key, error.params, error.status);
    if (error instanceof ScryptBusy) {
      // The password queue is full: nothing was counted or used; the player may try again shortly.
      c.header('Retry-After', String(error.retryAfterSeconds));
      return fail(c, 'serverBusy', {}, 503);
    }
    if (error instanceof DatabaseUnavailable) {
      // The database is down or restarting: nothing was changed, the player may try again.
      console.error(`[server] 503 ${c.req.method} ${c.req.path}: ${error.message}`);
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return fail(c, 'serviceUnavailable', {}, 503);
    }
    if (isClientAbort(error)) {
      // The client went away in the middle of its body: nobody reads this answer, and it is not our fault.
      return fail(c, 'invalidRequest', { field: 'body' }, 400);
    }
    if (isDataException(error)) {
      console.warn(`[server] 400 ${c.req.method} ${c.req.path}: the database refused a value (${error.message})`);
      return fail(c, 'invalidRequest', { field: 'body' }, 400);
    }
    if (error instanceof HTTPException) {
      // Hono's JSON validator throws 400 for a body that is not JSON.
      const key = error.status === 413 ? 'bodyTooLarge' : error.status === 400 ? 'malformedJson' : 'invalidRequest';
      return fail(c, key, { field: 'body' }, error.status === 413 ? 413 : 400);
    }
    console.error(`[server] 500 ${c.req.method} ${c.req.path}:`, error);
    return fail(c, 'serverError', {}, 500);
  });

  return app;
}
