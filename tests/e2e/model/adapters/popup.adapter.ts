// The announcement popup in the browser: a first visit to the slot page
// (no stored configuration; its search box is the text field the player's
// hands go to), the configuration call (cms/grouped, the boot frame's early
// call and the app's own) held until the path's check ends. Its real
// outcomes: the configuration's popup, never seen in this browser (the seen
// list cleared), waits for the page's content, then for the hands to rest;
// one this browser has seen (the fixtures mark the demo's seen) does not; no
// configuration at all (the call cut on a first visit) has no popup. The
// hands are the player's: a key (Shift) on the page, a tap into the search
// box, Tab out of it. The quiet moment runs on Playwright's clock. Asked
// while a dialog is open (the login form, its field left), the popup is told
// not now. Closing it is a click on its close button, and the browser
// remembers it. A tap into the search box after the popup has asked and
// before it shows (its view's code on its way: held here, as a slow network
// holds it) takes the ask back.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { popupModel } from '../../../model/models/popup.model';
import { defineAdapter, type ModelEvent, type PlannedPath, type StepContext } from '../adapter';

interface Data {
  state: Locator;
  popup: Locator;
  search: Locator;
  /** Whether the path closed the popup (then this browser remembers it). */
  closed: boolean;
  /** Lets the popup view's held code through (a path whose hands reach a field after the ask). */
  releaseView: (() => void) | null;
}

/** Whether the player's hands reach a field after the popup has asked (a quiet moment's end, then a tap into the search). */
const typesAfterTheAsk = (path: PlannedPath) =>
  path.steps.some((step, index) => step.event.type.startsWith('xstate.after.') && path.steps[index + 1]?.event.type === 'HANDS.TYPING');

/** The popup view's chunk (named by its hash: the build's manifest says which). */
const popupViewChunk = () =>
  (JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>)['src/ui/popup/PopupView.tsx']!.file;

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

const nextEvent = (ctx: StepContext<Data>) => ctx.path.steps[ctx.index + 1]?.event.type;
const loginDialog = (ctx: StepContext<Data>) => ctx.page.getByRole('dialog', { name: ctx.t('login.title') });

export const popupAdapter = defineAdapter<Data>({
  id: 'popup',
  model: popupModel,
  pausedClock: true,
  async start({ page, path, t }) {
    if (checkOf(path) === 'new') {
      // This browser has not seen the demo's popup (the fixtures mark it seen for every other path).
      await page.addInitScript(
        () =>
          window === window.top &&
          !sessionStorage.getItem('popup-reset') &&
          (localStorage.removeItem('seenPopups'), sessionStorage.setItem('popup-reset', '1')),
      );
    }
    let releaseView: (() => void) | null = null;
    if (typesAfterTheAsk(path)) {
      // The view's code held until the hands have reached the search: the moment between the ask and the modal.
      const released = new Promise<void>((resolve) => (releaseView = resolve));
      await page.route(`**/${popupViewChunk()}`, async (route) => {
        await released;
        await route.continue();
      });
    }
    await page.goto('/casino/slot');
    const search = page.getByRole('searchbox', { name: t('casino.searchLabel') });
    // Open before the clock stops: the page's lazy parts load on timers too.
    await expect(search).toBeVisible();
    return {
      state: page.locator('#popup-state'),
      popup: page.getByRole('dialog', { name: t('home.popupTitle') }),
      search,
      closed: false,
      releaseView,
    };
  },
  gates: {
    checkPopup: { url: '**/api/cms/grouped', method: 'GET' },
  },
  // The dialogs answer at once: a quiet moment with the login form open ends in not now, in one go.
  joinsNext: (event, next) => event.type.startsWith('xstate.after.') && next.type === 'NOT_NOW',
  events: {
    async 'xstate.done.actor.checkPopup'({ page, gates, data }, event) {
      const check = (event.output as { popup: unknown } | undefined)?.popup ? 'config' : 'none';
      if (check === 'none') {
        // A first visit whose configuration call fails: there is none, and no popup.
        await gates.cut('checkPopup');
        while (gates.held('checkPopup') > 0) await gates.cut('checkPopup');
        return;
      }
      await gates.pass('checkPopup');
      while (gates.held('checkPopup') > 0) await gates.pass('checkPopup');
      // A new popup waits for the page's own content (the load, then an idle moment: a timer on the
      // paused clock), and no input (issue 33); in steps shorter than the quiet moment, so that
      // the step ends where the check has, not past the quiet moment too.
      await expect(async () => {
        await page.clock.runFor(50);
        await expect(data.state.and(page.locator('[data-flow-state="popup.checking"]'))).toHaveCount(0, { timeout: 200 });
      }).toPass();
    },
    async 'HANDS.ACTIVE'({ page }) {
      await page.keyboard.press('Shift');
    },
    async 'HANDS.TYPING'({ data }) {
      await data.search.click();
      // Asked and withdrawn: the view's code may come now, and shows nothing.
      data.releaseView?.();
    },
    async 'HANDS.LEFT_FIELD'({ page }) {
      await page.keyboard.press('Tab');
    },
    async 'xstate.after.handsQuiet.popup.waiting.resting'(ctx) {
      if (nextEvent(ctx) === 'NOT_NOW') {
        // A dialog is open when the popup asks: the login form, its username field left for the heading.
        await ctx.page.getByRole('button', { name: ctx.t('header.login') }).click();
        // Its code and view arrive on timers of their own: moments of the clock, short of the quiet one.
        const heading = loginDialog(ctx).getByRole('heading', { name: ctx.t('login.title') });
        await expect(async () => {
          await ctx.page.clock.runFor(100);
          await expect(heading).toBeVisible({ timeout: 300 });
        }).toPass();
        await heading.click();
        await expect(ctx.data.state).toHaveAttribute('data-flow-state', 'popup.waiting.resting');
      }
      await ctx.page.clock.runFor(1500);
    },
    async NOT_NOW(ctx) {
      // Told at the quiet moment's end (the step before); the login form goes, and the popup waits again.
      await expect(loginDialog(ctx)).toBeVisible();
      await ctx.page.keyboard.press('Escape');
      await expect(loginDialog(ctx)).toHaveCount(0);
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
    async 'waiting.resting'({ data }) {
      await expect(data.state).toHaveAttribute('data-flow-state', 'popup.waiting.resting');
      await expect(data.popup).toHaveCount(0);
    },
    async 'waiting.typing'({ data }) {
      await expect(data.state).toHaveAttribute('data-flow-state', 'popup.waiting.typing');
      await expect(data.search).toBeFocused();
      await expect(data.popup).toHaveCount(0);
    },
    async open({ data, t }) {
      await expect(data.state).toHaveAttribute('data-flow-state', 'popup.open');
      if (data.releaseView) {
        // Asked, its view's code still on its way: nothing over the page yet, and the search box within reach.
        await expect(data.popup).toHaveCount(0);
        return;
      }
      await expect(data.popup).toBeVisible();
      // Its picture is drawn on a canvas (never the page's largest paint), named as an image is.
      await expect(data.popup.getByRole('img', { name: t('home.popupImage') })).toHaveAttribute('data-picture', 'drawn');
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
