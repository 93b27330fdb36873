// The responsible-gaming page (issue 8): the player sets a limit and feels it.
import { expect, only, test } from './fixtures';
import { encodeGameParam } from '../../domain/launch';
import {
  ageSelfExclusion,
  expectNoAxeViolations,
  fundedPlayer,
  gameFrame,
  money,
  registerPlayer,
  slotOf,
  startLoggedIn,
  typeInto,
  verifiedPlayer,
  watchForErrors,
} from './helpers';

test('a daily deposit limit set on the page refuses a deposit past it, saying what is left', async ({ page, request, t, s }) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/dashboard');
  // Reached from the dashboard menu.
  await page
    .getByRole('link', { name: t('dashboard.responsibleGaming') })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('dashboard.responsibleGaming') })).toBeVisible();
  const card = page.locator('[data-limit="deposit-day"]');
  await expect(card).toContainText(t('rg.none'));
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: new RegExp(t('rg.edit', { name: '.+' })) }).click();
  const amount = card.getByLabel(t('rg.amountMoney'));
  await typeInto(amount, 'abc');
  await expect(card.getByRole('alert')).toHaveText(t('rg.invalid'));
  await expect(card.getByRole('button', { name: t('rg.save') })).toBeDisabled();
  await typeInto(amount, '300');
  await card.getByRole('button', { name: t('rg.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: s('limitApplied') })).toBeVisible();
  await expect(card).toContainText(money(300));

  // The card deposit past it is refused with the server's message.
  await page.goto('/dashboard/deposit');
  await page.getByRole('button', { name: t('payment.choose', { title: 'Kredi Kartı' }) }).click();
  const dialog = page.getByRole('dialog', { name: 'Kredi Kartı' });
  await dialog.getByLabel(t('payment.fields.CardNo'), { exact: true }).pressSequentially('4111111111111111');
  await typeInto(dialog.getByLabel(t('payment.fields.CardHolder')), 'Ayşe Yılmaz');
  await dialog.getByLabel(t('payment.fields.ExpiryMonth')).selectOption('7');
  await dialog.getByLabel(t('payment.fields.Installments')).selectOption('1');
  await typeInto(dialog.getByRole('spinbutton', { name: t('payment.fields.Amount') }), '400');
  await dialog.getByRole('button', { name: t('payment.submit') }).click();
  const refusal = page.getByRole('alert').filter({ hasText: money(300) });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(s('periodDay'));
  expect(errors).toEqual([]);
});

/** A server message with a `{until}` in it, as a pattern that accepts any time there. */
const withAnyTime = (text: string) =>
  new RegExp(
    text
      .split('\u0000')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+'),
  );

test('the reality check comes after its interval with the time played, again after Continue, and logs out', async ({
  page,
  request,
  t,
}) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  // The page's timers run on Playwright's clock: the interval is jumped, not waited.
  await page.clock.install();
  await startLoggedIn(page, player.session);
  await page.goto('/dashboard/responsible-gaming');
  await page.getByRole('radio', { name: t('rg.realityCheckEvery', { count: 15 }) }).click();
  await expect(page.getByRole('radio', { name: t('rg.realityCheckEvery', { count: 15 }) })).toBeChecked();
  await expect(page.locator('[data-state="limitsEditor.ready.viewing"]')).toBeVisible();

  const check = page.getByRole('dialog', { name: t('rg.check.title') });
  await page.clock.fastForward('14:00');
  await expect(check).toHaveCount(0);
  await page.clock.fastForward('01:05');
  await expect(check).toBeVisible();
  const [before, after] = t('rg.check.played', { count: '\u0000' }).split('\u0000');
  await expect(check).toContainText(new RegExp(`${before}1[56]${after}`));
  await expect(check).toContainText(t('rg.check.net', { amount: money(0) }));
  await expectNoAxeViolations(page);

  await check.getByRole('button', { name: t('rg.check.continue') }).click();
  await expect(check).toBeHidden();
  await page.clock.fastForward('15:05');
  await expect(check).toBeVisible();
  await expect(check).toContainText(new RegExp(`${before}3[01]${after}`));

  const reloaded = page.waitForEvent('load');
  await check.getByRole('button', { name: t('rg.check.logOut') }).click();
  await page.clock.runFor(1000);
  await reloaded;
  await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a 24-hour time-out taken on the page ends the session, and login is refused until its end', async ({
  page,
  request,
  t,
  s,
  lang,
  ui,
}) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/dashboard/responsible-gaming');
  const timeouts = page.locator('[data-exclusion="timeout"]');
  await expect(
    page.locator('[data-exclusion="selfexclusion"]').getByRole('button', { name: t('rg.selfExclusion.permanent') }),
  ).toBeVisible();

  // Cancelling changes nothing.
  await timeouts.getByRole('button', { name: t('rg.timeout.days1') }).click();
  const confirm = page.getByRole('dialog', { name: t('rg.confirm.title') });
  await expect(confirm).toContainText(t('rg.confirm.timeout', { length: t('rg.timeout.days1') }));
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: t('rg.cancel') }).click();
  await expect(confirm).toBeHidden();
  await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();

  await timeouts.getByRole('button', { name: t('rg.timeout.days1') }).click();
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: t('rg.confirm.submit') }).click();
  await reloaded;
  await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
  // The reason is said once after the reload: the time-out's end.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: withAnyTime(s('timeoutTaken', { until: '\u0000' })) })
      .or(page.getByRole('status').filter({ hasText: withAnyTime(s('loginTimeout', { until: '\u0000' })) })),
  ).toBeVisible();

  await ui.loginWith(player.username, player.password);
  const refusal = page.getByRole('alert').filter({ hasText: withAnyTime(s('loginTimeout', { until: '\u0000' })) });
  await expect(refusal).toBeVisible();
  // Until this time tomorrow, in Turkish time.
  const tomorrow = new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    dateStyle: lang === 'tr' ? 'short' : 'medium',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(Date.now() + 24 * 60 * 60_000));
  await expect(refusal).toContainText(tomorrow);
  await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible();
  // The server revoked the session before the page told it of the logout: that call's 401 is expected.
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});

