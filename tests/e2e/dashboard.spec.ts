// The dashboard's money and history pages against the reference server, at
// 390 px and 1280 px: every movement in financial activities (with filters),
// rounds in game history, claiming a bonus and seeing it in the bonus
// history, and the session history; paging, empty and error states.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectNoAxeViolations,
  fundedPlayer,
  hub88Spinner,
  money,
  registerPlayer,
  startLoggedIn,
  typeDate,
  verifiedPlayer,
  watchForErrors,
} from './helpers';

/** Plays `rounds` one-lira spins of a Hub88 slot through the demo game API, as the game page does. */
async function playRounds(request: APIRequestContext, headers: Record<string, string>, rounds: number) {
  const { slot, spin } = await hub88Spinner(request, headers);
  for (let i = 0; i < rounds; i++) expect((await spin()).success).toBe(true);
  return slot;
}

test.describe('the dashboard’s history pages', () => {
  test('financial activities list each deposit and withdrawal, filter by kind, and say when nothing matches', async ({
    page,
    request,
    t,
  }) => {
    const errors = watchForErrors(page);
    const player = await verifiedPlayer(request);
    const withdrawal = await request.post('/api/payment/withdraw', {
      headers: player.headers,
      data: { id: 12, target: 'pay', detail: { PaparaNo: 1234567890, Amount: 75 } },
    });
    expect((await withdrawal.json()).success).toBe(true);
    await startLoggedIn(page, player.session);
    await page.goto('/dashboard/financial-activities');
    await expect(page.getByRole('heading', { level: 1, name: t('dashboard.financialActivities') })).toBeVisible();
    const table = page.getByRole('region', { name: t('history.table', { title: t('dashboard.financialActivities') }) });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).toContainText(money(500));
    await expect(table).toContainText(t('history.transactionKind.1'));
    await expect(table).toContainText(t('history.transactionKind.2'));
    await expect(table).toContainText(t('history.transactionStatus.2'));
    await expectNoAxeViolations(page);

    await page.getByLabel(t('history.kind')).selectOption(String(2));
    await page.getByRole('button', { name: t('history.apply') }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(money(75));

    await typeDate(page.getByLabel(t('history.from'), { exact: true }), '2030-01-02');
    await typeDate(page.getByLabel(t('history.to'), { exact: true }), '2030-01-01');
    await expect(page.getByRole('button', { name: t('history.apply') })).toBeDisabled();
    await expect(page.getByText(t('history.badRange'))).toBeVisible();
    await typeDate(page.getByLabel(t('history.to'), { exact: true }), '2030-01-31');
    await page.getByRole('button', { name: t('history.apply') }).click();
    await expect(page.locator('[data-state="historyList.shown"]').getByText(t('history.empty'))).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('game history pages through the rounds played', async ({ page, request, t }) => {
    const player = await fundedPlayer(request);
    const slot = await playRounds(request, player.headers, 23);
    await startLoggedIn(page, player.session);
    await page.goto('/dashboard/game-history');
    const table = page.getByRole('region', { name: t('history.table', { title: t('dashboard.gameHistory') }) });
    await expect(table).toContainText(slot.name);
    await expect(table).toContainText(t('history.gameType.2'));
    const pager = page.getByRole('navigation', { name: t('history.pages') });
    await expect(pager).toContainText(t('history.page', { page: 1, pages: 2 }).replace(/\s+/g, ' '));
    await expect(table.locator('tbody tr')).toHaveCount(20);
    await pager.getByRole('button', { name: t('history.next') }).click();
    await expect(pager).toContainText(t('history.page', { page: 2, pages: 2 }));
    await expect(pager.getByRole('button', { name: t('history.next') })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('a bonus is claimed, the balance grows, and the bonus history shows it; the session history shows this session', async ({
    page,
    request,
    t,
  }) => {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    await page.goto('/dashboard/claim-bonus');
    const claim = page.getByRole('button', { name: new RegExp(`^${t('claimBonus.claimOf', { title: '.+' })}$`) }).first();
    await expect(claim).toBeVisible();
    const label = (await claim.getAttribute('aria-label'))!;
    await expectNoAxeViolations(page);
    await claim.click();
    await expect(page.locator('[data-toast-kind="success"]')).toBeVisible();
    await expect(page.getByRole('button', { name: label })).toHaveCount(0);
    // The header's balance grows (the profile menu beside it says the bonus part is not cash).
    await expect(
      page
        .locator('[data-site-header]')
        .getByLabel(new RegExp(`^${t('header.balance')}: `))
        .first(),
    ).toBeVisible();
    await expect(page.locator('[data-site-header]').getByLabel(`${t('header.balance')}: ${money(0)}`)).toHaveCount(0);

    await page.goto('/dashboard/bonuses');
    const bonuses = page.getByRole('region', { name: t('history.table', { title: t('dashboard.bonuses') }) });
    await expect(bonuses.locator('tbody tr')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/session-history');
    const sessions = page.getByRole('region', { name: t('history.table', { title: t('dashboard.sessionHistory') }) });
    await expect(sessions).toContainText(t('history.thisSession'));
  });

  test('a history that cannot load says so and offers Try again', async ({ page, request, t }) => {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    let fail = true;
    await page.route('**/api/customer/sessions', (route) => (fail ? route.abort('failed') : route.fallback()));
    await page.goto('/dashboard/session-history');
    await expect(page.getByRole('alert').filter({ hasText: t('history.failed') })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: t('app.retry') }).click();
    await expect(page.getByText(t('history.thisSession'))).toBeVisible();
  });
});
