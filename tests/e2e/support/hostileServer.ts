// The reference server with the XSS corpus in every text and link it serves
// (tests/e2e/hostileContent.spec.ts): started once on its own PostgreSQL
// database so a player and demo data exist, stopped, given hostile content
// straight in its tables (what an operator's back office, a provider feed or
// a compromised editor could put there), and started again.
import { join } from 'node:path';
import pg from 'pg';
import { request as httpRequest } from '@playwright/test';
import { allStrings } from '../../../src/i18n/allStrings';
import { startChildServer, type ChildServer } from '../../server/support/childServer';
import { createPostgresCluster, type PostgresCluster } from '../../server/support/postgresCluster';
import { depositByCard, registerPlayer } from '../helpers';
import { popupKey } from '../../../machines/popup.machine';
import { ALL_VECTORS_HTML, HOSTILE_LINKS, XSS_VECTORS } from './xssVectors';

/** PostgreSQL text cannot hold NUL; a vector with one goes in without it. */
const VECTORS = XSS_VECTORS.map((v) => v.replaceAll('\u0000', ''));
const ALL_HTML = ALL_VECTORS_HTML.replaceAll('\u0000', '');
const vector = (i: number) => VECTORS[i % VECTORS.length]!;
const hostileLink = (i: number) => HOSTILE_LINKS[i % HOSTILE_LINKS.length]!;

/** The username the player gets: markup, as an operator's data might hold (sign-up would refuse it). */
export const HOSTILE_USERNAME = '<svg/onload=alert(1)>';
/** The first promotions and every content page and bonus carry the whole corpus as their HTML. */
export const FULL_CORPUS_PROMOTIONS = 3;

export interface HostileServer {
  url: string;
  /** A session of the player whose name, username and notifications are hostile. */
  session: Record<string, unknown> & { token: string };
  /** Ids of content pages whose body is the whole corpus. */
  pageIds: number[];
  /** What was planted, for the report. */
  planted: Record<string, number>;
  /** The planted popup as the popup machine keys it (its link is unsafe, so read as none). */
  popupKey: string;
  stop(): Promise<void>;
}

function flatten(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));
}