test(
  'a daily loss limit refuses, inside the game, a stake that could pass it',
  only('desktop', 'phones open games in the full-height modal: the desktop play page is the same game'),
  async ({ page, request, s }) => {
    const errors = watchForErrors(page);
    const player = await fundedPlayer(request);
    const headers = { authorization: `Bearer ${player.session.token}` };
    expect(
      (await (await request.post('/api/customer/limits', { headers, data: { kind: 'loss', period: 'day', amount: 5 } })).json()).success,
    ).toBe(true);
    await startLoggedIn(page, player.session);
    await page.goto(`/casino/play/${encodeGameParam(await slotOf(request, 'Hub88'))}`);
    const frame = await gameFrame(page);
    const root = frame.locator('#demo-game');
    await expect(root).toHaveAttribute('data-state', 'ready');
    // The largest stake on offer (more than the 5 lira the limit leaves).
    const stake = frame.locator('#stake');
    await stake.selectOption((await stake.locator('option').last().getAttribute('value'))!);
    await frame.locator('[data-action="play"]').click();
    const [refusedStart] = s('lossLimit', { period: '\u0000', left: '\u0000', resetsAt: '\u0000' }).split('\u0000');
    const alert = frame.getByRole('alert');
    await expect(alert).toContainText(refusedStart!);
    await expect(alert).toContainText(s('periodDay'));
    await expect(alert).toContainText(money(5));
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  },
);

