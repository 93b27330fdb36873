// The live chat in the browser (spec section 7): the built site is a
// production build, and the reference server's configuration names the demo
// widget (chat-site-id, chat-div-id, chat-script-url). The settings come with
// the site configuration (cms/grouped), held until the path says:
// - settings: the server answers;
// - none: the call is cut, and the page has a stored configuration from an
//   earlier visit whose operator had no chat (the server's own, without the
//   chat settings);
// - failed: the call is cut on a first visit: there is no configuration at all.
// The widget's script is held the same way, then loaded or cut.
import { expect, type Locator, type Page } from '@playwright/test';
import { liveChatModel } from '../../../model/models/liveChat.model';
import { defineAdapter, type PlannedPath, type Translate } from '../adapter';

const PRODUCTION = 'production';

/** Widget texts of the demo chat (server/routes/demoChat.ts) in the model paths' language. */
const WIDGET_TITLE = 'Canlı Destek';

interface Data {
  opener: Locator;
  widget: Locator;
  /** Whether the player asked for the chat before it was ready (the machine's openWhenReady). */
  asked: boolean;
  /** Whether the widget's panel should be open. */
  open: boolean;
}

/** The widget's script element, there while its script loads. */
const widgetScript = (page: Page) => page.locator('script[src$="/demo/chat/widget.js"]');

const unavailableToast = (page: Page, t: Translate) =>
  page
    .getByRole('status')
    .filter({ hasText: t('liveChat.unavailable') })
    .last();

export const liveChatAdapter = defineAdapter<Data>({
  id: 'liveChat',
  model: liveChatModel,
  inputs: [PRODUCTION],
  async start({ page, request, t, path }) {
    if (settingsOutcome(path) === 'none') {
      // An earlier visit stored the configuration of an operator without a chat.
      const config = ((await (await request.get('/api/cms/grouped')).json()) as { data: { siteOption: Array<{ key: string }> } }).data;
      const withoutChat = { ...config, siteOption: config.siteOption.filter((option) => !option.key.toLowerCase().startsWith('chat-')) };
      await page.addInitScript((stored) => {
        if (window === window.top && !sessionStorage.getItem('e2e-config-seeded')) {
          localStorage.setItem('bootstrap', stored);
          sessionStorage.setItem('e2e-config-seeded', '1');
        }
      }, JSON.stringify(withoutChat));
    }
    await page.goto('/');
    const opener = page.locator('[data-site-header]').getByRole('button', { name: t('nav.liveSupport') });
    await expect(opener).toBeVisible();
    return { opener, widget: page.locator('#live-chat section[role="dialog"]'), asked: false, open: false };
  },
  gates: {
    // The boot frame's early call and the app's own (the app takes the early answer); both are the configuration.
    readSettings: { url: '**/api/cms/grouped', method: 'GET' },
    loadWidget: { url: '**/demo/chat/widget.js', accept: (request) => request.resourceType() === 'script' },
  },
  events: {
    async OPEN({ page, data }) {
      // The widget's panel is not modal; a player opens it again from the header after closing it.
      if (await data.widget.isVisible()) await data.widget.getByRole('button').first().click();
      await data.opener.click();
      const state = await page.evaluate(() => document.querySelector('#live-chat section[role="dialog"]') !== null);
      if (!state) data.asked = true;
      else data.open = true;
    },
    async 'xstate.done.actor.readSettings'({ gates }, event) {
      // No settings: the call fails, and the stored configuration (start) names no chat.
      if (event.output === null) {
        await gates.cut('readSettings');
        while (gates.held('readSettings') > 0) await gates.cut('readSettings');
        return;
      }
      await gates.pass('readSettings');
      while (gates.held('readSettings') > 0) await gates.pass('readSettings');
    },
    async 'xstate.error.actor.readSettings'({ gates }) {
      await gates.cut('readSettings');
      while (gates.held('readSettings') > 0) await gates.cut('readSettings');
    },
    async 'xstate.done.actor.loadWidget'({ gates, data }) {
      await gates.pass('loadWidget');
      if (data.asked) data.open = true;
      data.asked = false;
    },
    async 'xstate.error.actor.loadWidget'({ gates, data }) {
      await gates.cut('loadWidget');
      data.asked = false;
    },
  },
  states: {
    async reading({ gates }) {
      await expect.poll(() => gates.held('readSettings')).toBeGreaterThan(0);
    },
    async loading({ page, gates, data }) {
      await expect.poll(() => gates.held('loadWidget')).toBeGreaterThan(0);
      await expect(widgetScript(page)).toHaveCount(1);
      await expect(data.widget).toHaveCount(0);
    },
    async ready({ data }) {
      await expect(data.widget).toHaveAttribute('data-state', data.open ? 'liveChatWidget.open' : 'liveChatWidget.closed');
      if (data.open) await expect(data.widget.getByRole('heading', { name: WIDGET_TITLE })).toBeVisible();
    },
    async unavailable({ page, data, t, path, index }) {
      await expect(data.widget).toHaveCount(0);
      // Asking said so (now or when the settings came); a page that never asked says nothing.
      const asked = path.steps.slice(1, index + 1).some((step) => step.event.type === 'OPEN');
      if (asked) await expect(unavailableToast(page, t)).toBeVisible();
    },
    async failed({ page, data, t, path, index }) {
      await expect(data.widget).toHaveCount(0);
      // The page has taken the cut: a script that failed is removed (src/platform/liveChat.ts), so an OPEN from
      // here loads it afresh. Without this wait an OPEN could come while the error was still on its way, and be
      // taken by the loading state (on a slow machine, in a clean clone's CI run).
      await expect(widgetScript(page)).toHaveCount(0);
      const asked = path.steps.slice(1, index + 1).some((step) => step.event.type === 'OPEN');
      if (asked) await expect(unavailableToast(page, t)).toBeVisible();
    },
  },
});

/** How the path settles the settings: the server's, a stored configuration without a chat, or none at all. */
function settingsOutcome(path: PlannedPath): 'settings' | 'none' | 'failed' {
  const event = path.steps.find((step) => step.event.type.endsWith('.readSettings'))?.event as
    { type: string; output?: unknown } | undefined;
  if (!event || event.type.startsWith('xstate.error')) return 'failed';
  return event.output === null ? 'none' : 'settings';
}
