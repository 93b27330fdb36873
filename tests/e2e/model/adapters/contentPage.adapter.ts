// The static content pages in the browser (spec sections 2, 7 and 9): the
// menu from cms/contentlist and the page from cms/content, each held until
// the path says, then answered by the reference server or cut.
// The model's page 1 is a page that no longer exists (an old bookmark: the
// server answers 404, 'not found'); its page 2 is the menu's first page. The
// player opens page 2 from the menu and goes back to page 1 with the
// browser's Back.
import { expect, type Locator } from '@playwright/test';
import { contentPageModel } from '../../../model/models/contentPage.model';
import { defineAdapter, type ModelEvent } from '../adapter';

/** No page of the demo has this id. */
const GONE_PAGE = 999_999;

interface Data {
  article: Locator;
  menu: Locator;
  /** The menu's first page: the model's page 2. */
  realPage: { id: number; title: string };
}

function allowed(value: unknown, event: ModelEvent, context: Record<string, unknown>): boolean {
  const page = (value as { page: string }).page;
  const menu = (value as { menu: string }).menu;
  switch (event.type) {
    // Page 1 no longer exists; page 2 does.
    case 'xstate.done.actor.fetchPage':
      return context.id === 1 ? event.output === null : event.output !== null;
    // Another page: a link in the page's own menu (once it has come), or Back.
    case 'OPEN':
      return event.id !== context.id && (event.id === 1 ? page !== 'loading' || menu === 'ready' : menu === 'ready');
    default:
      return true;
  }
}

const byPath = (article: Locator, state: string) => expect(article).toHaveAttribute('data-state', `contentPage.${state}`);

export const contentPageAdapter = defineAdapter<Data>({
  id: 'contentPage',
  model: contentPageModel,
  allows: allowed,
  async start({ page, request, t }) {
    const listed = (await (await request.post('/api/cms/contentlist', { data: { status: true, categoryId: 1 } })).json()) as {
      data: Array<{ id: number; title: string }>;
    };
    const realPage = listed.data[0]!;
    await page.goto(`/pages/${GONE_PAGE}`);
    const article = page.locator('article[data-state^="contentPage."]');
    await expect(article).toBeVisible();
    return { article, menu: page.getByRole('navigation', { name: t('pages.menu') }), realPage };
  },
  gates: {
    fetchContentList: { url: '**/api/cms/contentlist', method: 'POST' },
    fetchPage: { url: /\/api\/cms\/content\?/, method: 'GET' },
  },
  events: {
    async OPEN({ page, data, gates }, event) {
      const left = event.id === 1 ? data.realPage.id : GONE_PAGE;
      if (event.id === 1) await page.goBack();
      else await data.menu.getByRole('link', { name: data.realPage.title }).click();
      // The page left while it loaded: its answer comes and is ignored.
      await expect(page).toHaveURL(new RegExp(`/pages/${event.id === 1 ? GONE_PAGE : data.realPage.id}$`));
      await gates.release('fetchPage', (request) => new URL(request.url()).searchParams.get('id') === String(left));
    },
    async RETRY({ data, t }) {
      await data.article.getByRole('button', { name: t('app.retry') }).click();
    },
  },
  states: {
    async 'menu.loading'({ gates, data }) {
      await expect.poll(() => gates.held('fetchContentList')).toBeGreaterThan(0);
      await expect(data.menu.getByRole('link')).toHaveCount(0);
    },
    async 'menu.ready'({ data }) {
      await expect(data.menu.getByRole('link', { name: data.realPage.title })).toBeVisible();
    },
    async 'menu.empty'({ data }) {
      // A failed list shows no menu (spec section 8: empty lists), and the page goes on.
      await expect(data.menu.getByRole('link')).toHaveCount(0);
    },
    async 'page.loading'({ data, t }) {
      await byPath(data.article, 'loading');
      await expect(data.article.getByRole('status')).toHaveText(t('app.loading'));
    },
    async 'page.shown'({ page, data }) {
      await byPath(data.article, 'shown');
      await expect(data.article.getByRole('heading', { level: 1 })).toHaveText(data.realPage.title);
      await expect(page).toHaveURL(new RegExp(`/pages/${data.realPage.id}$`));
    },
    async 'page.notFound'({ page, data, t }) {
      await byPath(data.article, 'notFound');
      await expect(data.article.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
      await expect(page).toHaveURL(new RegExp(`/pages/${GONE_PAGE}$`));
    },
    async 'page.failed'({ data, t }) {
      await byPath(data.article, 'failed');
      await expect(data.article.getByRole('alert')).toContainText(t('pages.failed'));
    },
  },
});
