import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../server/seed/demoContent';
import { apiFor, latestCode, LONG_RESET_CODE, newPlayer, registered, registeredOnDevice, useTestApi } from './testServer';

const t = useTestApi();

describe('auth/form', () => {
  it('lists the countries, Türkiye among them', async () => {
    const { body } = await t.api.call('registerForm');
    expect(body.data.countries).toContainEqual({ id: 1, name: 'Türkiye' });
  });
});

describe('auth/register', () => {
  it('opens an account, logs in and sends a welcome notification', async () => {
    const player = newPlayer({ refId: 42 });
    const { body } = await t.api.call('register', player as never);
    expect(body).toMatchObject({ success: true, data: { username: player.username, balance: 0, smsVerified: false, phone: player.phone } });
    expect(body.message).toBe(`Kaydınız tamamlandı. Hoş geldiniz, ${player.username}!`);
    const notifications = await t.api.call('notifications', { skip: 0, take: 100 }, { token: body.data.token });
    expect(notifications.body.data).toHaveLength(1);
    expect(notifications.body.data[0]).toMatchObject({ type: 5, isRead: false });
    const [row] = await t.deps.db.query<{ ref_id: number }>('SELECT ref_id FROM users WHERE username = $1', [player.username]);
    expect(row!.ref_id).toBe(42);
  });

  it('refuses a taken username (any case) and a taken e-mail', async () => {
    const first = await registered(t.api);
    const sameName = await t.api.call('register', newPlayer({ username: first.username.toUpperCase() }) as never, { locale: 'en' });
    expect(sameName.body).toMatchObject({ success: false, message: 'This username is taken.' });
    // A taken e-mail gets the one generic refusal (review of issue 32, M-B): it does not say whose details it met.
    const sameMail = await t.api.call('register', newPlayer({ email: first.email }) as never);
    expect(sameMail.body).toMatchObject({ success: false, message: 'Bu bilgilerle hesap açamıyoruz. Lütfen destek ekibimize yazın.' });
  });

  it('validates section 5 on the server too', async () => {
    for (const bad of [
      { name: 'A' },
      { surname: 'Yıl  maz' },
      { username: 'abc' },
      { username: 'with space' },
      { email: 'not-mail' },
      { phone: '12ab' },
      { password: '123' },
      { birthDateDay: '1' },
    ]) {
      const { status, body } = await t.api.call('register', newPlayer(bad) as never);
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body.success).toBe(false);
    }
  });

  it('refuses mismatched passwords, an impossible date, a minor and an unknown country', async () => {
    expect((await t.api.call('register', newPlayer({ password2: 'other12' }) as never)).body.message).toBe('Şifreler eşleşmiyor.');
    const feb30 = newPlayer({ birthDate: '1991-02-30', birthDateDay: '30', birthDateMonth: '02' });
    expect((await t.api.call('register', feb30 as never)).body.success).toBe(false);
    const year = String(new Date().getUTCFullYear() - 17);
    const minor = newPlayer({ birthDate: `${year}-01-01`, birthDateDay: '01', birthDateMonth: '01', birthDateYear: year });
    expect((await t.api.call('register', minor as never, { locale: 'en' })).body.message).toBe('You must be 18 or older to register.');
    expect((await t.api.call('register', newPlayer({ country: 999 }) as never)).body.message).toBe('Ülke seçimi geçersiz.');
  });

  it('never stores the password itself', async () => {
    const player = await registered(t.api);
    const [row] = await t.deps.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = $1', [
      player.username,
    ]);
    expect(row!.password_hash).toMatch(/^scrypt\$1024\$8\$1\$[^$]+\$[^$]+$/);
    expect(row!.password_hash).not.toContain(player.password);
  });
});

