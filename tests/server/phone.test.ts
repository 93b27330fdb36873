import { describe, expect, it } from 'vitest';
import { latestCode, registered, useTestApi, verifiedPlayer } from './testServer';

const t = useTestApi();

describe('customer/updatephone', () => {
  it('sends a 6-digit SMS code to the dev outbox, then verifies the phone with it', async () => {
    const player = await registered(t.api);
    const sent = await t.api.call('updatePhone', { step: 1, phone: player.phone }, { token: player.token });
    expect(sent.body).toMatchObject({ success: true, message: `Doğrulama kodu ${player.phone} numarasına gönderildi.` });
    const code = await latestCode(t.deps, player.phone);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await t.api.call('updatePhone', { step: 2, phone: player.phone, code }, { token: player.token });
    expect(verified.body).toEqual({
      success: true,
      message: 'Telefon numaranız doğrulandı.',
      data: { phone: player.phone, smsVerified: true },
    });
    const profile = await t.api.call('profile', undefined, { token: player.token });
    expect(profile.body.data).toMatchObject({ phone: player.phone, smsVerified: true });
  });

  it('refuses a new code within 60 s, and allows one after', async () => {
    const player = await registered(t.api);
    await t.api.call('updatePhone', { step: 1, phone: player.phone }, { token: player.token });
    const again = await t.api.call('updatePhone', { step: 1, phone: player.phone }, { token: player.token, locale: 'en' });
    expect(again.body.success).toBe(false);
    expect(again.body.message).toMatch(/^Please wait (59|60) seconds before asking for a new code\.$/);
    await t.deps.db.query(
      "UPDATE verification_codes SET created_at = created_at - interval '61 seconds' WHERE user_id = (SELECT id FROM users WHERE username = $1)",
      [player.username],
    );
    expect((await t.api.call('updatePhone', { step: 1, phone: player.phone }, { token: player.token })).body.success).toBe(true);
  });

  it('refuses a wrong code, and a right code for another number', async () => {
    const player = await registered(t.api);
    await t.api.call('updatePhone', { step: 1, phone: player.phone }, { token: player.token });
    const code = await latestCode(t.deps, player.phone);
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await t.api.call('updatePhone', { step: 2, phone: player.phone, code: wrong }, { token: player.token })).body.message).toBe(
      'Kod hatalı.',
    );
    expect((await t.api.call('updatePhone', { step: 2, phone: '905550000000', code }, { token: player.token })).body.success).toBe(false);
    expect((await t.api.call('updatePhone', { step: 2, phone: player.phone, code }, { token: player.token })).body.success).toBe(true);
  });

  it('validates the payload: phone digits 5 to 20, code of 6', async () => {
    const player = await registered(t.api);
    expect((await t.api.call('updatePhone', { step: 1, phone: '12' } as never, { token: player.token })).status).toBe(400);
    expect((await t.api.call('updatePhone', { step: 2, phone: player.phone, code: '123' } as never, { token: player.token })).status).toBe(
      400,
    );
  });

  it('needs a session', async () => {
    expect((await t.api.call('updatePhone', { step: 1, phone: '905551112233' })).status).toBe(401);
  });
});

describe('bonus/definetrialbonus', () => {
  it('needs a verified phone', async () => {
    const player = await registered(t.api);
    const { body } = await t.api.call('defineTrialBonus', undefined, { token: player.token });
    expect(body).toMatchObject({ success: false, message: 'Bu işlem için önce telefon numaranızı doğrulayın.' });
  });

  it('credits the trial bonus once per account, with a notification', async () => {
    const player = await verifiedPlayer(t.api, t.deps);
    const first = await t.api.call('defineTrialBonus', undefined, { token: player.token });
    expect(first.body).toMatchObject({ success: true });
    expect((await t.api.call('balance', undefined, { token: player.token })).body.data.balance).toBe(50);
    const twice = await Promise.all([1, 2, 3].map(() => t.api.call('defineTrialBonus', undefined, { token: player.token })));
    expect(twice.every((r) => r.body.message === 'Deneme bonusunu daha önce aldınız.')).toBe(true);
    expect((await t.api.call('balance', undefined, { token: player.token })).body.data.balance).toBe(50);
    const notifications = (await t.api.call('notifications', { skip: 0, take: 100 }, { token: player.token })).body.data;
    expect(notifications.some((n: { type: number }) => n.type === 4)).toBe(true);
  });
});
