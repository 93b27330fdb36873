// The raw-key guard itself (tests/e2e/rawKeys.ts) must bite: a page that
// shows a dictionary key fails the test. Expected to fail (test.fail): if
// the guard ever stops seeing keys, this test is reported as broken.
import { expect, test } from './fixtures';

test.fail('the guard fails a test whose page shows a key of no dictionary (as payment.noData once was)', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p role="status">payment.noDataAtAll</p>'));
  await expect(page.getByText('payment.noDataAtAll')).toBeVisible();
});

test.fail('the guard fails a test whose page shows a known key untranslated', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<button aria-label="errors.network">x</button>'));
  await expect(page.getByRole('button', { name: 'errors.network' })).toBeVisible();
});