describe('auth/login and logout', () => {
  it('logs the demo player in with the balance, and answers in English on request', async () => {
    const { body } = await t.api.call('login', { username: DEMO_PLAYER.username, password: DEMO_PLAYER.password }, { locale: 'en' });
    expect(body).toMatchObject({ success: true, message: 'Welcome, demo!', data: { username: 'demo', smsVerified: true, balance: 1050 } });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const player = await registered(t.api);
    const wrong = await t.api.call('login', { username: player.username, password: 'wrong-password' });
    const unknown = await t.api.call('login', { username: 'nobody-here', password: 'whatever' });
    expect(wrong.body).toEqual({ success: false, message: 'Kullanıcı adı veya şifre hatalı.', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks the account for 5 minutes after 5 failed logins, even against the right password', async () => {
    const player = await registered(t.api);
    for (let i = 1; i <= 4; i++) {
      expect((await t.api.call('login', { username: player.username, password: 'wrong-pass' })).body.message).toBe(
        'Kullanıcı adı veya şifre hatalı.',
      );
    }
    expect((await t.api.call('login', { username: player.username, password: 'wrong-pass' }, { locale: 'en' })).body.message).toBe(
      'Too many failed attempts. Your account is locked for 5 minutes.',
    );
    expect((await t.api.call('login', { username: player.username, password: player.password })).body.success).toBe(false);
    await t.deps.db.query("UPDATE login_throttle SET locked_until = now() - interval '1 second' WHERE username_key = lower($1)", [
      player.username,
    ]);
    expect((await t.api.call('login', { username: player.username, password: player.password })).body.success).toBe(true);
  });

  it('revokes the token at logout: the next call is 401', async () => {
    const player = await registered(t.api);
    expect((await t.api.call('balance', undefined, { token: player.token })).status).toBe(200);
    expect((await t.api.call('logout', undefined, { token: player.token })).body.success).toBe(true);
    const after = await t.api.call('balance', undefined, { token: player.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, message: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.', data: null });
  });

  it('refuses an expired token', async () => {
    const player = await registered(t.api);
    await t.deps.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE username = $1)",
      [player.username],
    );
    // A fresh cache, as after a restart: the database decides.
    const fresh = apiFor({
      ...t.deps,
      sessions: (await import('../../server/services/sessionCache')).createSessionCache(t.deps.db, t.deps.events),
    });
    expect((await fresh.call('balance', undefined, { token: player.token })).status).toBe(401);
  });
});

describe('recovery by e-mailed code', () => {
  it('walks the four steps: code to the e-mail, code checked, password changed, old sessions ended', async () => {
    const player = await registered(t.api);
    const sent = await t.api.call('sendResetPassword', { username: player.username });
    expect(sent.body).toMatchObject({ success: true, message: 'Hesap bulunduysa şifre sıfırlama kodu e-posta adresinize gönderildi.' });
    const code = await latestCode(t.deps, player.email);
    // Asked from a device the account does not know: the long code, which works from any device.
    expect(code).toMatch(LONG_RESET_CODE);

    expect(
      (await t.api.call('checkResetCode', { username: player.username, code: code === '000000' ? '111111' : '000000' })).body.message,
    ).toBe('Kod hatalı.');
    expect((await t.api.call('checkResetCode', { username: player.username, code })).body.success).toBe(true);
    const changed = await t.api.call('changePasswordWithCode', {
      username: player.username,
      code,
      password: 'newpass1',
      password2: 'newpass1',
    });
    expect(changed.body.success).toBe(true);

    expect((await t.api.call('balance', undefined, { token: player.token })).status).toBe(401);
    expect((await t.api.call('login', { username: player.username, password: player.password })).body.success).toBe(false);
    expect((await t.api.call('login', { username: player.username, password: 'newpass1' })).body.success).toBe(true);
    // The code is used up.
    expect(
      (await t.api.call('changePasswordWithCode', { username: player.username, code, password: 'again12', password2: 'again12' })).body
        .success,
    ).toBe(false);
  });

  it('answers the same for an unknown username (no account discovery)', async () => {
    const { body } = await t.api.call('sendResetPassword', { username: 'nosuchplayer' });
    expect(body.success).toBe(true);
  });

  it('allows 5 attempts per short code (a device the account knows)', async () => {
    const player = await registeredOnDevice(t.api);
    await t.api.call('sendResetPassword', { username: player.username }, player.device);
    const code = await latestCode(t.deps, player.email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++)
      expect((await t.api.call('checkResetCode', { username: player.username, code: wrong }, player.device)).body.message).toBe(
        'Kod hatalı.',
      );
    expect((await t.api.call('checkResetCode', { username: player.username, code: wrong }, player.device)).body.message).toBe(
      'Çok fazla hatalı deneme. Lütfen yeni kod isteyin.',
    );
    expect((await t.api.call('checkResetCode', { username: player.username, code }, player.device)).body.success).toBe(false);
  });

  it('expires a code after 15 minutes', async () => {
    const player = await registered(t.api);
    await t.api.call('sendResetPassword', { username: player.username });
    const code = await latestCode(t.deps, player.email);
    await t.deps.db.query(
      "UPDATE reset_codes SET created_at = created_at - interval '16 minutes', expires_at = expires_at - interval '16 minutes' WHERE user_id = (SELECT id FROM users WHERE username = $1)",
      [player.username],
    );
    expect((await t.api.call('checkResetCode', { username: player.username, code }, { locale: 'en' })).body.message).toBe(
      'The code has expired. Please ask for a new one.',
    );
  });
});

describe('customer/changepassword', () => {
  it('needs the current password, then ends every other session but this one', async () => {
    const player = await registered(t.api);
    const other = (await t.api.call('login', { username: player.username, password: player.password })).body.data.token as string;
    const wrong = await t.api.call(
      'changePassword',
      { oldPassword: 'nottheone', password: 'fresh12', confirmPassword: 'fresh12' },
      { token: player.token },
    );
    expect(wrong.body.message).toBe('Mevcut şifreniz hatalı.');
    const changed = await t.api.call(
      'changePassword',
      { oldPassword: player.password, password: 'fresh12', confirmPassword: 'fresh12' },
      { token: player.token },
    );
    expect(changed.body).toMatchObject({ success: true, message: 'Şifreniz değiştirildi.' });
    expect((await t.api.call('balance', undefined, { token: player.token })).status).toBe(200);
    expect((await t.api.call('balance', undefined, { token: other })).status).toBe(401);
  });

  it('refuses a confirmation that differs, as bad input', async () => {
    const player = await registered(t.api);
    const { status } = await t.api.call(
      'changePassword',
      { oldPassword: player.password, password: 'fresh12', confirmPassword: 'fresh13' },
      { token: player.token },
    );
    expect(status).toBe(400);
  });
});
