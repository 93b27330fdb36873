// The phone menu's game search and Aviator shortcut in the browser (spec
// sections 7 and 9): a visitor opens the side menu; the search waits 300 ms
// after the last key (the page's clock is paused: the delay passes only when
// the path says), then casino/games is held until the path says, answered by
// the reference server or cut. The shortcut's own search (for 'Aviator') has
// a gate of its own; the game it finds opens as a tile opens it: a visitor is
// asked to log in, and the menu closes with its search.
import { expect, type Locator } from '@playwright/test';
import { gameSearchModel } from '../../../model/models/gameSearch.model';
import { defineAdapter } from '../adapter';
import { typeInto } from '../../helpers';
import { settleUntil } from './shared';

interface Data {
  search: Locator;
}

const ALWAYS_THERE = "the demo catalogue always has Aviator: the shortcut's 'not found' cannot happen against it";
const MENU_CLOSES = 'the found game opens and the menu closes with its search: nothing more happens in it';

/** The shortcut button, not a found game also named Aviator in the results below it. */
const shortcut = (search: Locator, name: string) => search.locator(':scope > button', { hasText: name });
const isAviator = (body: Record<string, unknown>) => body.search === 'Aviator';

export const gameSearchAdapter = defineAdapter<Data>({
  id: 'gameSearch',
  model: gameSearchModel,
  phone: true,
  pausedClock: true,
  undrivable(path) {
    const found = path.steps.findIndex(
      (s) => s.event.type === 'xstate.done.actor.findAviator' && ((s.event as { output?: unknown[] }).output ?? []).length > 0,
    );
    if (
      path.steps.some(
        (s) => s.event.type === 'xstate.done.actor.findAviator' && ((s.event as { output?: unknown[] }).output ?? []).length === 0,
      )
    )
      return ALWAYS_THERE;
    if (found >= 0 && found < path.steps.length - 1) return MENU_CLOSES;
    return null;
  },
  excluded: { transitions: { 'gameSearch.findingAviator:1:0': ALWAYS_THERE } },
  // The box sends what is typed: the same text again is no change.
  allows: (_value, event, context) => event.type !== 'SEARCH' || event.query !== context.query,
  async start({ page, t }) {
    await page.goto('/');
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
    const search = page.getByRole('dialog', { name: t('nav.mobileMenu') }).getByRole('search');
    await expect(search).toHaveAttribute('data-state', 'gameSearch.idle');
    return { search };
  },
  gates: {
    searchGames: { url: '**/api/casino/games', method: 'POST', body: (body) => !isAviator(body) },
    findAviator: { url: '**/api/casino/games', method: 'POST', body: isAviator },
  },
  events: {
    async SEARCH({ data, t }, event) {
      await typeInto(data.search.getByLabel(t('menuSearch.label')), event.query as string);
    },
    async AVIATOR({ data, t }) {
      await shortcut(data.search, t('menuSearch.aviator')).click();
    },
    async RETRY({ data, t }) {
      await data.search.getByRole('button', { name: t('app.retry') }).click();
    },
  },
  states: {
    async idle({ page, data, t, path, index }) {
      const found = path.steps.slice(1, index + 1).some((s) => s.event.type === 'xstate.done.actor.findAviator');
      if (found) {
        // The game opened as a visitor's tile opens it: the login form; the menu is gone.
        await expect(page.getByRole('dialog', { name: t('nav.mobileMenu') })).toHaveCount(0);
        // The login form loads and opens on the page's own timers: let the paused clock move until it shows.
        await settleUntil(page, page.getByRole('dialog', { name: t('login.title') }));
        return;
      }
      await expect(data.search).toHaveAttribute('data-state', 'gameSearch.idle');
      await expect(data.search.getByRole('list')).toHaveCount(0);
    },
    async debouncing({ data }) {
      await expect(data.search).toHaveAttribute('data-state', 'gameSearch.debouncing');
    },
    async searching({ data, gates, t }) {
      await expect(data.search).toHaveAttribute('data-state', 'gameSearch.searching');
      await expect.poll(() => gates.held('searchGames')).toBeGreaterThan(0);
      await expect(data.search.getByRole('status')).toHaveText(t('menuSearch.searching'));
    },
    async results({ data, t }) {
      await expect(data.search).toHaveAttribute('data-state', 'gameSearch.results');
      await expect(
        data.search
          .getByRole('list', { name: t('menuSearch.results') })
          .getByRole('button')
          .first(),
      ).toBeVisible();
    },
    async failed({ data, t }) {
      await expect(data.search).toHaveAttribute('data-state', 'gameSearch.failed');
      await expect(data.search.getByRole('alert')).toContainText(t('menuSearch.failed'));
    },
    async findingAviator({ data, gates, t }) {
      await expect(data.search).toHaveAttribute('data-state', 'gameSearch.findingAviator');
      await expect.poll(() => gates.held('findAviator')).toBeGreaterThan(0);
      await expect(shortcut(data.search, t('menuSearch.aviator'))).toBeDisabled();
    },
  },
});