test('a self-excluded person cannot sign up again with another e-mail', async ({ page, request, t, s }) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  const excluded = await request.post('/api/customer/selfexclusion', {
    headers: { authorization: `Bearer ${player.session.token}` },
    data: { months: 6, password: player.password },
  });
  expect(((await excluded.json()) as { success: boolean }).success).toBe(true);
  // The same person, a new username, e-mail and phone.
  const tag = `x${Date.now().toString(36)}`.slice(-10);
  await page.goto('/');
  await page.getByRole('button', { name: t('registration.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('registration.title') });
  await typeInto(dialog.getByLabel(t('registration.name'), { exact: true }), player.name);
  await typeInto(dialog.getByLabel(t('registration.surname')), player.surname.toLocaleUpperCase('tr-TR'));
  await typeInto(dialog.getByLabel(t('registration.username')), `again${tag}`.slice(0, 20));
  await typeInto(dialog.getByLabel(t('registration.email')), `again${tag}@example.com`);
  await typeInto(dialog.getByLabel(t('registration.phone')), `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`);
  const [year, month, day] = player.birthDate.split('-');
  await dialog.getByLabel(t('registration.day')).selectOption(day!);
  await dialog.getByLabel(t('registration.month')).selectOption(month!);
  await dialog.getByLabel(t('registration.year')).selectOption(year!);
  await typeInto(dialog.getByLabel(t('registration.password'), { exact: true }), 'secret12');
  await typeInto(dialog.getByLabel(t('registration.password2')), 'secret12');
  await dialog.getByRole('button', { name: t('registration.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: s('registrationRefused') })).toBeVisible();
  await expect(dialog).toHaveAttribute('data-state', 'registration.form');
  await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a 30-day time-out asks for the password before it can be confirmed', async ({ page, request, t, s }) => {
  const errors = watchForErrors(page);
  const player = await registerPlayer(request);
  await startLoggedIn(page, player.session);
  await page.goto('/dashboard/responsible-gaming');
  await page
    .locator('[data-exclusion="timeout"]')
    .getByRole('button', { name: t('rg.timeout.days30') })
    .click();
  const confirm = page.getByRole('dialog', { name: t('rg.confirm.title') });
  const submit = confirm.getByRole('button', { name: t('rg.confirm.submit') });
  await expect(submit).toBeDisabled();
  await typeInto(confirm.getByLabel(t('rg.confirm.password')), 'wrong-one');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: s('wrongPassword') })).toBeVisible();
  await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();
  await typeInto(confirm.getByLabel(t('rg.confirm.password')), player.password);
  const reloaded = page.waitForEvent('load');
  await submit.click();
  await reloaded;
  await expect(page.locator('[data-state="session.loggedOut"]')).toBeVisible();
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});

test('a self-excluded player logs in on the page to withdraw the balance; a deposit is refused with the reason', async ({
  page,
  request,
  t,
  s,
  ui,
}) => {
  const errors = watchForErrors(page);
  const player = await verifiedPlayer(request);
  const excluded = await request.post('/api/customer/selfexclusion', {
    headers: player.headers,
    data: { months: 6, password: player.password },
  });
  expect(((await excluded.json()) as { success: boolean }).success).toBe(true);
  await page.goto('/');
  await ui.loginWith(player.username, player.password);
  // Logged in, told what the session is for.
  await expect(page.getByRole('status').filter({ hasText: withAnyTime(s('loginWithdrawOnly', { until: '\u0000' })) })).toBeVisible();
  await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();

  await page.goto('/dashboard/withdraw');
  await page.getByRole('button', { name: t('payment.choose', { title: 'Banka Havalesi' }) }).click();
  const withdraw = page.getByRole('dialog', { name: 'Banka Havalesi' });
  await withdraw.getByLabel(t('payment.fields.Iban'), { exact: true }).pressSequentially('TR330006100519786457841326');
  await typeInto(withdraw.getByLabel(t('payment.fields.AccountHolder')), 'Ayşe Yılmaz');
  await withdraw.getByLabel(t('payment.fields.Bank')).selectOption({ label: 'Akbank' });
  await typeInto(withdraw.getByRole('spinbutton', { name: t('payment.fields.Amount') }), '500');
  await withdraw.getByRole('button', { name: t('payment.submit') }).click();
  await expect(page.locator('[data-toast-kind="success"]')).toBeVisible();
  await expect(withdraw).toHaveCount(0);

  await page.goto('/dashboard/deposit');
  await page.getByRole('button', { name: t('payment.choose', { title: 'Kredi Kartı' }) }).click();
  const deposit = page.getByRole('dialog', { name: 'Kredi Kartı' });
  await deposit.getByLabel(t('payment.fields.CardNo'), { exact: true }).pressSequentially('4111111111111111');
  await typeInto(deposit.getByLabel(t('payment.fields.CardHolder')), 'Ayşe Yılmaz');
  await deposit.getByLabel(t('payment.fields.ExpiryMonth')).selectOption('7');
  await deposit.getByLabel(t('payment.fields.Installments')).selectOption('1');
  await typeInto(deposit.getByRole('spinbutton', { name: t('payment.fields.Amount') }), '100');
  await deposit.getByRole('button', { name: t('payment.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: withAnyTime(s('loginSelfExcluded', { until: '\u0000' })) })).toBeVisible();
  await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a self-exclusion whose time is over stays closed until the player asks to return on the page, and reopens a day after', async ({
  page,
  request,
  t,
  s,
  lang,
  ui,
}) => {
  // The third review of issue 32 (UKGC LCCP SR code 3.5.3): positive action, then a one-day cooling-off.
  const errors = watchForErrors(page);
  const player = await fundedPlayer(request);
  const excluded = await request.post('/api/customer/selfexclusion', {
    headers: player.headers,
    data: { months: 6, password: player.password },
  });
  expect(((await excluded.json()) as { success: boolean }).success).toBe(true);
  // Six months pass, for this person.
  await ageSelfExclusion(request, player.username, 184 * 24 * 3600);

  await page.goto('/');
  await ui.loginWith(player.username, player.password);
  // Logged in to withdraw only, told that the account stays closed until asked.
  await expect(page.getByRole('status').filter({ hasText: withAnyTime(s('loginWithdrawOnlyEnded', { ended: '\u0000' })) })).toBeVisible();
  await expect(page.locator('[data-state="session.loggedIn"]')).toBeVisible();

  await page.goto('/dashboard/responsible-gaming');
  const panel = page.locator('[data-self-exclusion]');
  await expect(panel).toHaveAttribute('data-self-exclusion', 'ended');
  await expect(panel.getByRole('heading', { name: t('rg.return.title') })).toBeVisible();
  await expect(panel).toContainText(withAnyTime(t('rg.return.ended', { ended: '\u0000' })));
  await expectNoAxeViolations(page);

  // The way back asks for a confirmation with the password; Cancel changes nothing.
  const ask = panel.getByRole('button', { name: t('rg.return.ask') });
  await ask.click();
  const password = panel.getByLabel(t('rg.return.password'));
  await expect(password).toBeFocused();
  await expect(panel).toContainText(t('rg.return.confirm'));
  const confirm = panel.getByRole('button', { name: t('rg.return.submit') });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: t('rg.cancel') }).click();
  await expect(password).toHaveCount(0);
  await ask.click();
  await typeInto(password, 'wrong-one');
  await confirm.click();
  await expect(page.getByRole('alert').filter({ hasText: s('wrongPassword') })).toBeVisible();
  await expect(panel).toHaveAttribute('data-self-exclusion', 'ended');
  await typeInto(password, player.password);
  await confirm.click();

  // Asked: the account reopens in 24 hours, and the page says when.
  await expect(page.getByRole('status').filter({ hasText: withAnyTime(s('returnRequested', { reopensAt: '\u0000' })) })).toBeVisible();
  await expect(panel).toHaveAttribute('data-self-exclusion', 'returning');
  await expect(panel).toContainText(withAnyTime(t('rg.return.returning', { reopensAt: '\u0000' })));
  const tomorrow = new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + 24 * 3600_000),
  );
  await expect(panel).toContainText(tomorrow);
  await expect(panel.getByRole('button', { name: t('rg.return.ask') })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Still closed meanwhile: a deposit is refused with the time it reopens.
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authData')!) as { token: string }).token);
  const card = { CardNo: '4111 1111 1111 1111', CardHolder: 'Ayşe Yılmaz', ExpiryMonth: 7, Installments: 1, Amount: 100 };
  const headers = { authorization: `Bearer ${token}`, 'x-locale': lang };
  const waiting = (await (
    await request.post('/api/payment/deposit', { headers, data: { id: 2, target: 'pay', detail: card } })
  ).json()) as { success: boolean; message: string };
  expect(waiting.success).toBe(false);
  expect(waiting.message).toMatch(withAnyTime(s('selfExclusionCoolingOff', { reopensAt: '\u0000' })));

  // A day later: open. Login opens a full session, the page shows no exclusion, a deposit goes in.
  await ageSelfExclusion(request, player.username, 25 * 3600);
  const again = (await (
    await request.post('/api/auth/login', { headers: { 'x-locale': lang }, data: { username: player.username, password: player.password } })
  ).json()) as {
    message: string;
  };
  expect(again.message).toBe(s('loginSuccess', { username: player.username }));
  await page.reload();
  await expect(page.locator('[data-state="limitsEditor.ready.viewing"]')).toBeVisible();
  await expect(panel).toHaveCount(0);
  const reopened = (await (
    await request.post('/api/payment/deposit', { headers, data: { id: 2, target: 'pay', detail: card } })
  ).json()) as { success: boolean };
  expect(reopened.success).toBe(true);
  expect(errors).toEqual([]);
});
