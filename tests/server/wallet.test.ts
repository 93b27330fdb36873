import { describe, expect, it } from 'vitest';
import { PaymentType, TransactionKind, TransactionStatus } from '../../contract/enums';
import { DEMO_PLAYER } from '../../server/seed/demoContent';
import { createHash } from 'node:crypto';
import { registered, useTestApi, verifiedPlayer } from './testServer';

const t = useTestApi();

const balanceOf = async (token: string) => (await t.api.call('balance', undefined, { token })).body.data.balance as number;
const card = { CardNo: '4111 1111 1111 1111', CardHolder: 'Ayşe Yılmaz', ExpiryMonth: 7, Installments: 1 };

describe('payment/methods and payment/detail', () => {
  it('lists deposit and withdraw methods with limits', async () => {
    const player = await registered(t.api);
    const deposits = (await t.api.call('paymentMethods', { type: PaymentType.Deposit }, { token: player.token })).body.data;
    expect(deposits.map((m: { title: string }) => m.title)).toEqual(['Papara', 'Kredi Kartı', 'Havale / EFT']);
    expect(deposits[0]).toMatchObject({ id: 1, type: 1, minAmount: 50, maxAmount: 50000, imageUrl: '/media/method/papara.svg' });
    const withdrawals = (await t.api.call('paymentMethods', { type: PaymentType.Withdraw }, { token: player.token })).body.data;
    expect(withdrawals).toHaveLength(3);
  });

  it('returns server-driven fields of every object type, with masks for Iban and CardNo', async () => {
    const player = await registered(t.api);
    const cardFields = (await t.api.call('paymentDetail', { id: 2, type: 1 }, { token: player.token })).body.data;
    const ibanFields = (await t.api.call('paymentDetail', { id: 11, type: 2 }, { token: player.token })).body.data;
    const paparaFields = (await t.api.call('paymentDetail', { id: 12, type: 2 }, { token: player.token })).body.data;
    const transferFields = (await t.api.call('paymentDetail', { id: 3, type: 1 }, { token: player.token })).body.data;
    const all = [...cardFields, ...ibanFields, ...paparaFields, ...transferFields];
    // Every number field of the demo is money (spec section 5: the Turkish-lira prefix); Int and Long are the client's to read too (tests/unit/paymentFields.test.ts).
    expect(new Set(all.map((f: { objectType: string }) => f.objectType))).toEqual(
      new Set(['String', 'Decimal', 'Dropdown', 'Bool', 'DateTime']),
    );
    expect(cardFields.find((f: { key: string }) => f.key === 'CardNo')).toMatchObject({ mask: '0000 0000 0000 0000' });
    expect(ibanFields.find((f: { key: string }) => f.key === 'Iban')).toMatchObject({ mask: 'TR00 0000 0000 0000 0000 0000 00' });
    expect(ibanFields.find((f: { key: string }) => f.key === 'Bank').option).toContainEqual({ id: 1, name: 'Ziraat Bankası' });
  });

  it('refuses an unknown method, or a method of the other direction', async () => {
    const player = await registered(t.api);
    expect((await t.api.call('paymentDetail', { id: 99, type: 1 }, { token: player.token })).body.message).toBe(
      'Ödeme yöntemi bulunamadı.',
    );
    expect((await t.api.call('paymentDetail', { id: 11, type: 1 }, { token: player.token })).body.success).toBe(false);
  });
});

