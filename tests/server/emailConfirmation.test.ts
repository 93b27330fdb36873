import { describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls';
import { CustomerProfile } from '../../contract/schemas';
import { listOutbox } from '../../server/services/outbox';
import { apiFor, latestCode, newPlayer, registered, useTestApi } from './testServer';

const t = useTestApi();

/** The sign-up's confirmation e-mail: its body (with the link) and its code, from the dev outbox. */
async function confirmationMail(email: string) {
  const [mail] = await listOutbox(t.deps.db, email, 1);
  if (!mail?.code) throw new Error(`no confirmation e-mail to ${email}`);
  return mail;
}
const wrongOf = (code: string) => (code === '111111' ? '222222' : '111111');
const profileOf = async (token: string) => CustomerProfile.parse((await t.api.call('profile', undefined, { token })).body.data);

describe('the e-mail confirmation (issue 34)', () => {
  it('sign-up mails a link to the account page with a six-digit code; the code confirms the address', async () => {
    const player = await registered(t.api);
    const mail = await confirmationMail(player.email);
    expect(mail.channel).toBe('email');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.body).toContain(`/dashboard/account?email-code=${mail.code}`);
    expect((await profileOf(player.token)).emailConfirmed).toBe(false);

    const answer = await t.api.call('confirmEmail', { code: mail.code! }, { token: player.token });
    expect(calls.confirmEmail.response.parse(answer.body)).toMatchObject({ success: true, message: 'E-posta adresiniz onaylandı.' });
    expect((await profileOf(player.token)).emailConfirmed).toBe(true);
    // The next login says so too (the session's record).
    const login = await t.api.call('login', { username: player.username, password: player.password });
    expect(login.body.data).toMatchObject({ emailConfirmed: true });
    // A second tap on the link is not an error.
    expect((await t.api.call('confirmEmail', { code: mail.code! }, { token: player.token })).body.success).toBe(true);
  });

  it('refuses a wrong code and counts it: after five, even the right code waits for a new one', async () => {
    const player = await registered(t.api);
    const { code } = await confirmationMail(player.email);
    for (let i = 0; i < 4; i++) {
      const wrong = await t.api.call('confirmEmail', { code: wrongOf(code!) }, { token: player.token });
      expect(wrong.body).toMatchObject({ success: false, message: 'Kod hatalı.' });
    }
    expect((await t.api.call('confirmEmail', { code: wrongOf(code!) }, { token: player.token })).body.success).toBe(false);
    const right = await t.api.call('confirmEmail', { code: code! }, { token: player.token });
    expect(right.body.success).toBe(false);
    expect((await profileOf(player.token)).emailConfirmed).toBe(false);
  });

  it('once the day’s ten failures are used up, no more links are sent: they could not confirm anything', async () => {
    const player = await registered(t.api);
    const age = () =>
      t.deps.db.query(
        "UPDATE verification_codes SET created_at = created_at - interval '61 seconds' WHERE user_id = (SELECT id FROM users WHERE username = $1)",
        [player.username],
      );
    for (let round = 0; round < 2; round++) {
      const { code } = await confirmationMail(player.email);
      for (let i = 0; i < 5; i++) await t.api.call('confirmEmail', { code: wrongOf(code!) }, { token: player.token });
      await age();
      if (round === 0) expect((await t.api.call('sendEmailConfirmation', {}, { token: player.token })).body.success).toBe(true);
    }
    const sent = (await listOutbox(t.deps.db, player.email)).length;
    const refused = await t.api.call('sendEmailConfirmation', {}, { token: player.token, locale: 'en' });
    expect(refused.body).toMatchObject({ success: false, message: 'You have used today’s codes. Please try again tomorrow.' });
    expect(await listOutbox(t.deps.db, player.email)).toHaveLength(sent);
  });

  it('a code confirms only the account it was sent to', async () => {
    const owner = await registered(t.api);
    const other = await registered(t.api);
    const { code } = await confirmationMail(owner.email);
    expect((await t.api.call('confirmEmail', { code: code! }, { token: other.token })).body.success).toBe(false);
    expect((await profileOf(other.token)).emailConfirmed).toBe(false);
  });

  it('sends the link again after the minute’s wait, and the new code replaces the old', async () => {
    const player = await registered(t.api);
    const first = (await confirmationMail(player.email)).code!;
    const early = await t.api.call('sendEmailConfirmation', {}, { token: player.token, locale: 'en' });
    expect(early.body.success).toBe(false);
    expect(early.body.message).toMatch(/^Please wait (59|60) seconds before asking for a new link\.$/);
    await t.deps.db.query(
      "UPDATE verification_codes SET created_at = created_at - interval '61 seconds' WHERE user_id = (SELECT id FROM users WHERE username = $1)",
      [player.username],
    );
    const again = await t.api.call('sendEmailConfirmation', {}, { token: player.token });
    expect(calls.sendEmailConfirmation.response.parse(again.body)).toMatchObject({ success: true });
    const second = await latestCode(t.deps, player.email);
    if (second !== first) expect((await t.api.call('confirmEmail', { code: first }, { token: player.token })).body.success).toBe(false);
    expect((await t.api.call('confirmEmail', { code: second }, { token: player.token })).body.success).toBe(true);
    // Confirmed: no more links.
    const after = await t.api.call('sendEmailConfirmation', {}, { token: player.token });
    expect(after.body).toMatchObject({ success: false, message: 'E-posta adresiniz zaten onaylı.' });
  });

  it('the link points at the main domain over HTTPS when one is configured, whatever Origin the sign-up named', async () => {
    const site = apiFor({ ...t.deps, config: { ...t.deps.config, siteDomain: 'casino.example' } });
    const player = newPlayer();
    const response = await site.app.request('https://casino.example/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://casino.example:81' },
      body: JSON.stringify(player),
    });
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    const mail = await confirmationMail(player.email as string);
    expect(mail.body).toContain(`https://casino.example/dashboard/account?email-code=${mail.code}`);
    expect(mail.body).not.toContain(':81');
  });

  it('takes six digits only, and a session', async () => {
    const player = await registered(t.api);
    for (const code of ['12345', '1234567', 'abcdef', ' 123456'])
      expect((await t.api.call('confirmEmail', { code } as never, { token: player.token })).status).toBe(400);
    expect((await t.api.call('confirmEmail', { code: '123456' })).status).toBe(401);
    expect((await t.api.call('sendEmailConfirmation', {})).status).toBe(401);
  });
});