async function plant(db: pg.Client, userId: number): Promise<{ planted: Record<string, number>; pageIds: number[]; popupKey: string }> {
  const planted: Record<string, number> = {};
  const count = (sink: string, n: number) => (planted[sink] = (planted[sink] ?? 0) + n);

  // Promotions: every title a vector; the first few describe themselves with the whole corpus; 110 more.
  const promotions = (await db.query<{ id: number; images: unknown }>('SELECT id, images FROM promotions ORDER BY sort')).rows;
  for (const [i, p] of promotions.entries()) {
    const description = i < FULL_CORPUS_PROMOTIONS ? ALL_HTML : vector(i + 7);
    await db.query('UPDATE promotions SET title_tr = $2, title_en = $2, description_tr = $3, description_en = $3 WHERE id = $1', [
      p.id,
      vector(i),
      description,
    ]);
  }
  for (let i = 0; i < VECTORS.length; i++) {
    await db.query(
      'INSERT INTO promotions (id, title_tr, title_en, description_tr, description_en, images, sort) VALUES ($1, $2, $2, $3, $3, $4, $5)',
      [1000 + i, vector(i), vector(i + 1), JSON.stringify(promotions[0]!.images), 100 + i],
    );
  }
  count('promotions', promotions.length + VECTORS.length);

  // Content pages: titles (the footer lists them) and bodies; category names stay, as the footer finds its columns by them.
  const pages = (await db.query<{ id: number; category_id: number }>('SELECT id, category_id FROM cms_pages ORDER BY id')).rows;
  for (const [i, p] of pages.entries()) {
    await db.query('UPDATE cms_pages SET title_tr = $2, title_en = $2, body_tr = $3, body_en = $3 WHERE id = $1', [
      p.id,
      vector(i + 3),
      ALL_HTML,
    ]);
  }
  for (let i = 0; i < 40; i++) {
    await db.query(
      'INSERT INTO cms_pages (id, category_id, title_tr, title_en, body_tr, body_en, sort) VALUES ($1, $2, $3, $3, $4, $4, $5)',
      [2000 + i, pages[i % pages.length]!.category_id, vector(i * 3), vector(i * 3 + 1), 100 + i],
    );
  }
  count('content pages', pages.length + 40);

  // Bonuses (claim-bonus page): titles and HTML descriptions.
  const bonuses = (await db.query<{ id: number }>('SELECT id FROM bonuses ORDER BY id')).rows;
  for (const [i, b] of bonuses.entries())
    await db.query('UPDATE bonuses SET title_tr = $2, title_en = $2, description_tr = $3, description_en = $3 WHERE id = $1', [
      b.id,
      vector(i + 11),
      ALL_HTML,
    ]);
  count('bonuses', bonuses.length);

  // Settings: banners and popup link nowhere safe, social and sportsbook links run script, the domain notice and video title are markup.
  const settings = new Map(
    (await db.query<{ key: string; value: unknown }>('SELECT key, value FROM settings')).rows.map((r) => [r.key, r.value as never]),
  );
  const sliderList = (
    settings.get('sliderList') as unknown as Array<{ slug: string; banners: Array<{ url: string; target: string; images: string[] }> }>
  ).map((entry, e) => ({
    ...entry,
    banners: entry.banners.map((banner, b) => ({ ...banner, url: hostileLink(e + b), target: vector(e * 3 + b) })),
  }));
  const siteOption = (settings.get('siteOption') as unknown as Array<{ key: string; value: string; status: boolean }>).map((option, i) =>
    option.key === 'support-email' || option.key === 'licence' ? option : { ...option, value: hostileLink(i) },
  );
  const popup = { ...(settings.get('popup') as unknown as object), url: hostileLink(0) };
  const video = { url: hostileLink(1), title1_tr: vector(20), title1_en: vector(21) };
  const domainStatus = { current: vector(22), next: vector(23) };
  for (const [key, value] of Object.entries({ sliderList, siteOption, popup, video, domainStatus })) {
    await db.query('UPDATE settings SET value = $2 WHERE key = $1', [key, JSON.stringify(value)]);
  }
  count(
    'banners',
    sliderList.reduce((n, s) => n + s.banners.length, 0),
  );
  count('site options, popup, video, domain notice', siteOption.length + 3);

  // Translations: every English text is a vector (the English journey); in Turkish the payment field labels and the operator's own texts.
  const english = flatten(allStrings('en'));
  for (const [i, key] of english.entries()) {
    await db.query('INSERT INTO translations (locale, key, value) VALUES ($1, $2, $3) ON CONFLICT (locale, key) DO UPDATE SET value = $3', [
      'en',
      key,
      vector(i),
    ]);
  }
  const turkish = flatten(allStrings('tr')).filter(
    (key) => key.startsWith('payment.fields.') || key.startsWith('footer.legal') || key.startsWith('footer.terms') || key === 'banner.cta',
  );
  for (const [i, key] of turkish.entries()) {
    await db.query('INSERT INTO translations (locale, key, value) VALUES ($1, $2, $3) ON CONFLICT (locale, key) DO UPDATE SET value = $3', [
      'tr',
      key,
      vector(i + 5),
    ]);
  }
  count('translations', english.length + turkish.length);

  // Payment methods: titles, and the names of every dropdown option.
  const methods = (
    await db.query<{ id: number; fields: Array<{ option: Array<{ id: unknown; name: string }> | null }> }>(
      'SELECT id, fields FROM payment_methods ORDER BY id',
    )
  ).rows;
  for (const [i, m] of methods.entries()) {
    const fields = m.fields.map((f, j) =>
      f.option ? { ...f, option: f.option.map((o, k) => ({ ...o, name: vector(i * 7 + j * 3 + k) })) } : f,
    );
    await db.query('UPDATE payment_methods SET title = $2, fields = $3 WHERE id = $1', [m.id, vector(i + 30), JSON.stringify(fields)]);
  }
  count('payment methods', methods.length);

  // Games: names (the grids, search, top winners, history) and, for a few, the provider.
  const games = (
    await db.query<{ code: string; is_live: boolean }>('SELECT code, is_live FROM games ORDER BY is_live DESC, sort LIMIT $1', [
      VECTORS.length,
    ])
  ).rows;
  for (const [i, g] of games.entries()) {
    await db.query(
      'UPDATE games SET name = $2, name_search = lower($2), provider_name = CASE WHEN $3 THEN $4 ELSE provider_name END WHERE code = $1',
      [g.code, vector(i), i % 20 === 19, vector(i + 1)],
    );
  }
  count('games', games.length);
  // Top winners: the player's biggest wins, on hostile games, live and not.
  for (const [i, g] of games.slice(0, 24).entries()) {
    await db.query(
      "INSERT INTO game_history (user_id, game_code, round_id, type, amount_minor) VALUES ($1, $2, nextval('game_rounds'), 1, $3)",
      [userId, g.code, 900_000_00 - i * 100],
    );
  }
  count('top winners', 24);

  // The player: username, name and surname; a full page of notifications.
  await db.query('UPDATE users SET username = $2, name = $3, surname = $4 WHERE id = $1', [userId, HOSTILE_USERNAME, vector(1), vector(2)]);
  for (let i = 0; i < 100; i++) {
    await db.query('INSERT INTO notifications (user_id, type, title, note, message) VALUES ($1, $2, $3, $4, $5)', [
      userId,
      1 + (i % 5),
      vector(i),
      vector(i + 1),
      vector(i + 2),
    ]);
  }
  count('player names', 3);
  count('notifications', 100);
  return {
    planted,
    pageIds: pages.map((p) => p.id),
    popupKey: popupKey({ images: (popup as unknown as { images: string[] }).images, url: null }),
  };
}

export async function startHostileServer(): Promise<HostileServer> {
  let cluster: PostgresCluster | null = null;
  let server: ChildServer | null = null;
  try {
    cluster = await createPostgresCluster();
    const env = { DATABASE_URL: cluster.url, DIST_DIR: join(process.cwd(), 'dist') };
    server = await startChildServer(env);
    const api = await httpRequest.newContext({ baseURL: server.url });
    const player = await registerPlayer(api);
    await depositByCard(api, { authorization: `Bearer ${player.session.token}` }, 500);
    await api.dispose();
    await server.stop();

    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    let result: Awaited<ReturnType<typeof plant>>;
    try {
      const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(username) = lower($1)', [player.username]);
      await db.query('BEGIN');
      result = await plant(db, rows[0]!.id);
      await db.query('COMMIT');
    } finally {
      await db.end();
    }

    server = await startChildServer(env);
    const login = await httpRequest.newContext({ baseURL: server.url });
    const answer = (await (
      await login.post('/api/auth/login', { data: { username: HOSTILE_USERNAME, password: player.password } })
    ).json()) as { success: boolean; data: HostileServer['session'] };
    await login.dispose();
    if (!answer.success) throw new Error('the hostile player could not log in');
    const running = server;
    const db2 = cluster;
    return {
      url: running.url,
      session: answer.data,
      pageIds: result.pageIds,
      planted: result.planted,
      popupKey: result.popupKey,
      stop: async () => {
        await running.kill();
        db2.destroy();
      },
    };
  } catch (error) {
    await server?.kill();
    cluster?.destroy();
    throw error;
  }
}
