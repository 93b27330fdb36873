// The announcement popup in the browser: a first visit to the home page
// (no stored configuration), the configuration call (cms/grouped, the boot
// frame's early call and the app's own) held until the path's check ends.
// Its real outcomes: the configuration's popup, never seen in this browser
// (the seen list cleared), opens at the player's first key; one this browser
// has seen (the fixtures mark the demo's seen) does not; no configuration at
// all (the call cut on a first visit) has no popup. Closing it is a click on
// its close button, and the browser remembers it.
import { expect, type Locator, type Page } from '@playwright/test';
import { popupModel } from '../../../model/models/popup.model';
import { defineAdapter, type ModelEvent, type PlannedPath } from '../adapter';

interface Data {
  state: Locator;
  popup: Locator;
  /** Whether the path closed the popup (then this browser remembers it). */
  closed: boolean;
}

/** The path's check: a new popup, one seen before, or no configuration. */
function checkOf(path: PlannedPath): 'new' | 'seen' | 'none' {
  const done = path.steps.map((s) => s.event as ModelEvent).find((e) => e.type === 'xstate.done.actor.checkPopup');
  const output = done?.output as { popup: unknown; seen: string[] } | undefined;
  if (!output?.popup) return 'none';
  return output.seen.length > 0 ? 'seen' : 'new';
}

async function seenList(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('seenPopups') ?? '[]') as string[]);
}

export const popupAdapter = defineAdapter<Data>({
  id: 'popup',
  model: popupModel,
  async start({ page, path, t }) {
    if (checkOf(path) === 'new') {
      // This browser has not seen the demo's popup (the fixtures mark it seen for every other path).
      await page.addInitScript(() => window === window.top && !sessionStorage.getItem('popup-reset') && (localStorage.removeItem('seenPopups'), sessionStorage.setItem('popup-reset', '1')));
    }
    await page.goto('/');
    return { state: page.locator('#popup-state'), popup: page.getByRole('dialog', { name: t('home.popupTitle') }), closed: false };
  },
  gates: {
    checkPopup: { url: '**/api/cms/grouped', method: 'GET' },
  },
  events: {
    async 'xstate.done.actor.checkPopup'({ page, gates }, event) {
      const check = (event.output as { popup: unknown } | undefined)?.popup ? 'config' : 'none';
      if (check === 'none') {
        // A first visit whose configuration call fails: there is none, and no popup.
        await gates.cut('checkPopup');
        while (gates.held('checkPopup') > 0) await gates.cut('checkPopup');
        return;
      }
      await gates.pass('checkPopup');
      while (gates.held('checkPopup') > 0) await gates.pass('checkPopup');
      // A new popup waits for the page's own content and the player's first input.
      await expect(page.locator('[data-state="page.home"]')).toBeVisible();
      await page.locator('body').press('Shift');
    },
    async CLOSE({ data, t }) {
      await data.popup.getByRole('button', { name: t('dialog.close') }).click();
      data.closed = true;
    },
  },
  states: {
    async checking({ data, gates }) {
      await expect(data.state).toHaveAttribute('data-flow-state', 'popup.checking');
      await expect.poll(() => gates.held('checkPopup')).toBeGreaterThan(0);
      await expect(data.popup).toHaveCount(0);
    },
    async open({ data }) {
      await expect(data.state).toHaveAttribute('data-flow-state', 'popup.open');
      await expect(data.popup).toBeVisible();
      await expect(data.popup.locator('picture source')).toHaveCount(2);
    },
    async done({ page, data, path }) {
      // A final state: the flow has ended, and its state with it.
      await expect(data.state).toHaveCount(0);
      await expect(data.popup).toHaveCount(0);
      // Closed once, never again in this browser; not shown, nothing remembered.
      if (data.closed) expect(await seenList(page)).toHaveLength(1);
      else if (checkOf(path) === 'new') expect(await seenList(page)).toEqual([]);
    },
  },
});
