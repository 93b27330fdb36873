import { Hono } from 'hono';
import { calls } from '../../contract/calls';
import type { AppEnv } from '../context';
import { fail, ok } from '../http/respond';
import { rateLimit } from '../http/rateLimit';
import { mainDomain } from '../http/siteOrigin';
import { json, query } from '../http/validate';
import * as content from '../services/content';

export const cmsRoutes = (callMePerMinute: number) =>
  new Hono<AppEnv>()
    .get('/grouped', async (c) => ok(c, await content.bootstrapConfig(c.get('deps').db, c.get('locale'), mainDomain(c))))
    .get('/categorylist', async (c) => ok(c, await content.cmsCategories(c.get('deps').db, c.get('locale'))))
    .post('/contentlist', json(calls.contentList.request), async (c) => {
      return ok(c, await content.contentList(c.get('deps').db, c.req.valid('json').categoryId, c.get('locale')));
    })
    // Open to visitors, so limited per address: each request is a call an agent must make.
    .post('/callme', rateLimit(callMePerMinute), json(calls.callMe.request), async (c) => {
      await content.saveCallRequest(c.get('deps').db, c.req.valid('json'));
      return ok(c, null, 'callMeReceived');
    })
    .get('/promotions', async (c) => ok(c, await content.promotions(c.get('deps').db, c.get('locale'))))
    .get('/content', query(calls.contentPage.request), async (c) => {
      const page = await content.contentPage(c.get('deps').db, c.req.valid('query').id, c.get('locale'));
      return page ? ok(c, page) : fail(c, 'contentNotFound', {}, 404);
    });
