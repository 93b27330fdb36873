// The spec's last rows (issue 33, items 4–6): each dialog at the size the
// spec gives it, the category choices with their images, and the bonus
// messages a player reads. On a phone and a desktop, in Turkish and English.
import { expect, test } from './fixtures';
import { registerPlayer, startLoggedIn } from './helpers';

test.describe('bonus messages (issue 33, item 6)', () => {
  test('a claim accepted with no text shows the default message; two different refusals within 4 s both show', async ({ page, request, t }) => {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    const answers = [
      { success: true, message: '' },
      { success: false, message: 'Bu bonusun süresi doldu.' },
      { success: false, message: 'Bu bonusu zaten aldınız.' },
    ];
    await page.route('**/api/bonus/claim', (route) => route.fulfill({ json: answers.shift() }));
    await page.goto('/dashboard/claim-bonus');
    const claim = page.getByRole('button', { name: new RegExp(`^${t('claimBonus.claimOf', { title: '.+' })}$`) }).first();

    await claim.click();
    const success = page.locator('[data-toast-kind="success"]');
    await expect(success).toContainText(t('claimBonus.claimed'));

    await expect(claim).toBeEnabled();
    await claim.click();
    const errors = page.locator('[data-toast-kind="error"]');
    await expect(errors).toHaveCount(1);
    await expect(claim).toBeEnabled();
    await claim.click();
    await expect(errors).toHaveCount(2);
    await expect(errors.nth(0)).toContainText('Bu bonusun süresi doldu.');
    await expect(errors.nth(1)).toContainText('Bu bonusu zaten aldınız.');
  });
});
