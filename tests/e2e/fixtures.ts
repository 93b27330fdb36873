// The journeys run in Turkish and in English (projects *-tr and *-en), at
// phone and desktop widths. Tests read every visible text through `t` (our
// dictionaries) and `s` (the server's messages), so one test serves both
// languages, and `ui` hides what differs between a phone and a desktop.
import { test as base, expect, type Page } from '@playwright/test';
import { message, type MessageKey } from '../../server/messages';
import type { TranslationKey } from '../../src/i18n/dictionary';
import { allStrings } from '../../src/i18n/allStrings';
import { popupKey } from '../../machines/popup.machine';
import { SETTINGS } from '../../server/seed/demoContent';
import { typeInto } from './helpers';
import { describeRawKeys, watchForRawKeys, type RawKeySighting } from './rawKeys';

export type Lang = 'tr' | 'en';
type Params = Record<string, string | number>;

function lookup(dictionary: unknown, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
  if (typeof value !== 'string') throw new Error(`no text for ${key}`);
  return value;
}

/** The demo configuration's popup, as the popup machine identifies it. */
const DEMO_POPUP_KEY = popupKey(SETTINGS.popup as Parameters<typeof popupKey>[0]);

export function translator(lang: Lang) {
  const dictionary = allStrings(lang);
  return (key: TranslationKey, params: Params = {}) =>
    lookup(dictionary, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

/** What differs between the phone and the desktop layout. */
export function uiFor(page: Page, t: ReturnType<typeof translator>, mobile: boolean) {
  return {
    mobile,
    /** The dashboard menu: the profile side bar on phones, the profile dropdown on desktops. */
    async openAccountMenu() {
      if (mobile) await page.getByRole('button', { name: new RegExp(`^${t('header.openProfile')}`) }).click();
      else await page.getByLabel(t('header.accountMenu'), { exact: true }).click();
    },
    /** The unread notifications a player is told of: the bell's count on desktops; on phones the profile toggle's dot and the side bar's count. */
    async expectUnread(count: number) {
      if (!mobile) return expect(page.getByRole('button', { name: t('header.notificationsUnread', { count }) })).toBeVisible();
      await expect(page.getByTestId('profile-pulse')).toBeVisible();
      await this.openAccountMenu();
      await expect(
        page.getByRole('dialog', { name: t('header.profile') }).getByLabel(t('header.notificationsUnread', { count })),
      ).toBeVisible();
      await page.keyboard.press('Escape');
    },
    /** The notification panel: the bell on desktops, the side bar's Notifications on phones. */
    async openNotifications() {
      if (!mobile)
        return page
          .locator('[data-state="session.loggedIn"] button')
          .filter({ has: page.getByTestId('bell') })
          .click();
      await this.openAccountMenu();
      await page
        .getByRole('dialog', { name: t('header.profile') })
        .getByRole('button', { name: new RegExp(`^${t('dashboard.notifications')}`) })
        .click();
    },
    /** A visitor logs in as a player does: the header's login button, the two fields typed, Log in. */
    async loginWith(username: string, password: string) {
      await page.getByRole('button', { name: t('header.login') }).click();
      const login = page.getByRole('dialog', { name: t('login.title') });
      await typeInto(login.getByLabel(t('login.username')), username);
      await typeInto(login.getByLabel(t('login.password')), password);
      await login.getByRole('button', { name: t('login.submit') }).click();
    },
    async logout() {
      await this.openAccountMenu();
      const menu = mobile ? page.getByRole('dialog', { name: t('header.profile') }) : page.locator('[data-site-header]');
      await menu.getByRole('button', { name: t('dashboard.logout') }).click();
    },
    /** 'Sizi Arayalım': in the header on desktops, in the side menu on phones. */
    async openCallRequest() {
      if (mobile) await page.getByRole('button', { name: t('nav.openMenu') }).click();
      await page.getByRole('button', { name: t('callRequest.open') }).click();
    },
    async chooseLanguage(lang: Lang) {
      if (mobile) await page.getByRole('button', { name: t('nav.openMenu') }).click();
      await page.getByRole('combobox', { name: t('language.label') }).selectOption(lang);
    },
  };
}

export const test = base.extend<{
  lang: Lang;
  t: ReturnType<typeof translator>;
  s: (key: MessageKey, params?: Params) => string;
  ui: ReturnType<typeof uiFor>;
  /** Dictionary keys seen raw on the page so far (tests/e2e/rawKeys.ts); a test with any fails. */
  rawKeys: RawKeySighting[];
}>({
  lang: ['tr', { option: true }],
  t: async ({ lang }, use) => use(translator(lang)),
  s: async ({ lang }, use) => use((key, params) => message(lang, key, params)),
  ui: async ({ page, t, isMobile }, use) => use(uiFor(page, t, isMobile)),
  // An English project starts as a returning English-speaking player would;
  // every project as a browser that has seen the demo popup (tests/e2e/home.spec.ts shows it).
  // Every test, whether it asks for it or not.
  rawKeys: [
    async ({ page }, use) => {
      const seen = await watchForRawKeys(page);
      await use(seen);
      expect(seen, `raw dictionary keys on the page: ${describeRawKeys(seen)}`).toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, lang }, use) => {
    // Only the top page: init scripts also run in sandboxed game frames, where storage throws.
    if (lang !== 'tr')
      await page.addInitScript(
        (chosen) => window === window.top && (localStorage.getItem('lang') ?? localStorage.setItem('lang', JSON.stringify(chosen))),
        lang,
      );
    await page.addInitScript(
      (key) => window === window.top && (localStorage.getItem('seenPopups') ?? localStorage.setItem('seenPopups', JSON.stringify([key]))),
      DEMO_POPUP_KEY,
    );
    await use(page);
  },
});

export { expect };

/**
 * The reason a journey in a file that runs at both widths skips one of them:
 * what it tries is the same at every width (a rule, a flow, a fault), so one
 * layout runs it, the two shared out so that both languages walk some
 * (issue 31, item 6; playwright.config.ts's RUNS_IN does the same for whole files).
 */
export const SAME_AT_EVERY_WIDTH = 'the same at every width: one layout runs it';
/** The browser's default motion, for a file whose journeys are about it (`test.use(motion)`); the others run with reduced motion (playwright.config.ts). */
export const motion = { reducedMotion: 'no-preference' } as const;

/** Where a journey runs when its file runs in more projects than it needs: one layout, or desktop-tr alone. */
export type OnlyIn = 'desktop' | 'phone' | 'desktop-tr';
/**
 * A journey's details that keep it to `where` (with the reason, shown in the
 * report): playwright.config.ts leaves it out of the other projects by its
 * tag, before any browser page opens. A `test.skip` in the body ran the
 * page fixtures first, about a second and a half for each of 49 skips on two
 * cores (issue 31, item 6).
 */
export const only = (where: OnlyIn, why: string) => ({ tag: `@only-${where}`, annotation: { type: 'only', description: why } });

/** The reason a journey of a file that runs in all four projects runs in one: what it tries is the server's or the storage's, in no language or layout. */
export const SAME_IN_EVERY_PROJECT = 'the same in every language and layout: desktop-tr runs it';