describe('payment/deposit', () => {
  it('type Message: credits at once, answers with the message, notifies', async () => {
    const player = await registered(t.api);
    const { body } = await t.api.call('deposit', { id: 2, target: 'pay', detail: { ...card, Amount: 250.5 } }, { token: player.token });
    expect(body).toEqual({ success: true, message: '₺250,50 yatırımınız hesabınıza eklendi.', data: null });
    expect(await balanceOf(player.token)).toBe(250.5);
    const notes = (await t.api.call('notifications', { skip: 0, take: 100 }, { token: player.token })).body.data;
    expect(notes[0]).toMatchObject({ type: 1, title: 'Para yatırma onaylandı' });
  });

  it('keeps a card number only as its last four digits: what the ledger stores is no card (the third review; PCI DSS 3.5.1)', async () => {
    const player = await registered(t.api);
    expect(
      (await t.api.call('deposit', { id: 2, target: 'pay', detail: { ...card, Amount: 150 } }, { token: player.token })).body.success,
    ).toBe(true);
    // A card number in any free-text field is kept the same way, whatever the method calls it.
    expect(
      (
        await t.api.call(
          'deposit',
          { id: 3, target: 'pay', detail: { Bank: 1, FullName: '5500 0000 0000 0004', TransferDate: '2026-01-02', Amount: 150 } },
          { token: player.token },
        )
      ).body.success,
    ).toBe(true);
    const rows = await t.deps.db.query<{ detail: string }>(
      'SELECT t.detail::text AS detail FROM transactions t JOIN users u ON u.id = t.user_id WHERE u.username = $1 ORDER BY t.id',
      [player.username],
    );
    expect(rows).toHaveLength(2);
    const stored = rows.map((row) => JSON.parse(row.detail) as Record<string, unknown>);
    expect(stored[0]).toMatchObject({ CardNo: '•••• 1111', CardHolder: 'Ayşe Yılmaz', Amount: 150 });
    expect(stored[1]).toMatchObject({ FullName: '•••• 0004' });
    for (const value of stored.flatMap((detail) => Object.values(detail)))
      expect(String(value).replace(/[\s-]/g, '')).not.toMatch(/\d{12}/);
    // Its groups apart by any space the mask accepts (a non-breaking space, as copied from a formatted page; review 5).
    for (const space of ['\u00a0', '\t', '\u202f', '\u2009']) {
      const typed = ['4111', '1111', '1111', '1111'].join(space);
      expect(
        (await t.api.call('deposit', { id: 2, target: 'pay', detail: { ...card, CardNo: typed, Amount: 120 } }, { token: player.token }))
          .body.success,
      ).toBe(true);
      const [last] = await t.deps.db.query<{ detail: string }>(
        'SELECT t.detail::text AS detail FROM transactions t JOIN users u ON u.id = t.user_id WHERE u.username = $1 ORDER BY t.id DESC LIMIT 1',
        [player.username],
      );
      expect(JSON.parse(last!.detail), JSON.stringify(space)).toMatchObject({ CardNo: '•••• 1111' });
    }
  });

  it('keeps no card number in what an Idempotency-Key remembers either: its request hash cannot be tried against card numbers (review 4)', async () => {
    const player = await registered(t.api);
    const request = { id: 2, target: 'pay', detail: { ...card, Amount: 175 } };
    const key = `card-${player.username}`;
    const answer = await t.api.raw('POST', '/api/payment/deposit', {
      body: JSON.stringify(request),
      token: player.token,
      headers: { 'idempotency-key': key },
    });
    expect(answer.status).toBe(200);
    const [kept] = await t.deps.db.query<{ request_hash: string }>('SELECT request_hash FROM idempotency_keys WHERE key = $1', [key]);
    // What an attacker with a dump would do: the stored detail gives all but the middle digits, so hash
    // the request with each candidate card number, as the server once did (SHA-256 of the sorted JSON).
    const sorted = (value: unknown): string =>
      value && typeof value === 'object'
        ? `{${Object.keys(value)
            .sort()
            .map((k) => `${JSON.stringify(k)}:${sorted((value as Record<string, unknown>)[k])}`)
            .join(',')}}`
        : JSON.stringify(value);
    const tried = createHash('sha256').update('deposit').update('\n').update(sorted(request)).digest('hex');
    expect(kept!.request_hash).not.toBe(tried);
    // The request is still told from another one: the same key with another amount is refused.
    const other = await t.api.raw('POST', '/api/payment/deposit', {
      body: JSON.stringify({ ...request, detail: { ...request.detail, Amount: 176 } }),
      token: player.token,
      headers: { 'idempotency-key': key },
    });
    expect(other.status).toBe(422);
  });

  it('type Iframe: answers with an http… URL to the demo payment page, credits after confirmation', async () => {
    const player = await registered(t.api);
    const { body } = await t.api.call('deposit', { id: 1, target: 'pay', detail: { Amount: 300 } }, { token: player.token });
    expect(body.success).toBe(true);
    expect(body.data).toMatch(/^http:\/\/localhost\/demo\/pay\/[A-Za-z0-9_-]{43}\?lang=tr$/);
    expect(await balanceOf(player.token)).toBe(0);
    const path = new URL(body.data as string).pathname;
    const page = await t.api.app.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('₺300,00');
    const confirmed = await t.api.app.request(`${path}/confirm`, { method: 'POST' });
    expect(await confirmed.text()).toContain('Ödeme tamamlandı');
    expect(await balanceOf(player.token)).toBe(300);
    // A second confirmation does nothing.
    expect((await t.api.app.request(`${path}/confirm`, { method: 'POST' })).status).toBe(404);
    expect(await balanceOf(player.token)).toBe(300);
  });

  it('a cancelled demo payment credits nothing', async () => {
    const player = await registered(t.api);
    const { body } = await t.api.call(
      'deposit',
      { id: 3, target: 'pay', detail: { Bank: 2, FullName: 'Ayşe Yılmaz', TransferDate: '2026-11-20', Amount: 150 } },
      { token: player.token },
    );
    const path = new URL(body.data as string).pathname;
    await t.api.app.request(`${path}/cancel`, { method: 'POST' });
    expect(await balanceOf(player.token)).toBe(0);
    const list = (
      await t.api.call('transactions', { kind: 1, status: TransactionStatus.Cancelled, skip: 0, take: 10 }, { token: player.token })
    ).body.data;
    expect(list.total).toBe(1);
  });

  it('checks every field: required, type, mask, dropdown option, amount limits', async () => {
    const player = await registered(t.api);
    const attempt = (detail: Record<string, unknown>) =>
      t.api.call('deposit', { id: 2, target: 'pay', detail: detail as never }, { token: player.token }).then((r) => r.body.message);
    expect(await attempt({ ...card })).toBe('Amount alanı zorunludur.');
    expect(await attempt({ ...card, Amount: 50 })).toBe('Tutar ₺100,00 ile ₺20.000,00 arasında olmalıdır.');
    expect(await attempt({ ...card, Amount: 20001 })).toBe('Tutar ₺100,00 ile ₺20.000,00 arasında olmalıdır.');
    expect(await attempt({ ...card, CardNo: '4111 1111', Amount: 200 })).toBe('CardNo alanı geçersiz.');
    expect(await attempt({ ...card, ExpiryMonth: 13, Amount: 200 })).toBe('ExpiryMonth alanı geçersiz.');
    expect(await attempt({ ...card, Installments: 1.5, Amount: 200 })).toBe('Installments alanı geçersiz.');
    expect(await attempt({ ...card, Amount: 100.123 })).toBe('Amount alanı geçersiz.');
    // A Bool field takes true or false (left out is false); a DateTime field a real date.
    expect(await attempt({ ...card, SaveCard: 'yes', Amount: 200 })).toBe('SaveCard alanı geçersiz.');
    const transfer = (TransferDate: unknown) =>
      t.api
        .call(
          'deposit',
          { id: 3, target: 'pay', detail: { Bank: 1, FullName: 'Ayşe Yılmaz', TransferDate, Amount: 200 } as never },
          { token: player.token },
        )
        .then((r) => r.body);
    expect((await transfer('2026-02-30')).message).toBe('TransferDate alanı geçersiz.');
    expect((await transfer('30.01.2026')).message).toBe('TransferDate alanı geçersiz.');
    expect(await balanceOf(player.token)).toBe(0);
    expect((await transfer('2026-01-30')).success).toBe(true);
  });
});

