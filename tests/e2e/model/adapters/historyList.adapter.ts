// A history page in the browser (/dashboard/financial-activities, spec
// section 2): a player with 45 card deposits (three pages of 20), the page's
// rows from transaction/list held until the path says, then answered by the
// reference server or cut; Next for page 2; the filter form (Deposit, a date
// range). The model's range (1 to 21 November 2026) holds none of today's
// deposits, so a filtered answer is the empty one and an unfiltered one the
// 45; a range whose start is after its end is refused by the form itself.
import { expect, type Locator } from '@playwright/test';
import { historyListModel } from '../../../model/models/historyList.model';
import { defineAdapter, type ModelEvent } from '../adapter';
import { depositByCard, registerPlayer, startLoggedIn, typeDate } from '../../helpers';

const DEPOSITS = 45;

interface Data {
  area: Locator;
  form: Locator;
}

function allowed(_value: unknown, event: ModelEvent, context: Record<string, unknown>): boolean {
  const filtered = Object.keys((context.filters as object) ?? {}).length > 0;
  switch (event.type) {
    // The pager moves a page at a time.
    case 'PAGE':
      return Math.abs((event.page as number) - (context.page as number)) === 1;
    // What the server has for this player: 45 deposits, none of them in the model's range.
    case 'xstate.done.actor.fetchPage':
      return filtered ? event.output.total === 0 : event.output.total === DEPOSITS;
    default:
      return true;
  }
}

export const historyListAdapter = defineAdapter<Data>({
  id: 'historyList',
  model: historyListModel,
  allows: allowed,
  async start({ page, request, t }) {
    const player = await registerPlayer(request);
    const headers = { authorization: `Bearer ${player.session.token}` };
    for (let i = 0; i < DEPOSITS; i++) await depositByCard(request, headers, 100);
    await startLoggedIn(page, player.session);
    await page.goto('/dashboard/financial-activities');
    const area = page.locator('[data-state^="historyList."]');
    await expect(area).toBeAttached();
    return { area, form: area.getByRole('form', { name: t('history.filters') }) };
  },
  gates: { fetchPage: { url: '**/api/transaction/list', method: 'POST' } },
  events: {
    async RETRY({ data, t }) {
      await data.area.getByRole('button', { name: t('app.retry') }).click();
    },
    async PAGE({ data, t }, event) {
      const next = data.area.getByRole('navigation', { name: t('history.pages') });
      await next.getByRole('button', { name: t(event.page > 1 ? 'history.next' : 'history.previous') }).click();
    },
    async FILTER({ data, gates, t }, event) {
      const { kind, from, to } = event.filters as { kind?: number; from: string; to: string };
      if (kind !== undefined) await data.form.getByLabel(t('history.kind')).selectOption(String(kind));
      await typeDate(data.form.getByLabel(t('history.from')), from);
      await typeDate(data.form.getByLabel(t('history.to')), to);
      const apply = data.form.getByRole('button', { name: t('history.apply') });
      if (from > to) {
        // The form refuses a reversed range: it says so and sends nothing.
        await expect(data.form.getByRole('alert')).toHaveText(t('history.badRange'));
        await expect(apply).toBeDisabled();
        return;
      }
      await apply.click();
      // A page still loading is asked for anew with the filter: the old request's answer is ignored, let it go.
      await expect.poll(() => gates.held('fetchPage')).toBeGreaterThan(0);
      await gates.release('fetchPage', (request) => !(request.postData() ?? '').includes(`"from":"${from}"`));
    },
  },
  states: {
    async loading({ data, gates, t }) {
      await expect(data.area).toHaveAttribute('data-state', 'historyList.loading');
      await expect.poll(() => gates.held('fetchPage')).toBeGreaterThan(0);
      await expect(data.area.getByRole('status').first()).toHaveText(t('app.loading'));
    },
    async shown({ data, t, path, index }) {
      await expect(data.area).toHaveAttribute('data-state', 'historyList.shown');
      const answered = [...path.steps.slice(0, index + 1)].reverse().find((s) => s.event.type === 'xstate.done.actor.fetchPage')!
        .event as ModelEvent;
      if (answered.output.total === 0) {
        await expect(data.area.getByRole('status')).toHaveText(t('history.empty'));
        return;
      }
      // 45 rows are three pages: the pager says which.
      const paged = [...path.steps.slice(0, index + 1)].reverse().find((s) => s.event.type === 'PAGE')?.event as ModelEvent | undefined;
      const pageNo = (paged?.page as number | undefined) ?? 1;
      await expect(
        data.area.getByRole('region', { name: t('history.table', { title: t('dashboard.financialActivities') }) }),
      ).toBeVisible();
      await expect(data.area.getByRole('navigation', { name: t('history.pages') })).toContainText(
        t('history.page', { page: pageNo, pages: 3 }),
      );
    },
    async failed({ data, t }) {
      await expect(data.area).toHaveAttribute('data-state', 'historyList.failed');
      await expect(data.area.getByRole('alert')).toContainText(t('history.failed'));
    },
  },
});
