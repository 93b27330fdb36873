// The casino calls of spec section 7 that read the catalogue and keep
// favourites: casino/games, casino/categorygames, casino/togglefavorite,
// casino/favorites.
import type { Game } from '../../src/api/schemas';
import type { Queryable } from '../db/database';
import { buildCatalogue } from './catalogue';

interface GameRow {
  code: string;
  name: string;
  provider_name: string;
  main_provider_id: number;
  system: string | null;
  product_id: string | null;
  system_category: number;
  image_url: string | null;
  is_live: boolean;
}

const COLUMNS = 'code, name, provider_name, main_provider_id, system, product_id, system_category, image_url, is_live';

export const toGame = (row: GameRow): Game => ({
  name: row.name,
  gameCode: row.code,
  providerName: row.provider_name,
  mainProviderId: row.main_provider_id,
  system: row.system,
  productId: row.product_id,
  systemCategory: row.system_category,
  imageUrl: row.image_url,
  isLive: row.is_live,
});

/** Loads the generated catalogue once, in one statement (3,000 rows). */
export async function seedCatalogue(tx: Queryable): Promise<void> {
  const [row] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM games');
  if ((row?.count ?? 0) > 0) return;
  const rows = buildCatalogue().map((g) => ({
    code: g.gameCode,
    name: g.name,
    name_search: g.name.toLocaleLowerCase('tr-TR'),
    provider_name: g.providerName,
    main_provider_id: g.mainProviderId,
    brand: g.brand,
    system: g.system,
    product_id: g.productId,
    system_category: g.systemCategory,
    image_url: g.imageUrl,
    is_live: g.isLive,
    sort: g.sort,
  }));
  await tx.query(
    `INSERT INTO games (code, name, name_search, provider_name, main_provider_id, brand, system, product_id, system_category, image_url, is_live, sort)
     SELECT code, name, name_search, provider_name, main_provider_id, brand, system, product_id, system_category, image_url, is_live, sort
     FROM json_to_recordset($1::json) AS r(code text, name text, name_search text, provider_name text, main_provider_id integer, brand text,
       system text, product_id text, system_category integer, image_url text, is_live boolean, sort integer)
     ON CONFLICT (code) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/** LIKE needs its own wildcards escaped: a search for '100%' means the text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** casino/games: live or not, the name containing `search` the Turkish way, paged. */
export async function searchGames(db: Queryable, query: { live: boolean; search: string; skip: number; take: number }): Promise<Game[]> {
  const rows = await db.query<GameRow>(
    `SELECT ${COLUMNS} FROM games WHERE is_live = $1 AND name_search LIKE $2 ORDER BY sort OFFSET $3 LIMIT $4`,
    [query.live, likePattern(query.search.trim().toLocaleLowerCase('tr-TR')), query.skip, query.take],
  );
  return rows.map(toGame);
}

/** casino/categorygames: the games of the listed system categories, all of them or the first `take`. */
export async function categoryGames(db: Queryable, systemCategories: number[], take?: number): Promise<Game[]> {
  const rows = await db.query<GameRow>(`SELECT ${COLUMNS} FROM games WHERE system_category = ANY($1::int[]) ORDER BY sort LIMIT $2`, [systemCategories, take ?? null]);
  return rows.map(toGame);
}

export async function findGame(db: Queryable, code: string): Promise<Game | null> {
  const [row] = await db.query<GameRow>(`SELECT ${COLUMNS} FROM games WHERE code = $1`, [code]);
  return row ? toGame(row) : null;
}

/** Adds or removes a favourite; null when there is no such game. */
export async function toggleFavourite(db: Queryable, userId: number, code: string, providerId: number): Promise<'added' | 'removed' | null> {
  const game = await findGame(db, code);
  if (!game || game.mainProviderId !== providerId) return null;
  const removed = await db.query('DELETE FROM favourites WHERE user_id = $1 AND game_code = $2 RETURNING game_code', [userId, code]);
  if (removed.length > 0) return 'removed';
  await db.query('INSERT INTO favourites (user_id, game_code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, code]);
  return 'added';
}

export async function favourites(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.query<{ game_code: string }>('SELECT game_code FROM favourites WHERE user_id = $1 ORDER BY created_at, game_code', [userId]);
  return rows.map((r) => r.game_code);
}