describe('payment/withdraw', () => {
  const iban = { Iban: 'TR33 0006 1005 1978 6457 8413 26', AccountHolder: 'Ayşe Yılmaz', Bank: 1 };

  it('needs a verified phone', async () => {
    const player = await registered(t.api);
    await t.api.call('deposit', { id: 2, target: 'pay', detail: { ...card, Amount: 500 } }, { token: player.token });
    const { body } = await t.api.call('withdraw', { id: 11, target: 'pay', detail: { ...iban, Amount: 100 } }, { token: player.token });
    expect(body.message).toBe('Bu işlem için önce telefon numaranızı doğrulayın.');
  });

  it('reserves the money at once as a Pending withdrawal, and never overdraws', async () => {
    const player = await verifiedPlayer(t.api, t.deps);
    await t.api.call('deposit', { id: 2, target: 'pay', detail: { ...card, Amount: 500 } }, { token: player.token });
    const ok = await t.api.call('withdraw', { id: 11, target: 'pay', detail: { ...iban, Amount: 400 } }, { token: player.token });
    expect(ok.body).toMatchObject({ success: true, message: '₺400,00 çekim talebiniz alındı.' });
    expect(await balanceOf(player.token)).toBe(100);
    const over = await t.api.call(
      'withdraw',
      { id: 12, target: 'pay', detail: { PaparaNo: 1234567890, Amount: 101 } },
      { token: player.token },
    );
    expect(over.body.message).toBe('Bakiyeniz yetersiz.');
    const list = (await t.api.call('transactions', { kind: TransactionKind.Withdraw, skip: 0, take: 10 }, { token: player.token })).body
      .data;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ kind: 2, status: TransactionStatus.Pending, amount: 400, method: 'Banka Havalesi' });
  });

  it('accepts a non-numeric dropdown option (crypto network) and checks the IBAN mask', async () => {
    const player = await verifiedPlayer(t.api, t.deps);
    await t.api.call('deposit', { id: 2, target: 'pay', detail: { ...card, Amount: 1000 } }, { token: player.token });
    const crypto = await t.api.call(
      'withdraw',
      { id: 13, target: 'pay', detail: { Network: 'TRC20', WalletAddress: 'TXyz123', Amount: 250 } },
      { token: player.token },
    );
    expect(crypto.body.success).toBe(true);
    const badIban = await t.api.call(
      'withdraw',
      { id: 11, target: 'pay', detail: { ...iban, Iban: 'DE89 3704 0044 0532 0130 00', Amount: 100 } },
      { token: player.token },
    );
    expect(badIban.body.message).toBe('Iban alanı geçersiz.');
  });
});

