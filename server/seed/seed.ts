// Seeds the demo data once: content always by fixed ids with ON CONFLICT DO
// NOTHING (safe to run at every start), the demo player only if absent.
import { ActivityStatus, NotificationType, TransactionKind, TransactionStatus } from '../../contract/enums';
import { personKey } from '../../domain/person';
import type { Database, Queryable } from '../db/database';
import { seedCatalogue } from '../casino/games';
import { usernameKey } from '../services/usernameKey';
import { hashPassword } from '../services/passwords';
import {
  BONUSES,
  CMS_CATEGORIES,
  CMS_PAGES,
  COUNTRIES,
  DEMO_PLAYER,
  PAYMENT_METHODS,
  PROMOTIONS,
  SETTINGS,
  TRANSLATIONS,
} from './demoContent';

async function seedContent(tx: Queryable) {
  for (const c of COUNTRIES) await tx.query('INSERT INTO countries (id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [c.id, c.name]);
  for (const c of CMS_CATEGORIES)
    await tx.query('INSERT INTO cms_categories (id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [c.id, c.name]);
  for (const [sort, page] of CMS_PAGES.entries()) {
    await tx.query(
      `INSERT INTO cms_pages (id, category_id, title_tr, title_en, body_tr, body_en, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING`,
      [page.id, page.category, page.title.tr, page.title.en, page.body.tr, page.body.en, sort],
    );
  }
  for (const [sort, promo] of PROMOTIONS.entries()) {
    await tx.query(
      `INSERT INTO promotions (id, title_tr, title_en, description_tr, description_en, images, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING`,
      [promo.id, promo.title.tr, promo.title.en, promo.description.tr, promo.description.en, JSON.stringify(promo.images), sort],
    );
  }
  for (const t of TRANSLATIONS) {
    await tx.query('INSERT INTO translations (locale, key, value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [t.locale, t.key, t.value]);
  }
  for (const [key, value] of Object.entries(SETTINGS)) {
    await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT DO NOTHING', [key, JSON.stringify(value)]);
  }
  for (const [sort, m] of PAYMENT_METHODS.entries()) {
    await tx.query(
      `INSERT INTO payment_methods (id, type, title, min_minor, max_minor, image_url, result, fields, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [m.id, m.type, m.title, m.min, m.max, m.image, m.result, JSON.stringify(m.fields), sort],
    );
  }
  for (const b of BONUSES) {
    await tx.query(
      `INSERT INTO bonuses (id, title_tr, title_en, description_tr, description_en, amount_minor, image_url, valid_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8::int IS NULL THEN NULL ELSE now() + make_interval(days => $8::int) END)
       ON CONFLICT DO NOTHING`,
      [b.id, b.title.tr, b.title.en, b.description.tr, b.description.en, b.amountMinor, b.image, b.validDays],
    );
  }
}

/** The demo player with a verified phone, a balance and a history that shows every status. */
async function seedDemoPlayer(tx: Queryable, passwordHash: string) {
  const [exists] = await tx.query('SELECT id FROM users WHERE username_key = $1', [usernameKey(DEMO_PLAYER.username)]);
  if (exists) return;
  const [{ id }] = (await tx.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('users', 'id'))::int AS id")) as [{ id: number }];
  // The demo player is a person of their own, who has had the trial bonus.
  const [person] = (await tx.query<{ id: number }>(
    `INSERT INTO persons (person_key, trial_bonus_claimed) VALUES ($1, true)
     ON CONFLICT (person_key) DO UPDATE SET trial_bonus_claimed = true RETURNING id`,
    [personKey(DEMO_PLAYER)],
  )) as [{ id: number }];
  await tx.query(
    `INSERT INTO users (id, usercode, username, email, password_hash, name, surname, phone, sms_verified, country_id, birth_date, person_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, 1, $9, $10, now() - interval '60 days')`,
    [
      id,
      String(1_000_000 + id),
      DEMO_PLAYER.username,
      DEMO_PLAYER.email,
      passwordHash,
      DEMO_PLAYER.name,
      DEMO_PLAYER.surname,
      DEMO_PLAYER.phone,
      DEMO_PLAYER.birthDate,
      person.id,
    ],
  );
  const history = [
    { kind: TransactionKind.Deposit, status: TransactionStatus.Confirmed, amount: 1_500_00, method: 1, daysAgo: 40 },
    { kind: TransactionKind.Withdraw, status: TransactionStatus.Confirmed, amount: 500_00, method: 11, daysAgo: 30 },
    { kind: TransactionKind.Deposit, status: TransactionStatus.Cancelled, amount: 250_00, method: 3, daysAgo: 20 },
    { kind: TransactionKind.Withdraw, status: TransactionStatus.Rejected, amount: 5_000_00, method: 12, daysAgo: 10 },
  ];
  for (const h of history) {
    const [t] = await tx.query<{ id: number }>(
      `INSERT INTO transactions (user_id, kind, status, amount_minor, method_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6), now() - make_interval(days => $6)) RETURNING id`,
      [id, h.kind, h.status, h.amount, h.method, h.daysAgo],
    );
    if (h.status === TransactionStatus.Confirmed) {
      await tx.query('INSERT INTO ledger (user_id, amount_minor, reason, transaction_id) VALUES ($1, $2, $3, $4)', [
        id,
        h.kind === TransactionKind.Deposit ? h.amount : -h.amount,
        h.kind === TransactionKind.Deposit ? 'deposit' : 'withdraw',
        t!.id,
      ]);
    }
  }
  const bonuses = [
    { title: 'Deneme Bonusu', amount: 50_00, status: ActivityStatus.Completed, daysAgo: 59 },
    { title: 'Kayıp Bonusu', amount: 75_00, status: ActivityStatus.Processing, daysAgo: 5 },
    { title: 'Bayram Bonusu', amount: 40_00, status: ActivityStatus.Cancelled, daysAgo: 25 },
    { title: 'Yılbaşı Bonusu', amount: 60_00, status: ActivityStatus.Expired, daysAgo: 50 },
  ];
  for (const b of bonuses) {
    await tx.query(
      `INSERT INTO user_bonuses (user_id, title, amount_minor, status, created_at) VALUES ($1, $2, $3, $4, now() - make_interval(days => $5))`,
      [id, b.title, b.amount, b.status, b.daysAgo],
    );
  }
  // The completed trial bonus above was credited too: the balance is 1.050 ₺.
  await tx.query("INSERT INTO ledger (user_id, amount_minor, reason) VALUES ($1, $2, 'trial_bonus')", [id, 50_00]);
  const notifications = [
    { type: NotificationType.System, title: 'Hoş geldiniz!', note: 'Hesabınız açıldı.', read: true, daysAgo: 60 },
    {
      type: NotificationType.Deposit,
      title: 'Para yatırma onaylandı',
      note: '₺1.500,00 hesabınıza eklendi (Papara).',
      read: true,
      daysAgo: 40,
    },
    {
      type: NotificationType.Withdraw,
      title: 'Çekim talebi alındı',
      note: '₺500,00 çekim talebiniz işleme alındı (Banka Havalesi).',
      read: false,
      daysAgo: 30,
    },
    { type: NotificationType.Bonus, title: 'Bonus eklendi', note: 'Kayıp Bonusu: ₺75,00 hesabınıza eklendi.', read: false, daysAgo: 5 },
    { type: NotificationType.Jackpot, title: 'Jackpot!', note: 'Bu hafta dev jackpot 250.000 ₺!', read: false, daysAgo: 1 },
  ];
  for (const n of notifications) {
    await tx.query(
      `INSERT INTO notifications (user_id, type, title, note, is_read, created_at) VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6))`,
      [id, n.type, n.title, n.note, n.read, n.daysAgo],
    );
  }
}

export async function seed(db: Database, options: { demoPlayer: boolean; scryptCost: number }): Promise<void> {
  const passwordHash = options.demoPlayer ? await hashPassword(DEMO_PLAYER.password, options.scryptCost) : '';
  await db.transaction(async (tx) => {
    await seedContent(tx);
    await seedCatalogue(tx);
    if (options.demoPlayer) await seedDemoPlayer(tx, passwordHash);
  });
}
