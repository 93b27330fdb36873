// The live chat (spec section 7, issue 21): in production, with the
// chat-site-id and chat-div-id settings, the operator's chat script loads
// once the page has settled (the reference server's demo widget, under the
// page's CSP nonce); the phone's Support and the desktop header's Live
// Support open it, and so does the sign-up celebration's Live Chat.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, typeInto, watchForErrors } from './helpers';

/** The demo widget speaks the page's language (server/routes/demoChat.ts). */
const WIDGET = {
  tr: { title: 'Canlı Destek', message: 'Mesajınız', send: 'Gönder', close: 'Canlı desteği kapat' },
  en: { title: 'Live Support', message: 'Your message', send: 'Send', close: 'Close live support' },
};

async function openChat(page: Page, t: (key: 'nav.support' | 'nav.liveSupport' | 'nav.bottomBar') => string, mobile: boolean) {
  if (mobile)
    await page
      .getByRole('navigation', { name: t('nav.bottomBar') })
      .getByRole('button', { name: t('nav.support') })
      .click();
  else
    await page
      .locator('[data-site-header]')
      .getByRole('button', { name: t('nav.liveSupport') })
      .click();
}

test('Support opens the operator’s chat, loaded under the page’s policy once the page has settled; it answers and gives focus back', async ({
  page,
  t,
  lang,
  isMobile,
}) => {
  const errors = watchForErrors(page);
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`csp ${e.violatedDirective} ${e.blockedURI}`)),
  );
  page.on('console', (m) => m.text().startsWith('csp ') && violations.push(m.text()));
  const w = WIDGET[lang];
  await page.goto('/');
  // It loads without being asked, once the page has settled: its element is on the page.
  await expect(page.locator('#live-chat [data-state="liveChatWidget.closed"]')).toHaveCount(1);
  await openChat(page, t, isMobile);
  const chat = page.getByRole('dialog', { name: w.title });
  await expect(chat).toBeVisible();
  await expect(chat.getByLabel(w.message)).toBeFocused();
  await typeInto(chat.getByLabel(w.message), 'Merhaba / Hello');
  await chat.getByRole('button', { name: w.send }).click();
  await expect(chat.getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await chat.getByRole('button', { name: w.close }).click();
  await expect(chat).toBeHidden();
  const opener = isMobile
    ? page.getByRole('navigation', { name: t('nav.bottomBar') }).getByRole('button', { name: t('nav.support') })
    : page.locator('[data-site-header]').getByRole('button', { name: t('nav.liveSupport') });
  await expect(opener).toBeFocused();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a player who asks before the chat has loaded gets it as soon as it has', async ({ page, t, lang, isMobile }) => {
  // The script is held back until the player has asked.
  let release!: () => void;
  const asked = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/demo/chat/widget.js', async (route) => {
    await asked;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('[data-state="bannerCarousel.still"] img')).toBeVisible();
  await openChat(page, t, isMobile);
  release();
  await expect(page.getByRole('dialog', { name: WIDGET[lang].title })).toBeVisible();
});