describe('transaction/list', () => {
  it('pages and filters the demo player’s history by kind, status and dates', async () => {
    const { token } = (await t.api.call('login', { username: DEMO_PLAYER.username, password: DEMO_PLAYER.password })).body.data;
    const all = (await t.api.call('transactions', { kind: 0, skip: 0, take: 2 }, { token })).body.data;
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.items).toHaveLength(2);
    const rejected = (await t.api.call('transactions', { kind: 0, status: TransactionStatus.Rejected, skip: 0, take: 10 }, { token })).body
      .data;
    expect(rejected.items.map((t: { status: number }) => t.status)).toEqual([4]);
    const today = new Date().toISOString().slice(0, 10);
    const recent = (await t.api.call('transactions', { kind: 0, from: today, to: today, skip: 0, take: 10 }, { token })).body.data;
    expect(recent.items.every((t: { date: string }) => t.date.startsWith(today))).toBe(true);
  });
});

describe('bonuses', () => {
  it('offers the valid bonuses, claims one once, and records it in the history', async () => {
    const player = await registered(t.api);
    const offered = (await t.api.call('availableBonuses', {}, { token: player.token, locale: 'en' })).body.data;
    expect(offered.map((b: { title: string }) => b.title)).toEqual(['Welcome bonus', 'Weekend bonus']);
    const claimed = await t.api.call('claimBonus', { id: 1 }, { token: player.token });
    expect(claimed.body).toMatchObject({ success: true, message: 'Hoş Geldin Bonusu bonusu hesabınıza eklendi.' });
    expect(await balanceOf(player.token)).toBe(100);
    expect((await t.api.call('claimBonus', { id: 1 }, { token: player.token })).body.message).toBe('Bu bonusu daha önce aldınız.');
    expect((await t.api.call('claimBonus', { id: 3 }, { token: player.token })).body.message).toBe('Bonus bulunamadı ya da süresi doldu.');
    const history = (await t.api.call('bonusHistory', { skip: 0, take: 10 }, { token: player.token })).body.data;
    // Bonus money in play until it is staked ten times over (tests/server/abuse/bonusMoney.test.ts).
    expect(history.items).toEqual([
      expect.objectContaining({ title: 'Hoş Geldin Bonusu', amount: 100, status: 1, wagering: { required: 1000, wagered: 0, left: 1000 } }),
    ]);
  });

  it('shows every activity status in the demo player’s history', async () => {
    const { token } = (await t.api.call('login', { username: DEMO_PLAYER.username, password: DEMO_PLAYER.password })).body.data;
    const history = (await t.api.call('bonusHistory', { skip: 0, take: 10 }, { token })).body.data;
    expect(new Set(history.items.map((b: { status: number }) => b.status))).toEqual(new Set([1, 2, 3, 4]));
  });
});

describe('customer/profile and customer/sessions', () => {
  it('shows the account and the session history with the current session marked', async () => {
    const player = await registered(t.api);
    await t.api.call('login', { username: player.username, password: player.password });
    const profile = (await t.api.call('profile', undefined, { token: player.token })).body.data;
    expect(profile).toMatchObject({
      username: player.username,
      email: player.email,
      country: 'Türkiye',
      birthDate: '1991-03-09',
      smsVerified: false,
    });
    const sessions = (await t.api.call('sessionHistory', { skip: 0, take: 10 }, { token: player.token })).body.data;
    expect(sessions.total).toBe(2);
    expect(sessions.items.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });
});

describe('customer/notification and readnotification', () => {
  it('lists newest first, pages with skip/take, marks only the player’s own as read', async () => {
    const player = await registered(t.api);
    const other = await registered(t.api);
    await t.api.call('deposit', { id: 2, target: 'pay', detail: { ...card, Amount: 150 } }, { token: player.token });
    const list = (await t.api.call('notifications', { skip: 0, take: 100 }, { token: player.token })).body.data;
    expect(list.map((n: { type: number }) => n.type)).toEqual([1, 5]);
    expect(list[0].timeStamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect((await t.api.call('notifications', { skip: 1, take: 1 }, { token: player.token })).body.data).toHaveLength(1);
    const theirs = (await t.api.call('notifications', { skip: 0, take: 1 }, { token: other.token })).body.data[0].id;
    await t.api.call('readNotification', { id: [list[0].id, theirs] }, { token: player.token });
    expect((await t.api.call('notifications', { skip: 0, take: 100 }, { token: player.token })).body.data[0].isRead).toBe(true);
    expect((await t.api.call('notifications', { skip: 0, take: 1 }, { token: other.token })).body.data[0].isRead).toBe(false);
  });
});
