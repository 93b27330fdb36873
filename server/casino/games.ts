// The casino calls of spec section 7 that read the catalogue and keep
// favourites: casino/games, casino/categorygames, casino/togglefavorite,
// casino/favorites; and the extensions of docs/api.md: casino/providers,
// casino/favoritegames, casino/recentgames.
import { RECENT_GAMES_MAX, type CategoryGamesRequest, type Game, type GameProvider, type GameSort } from '../../contract/schemas';
import type { Queryable } from '../db/database';
import { buildCatalogue } from './catalogue';

/** A game allows fun play unless it is a live table (a dealer deals for real money only). */
export const allowsFun = (game: { isLive?: boolean }) => game.isLive !== true;

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
  studio: string | null;
  rtp: string | number | null;
  volatility: Game['volatility'];
}

const COLUMN_LIST = [
  'code',
  'name',
  'provider_name',
  'main_provider_id',
  'system',
  'product_id',
  'system_category',
  'image_url',
  'is_live',
  'studio',
  'rtp',
  'volatility',
];
const COLUMNS = COLUMN_LIST.join(', ');
/** The columns of `games g` in a join. */
const G_COLUMNS = COLUMN_LIST.map((column) => `g.${column}`).join(', ');

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
  studio: row.studio,
  // numeric comes back as text from PostgreSQL.
  rtp: row.rtp === null ? null : Number(row.rtp),
  volatility: row.volatility,
  funMode: allowsFun({ isLive: row.is_live }),
});

/**
 * Loads the generated catalogue in one statement (3,000 rows); on a database
 * seeded before the game information existed, fills it in.
 */
export async function seedCatalogue(tx: Queryable): Promise<void> {
  const [row] = await tx.query<{ count: number; missing: number }>(
    'SELECT count(*)::int AS count, count(*) FILTER (WHERE rtp IS NULL AND studio IS NULL)::int AS missing FROM games',
  );
  if ((row?.count ?? 0) > 0 && (row?.missing ?? 0) === 0) return;
  const catalogue = buildCatalogue();
  const byName = new Intl.Collator('tr-TR');
  const nameRank = new Map([...catalogue].sort((a, b) => byName.compare(a.name, b.name)).map((g, index) => [g.gameCode, index + 1]));
  const rows = catalogue.map((g) => ({
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
    studio: g.studio,
    rtp: g.rtp,
    volatility: g.volatility,
    released_on: g.releasedOn,
    popularity: g.popularity,
    name_rank: nameRank.get(g.gameCode),
  }));
  await tx.query(
    `INSERT INTO games (code, name, name_search, provider_name, main_provider_id, brand, system, product_id, system_category, image_url, is_live, sort,
       studio, rtp, volatility, released_on, popularity, name_rank)
     SELECT code, name, name_search, provider_name, main_provider_id, brand, system, product_id, system_category, image_url, is_live, sort,
       studio, rtp, volatility, released_on, popularity, name_rank
     FROM json_to_recordset($1::json) AS r(code text, name text, name_search text, provider_name text, main_provider_id integer, brand text,
       system text, product_id text, system_category integer, image_url text, is_live boolean, sort integer,
       studio text, rtp numeric, volatility text, released_on date, popularity integer, name_rank integer)
     ON CONFLICT (code) DO UPDATE SET studio = excluded.studio, rtp = excluded.rtp, volatility = excluded.volatility,
       released_on = excluded.released_on, popularity = excluded.popularity, name_rank = excluded.name_rank
     WHERE games.rtp IS NULL AND games.studio IS NULL`,
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

/** The orders of the lobby; every one ends on the lobby's own, so pages never overlap or skip. */
const ORDER_BY: Record<GameSort, string> = {
  popular: 'popularity DESC, sort',
  new: 'released_on DESC NULLS LAST, sort',
  // By name the Turkish way (ç after c, ı before i): the seed ranks the names with Intl.Collator.
  az: 'name_rank NULLS LAST, sort',
};

/**
 * casino/categorygames: the games of the listed system categories, in the
 * lobby's order or the one asked, of one studio when asked, all of them or
 * a page (`skip`, `take`).
 */
export async function categoryGames(db: Queryable, request: CategoryGamesRequest): Promise<Game[]> {
  const order = request.sort ? ORDER_BY[request.sort] : 'sort';
  const rows = await db.query<GameRow>(
    `SELECT ${COLUMNS} FROM games WHERE system_category = ANY($1::int[]) AND ($4::int IS NULL OR main_provider_id = $4)
     ORDER BY ${order} OFFSET $3 LIMIT $2`,
    [request.systemCategory, request.take ?? null, request.skip ?? 0, request.providerId ?? null],
  );
  return rows.map(toGame);
}

/** casino/providers: every studio with games, with how many, in the footer's order. */
export async function gameProviders(db: Queryable): Promise<GameProvider[]> {
  const rows = await db.query<{ id: number; name: string | null; slug: string; game_count: number }>(
    `SELECT main_provider_id AS id, min(studio) AS name, min(brand) AS slug, count(*)::int AS game_count
     FROM games GROUP BY main_provider_id ORDER BY main_provider_id`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name ?? row.slug, slug: row.slug, gameCount: row.game_count }));
}

/** casino/favoritegames: the player's hearted games (of some categories when asked), most recently hearted first. */
export async function favouriteGames(db: Queryable, userId: number, systemCategory?: number[]): Promise<Game[]> {
  const rows = await db.query<GameRow>(
    `SELECT ${G_COLUMNS} FROM favourites f JOIN games g ON g.code = f.game_code
     WHERE f.user_id = $1 AND ($2::int[] IS NULL OR g.system_category = ANY($2::int[]))
     ORDER BY f.created_at DESC, g.sort`,
    [userId, systemCategory ?? null],
  );
  return rows.map(toGame);
}

/** Remembers a launch for casino/recentgames; only the latest twelve games are kept. */
export async function rememberPlayed(db: Queryable, userId: number, gameCode: string): Promise<void> {
  await db.query(
    `INSERT INTO recent_games (user_id, game_code) VALUES ($1, $2)
     ON CONFLICT (user_id, game_code) DO UPDATE SET played_at = now()`,
    [userId, gameCode],
  );
  await db.query(
    `DELETE FROM recent_games WHERE user_id = $1 AND game_code NOT IN (
       SELECT game_code FROM recent_games WHERE user_id = $1 ORDER BY played_at DESC, game_code LIMIT $2)`,
    [userId, RECENT_GAMES_MAX],
  );
}

/** casino/recentgames: the games the player launched last, most recent first, twelve at most. */
export async function recentGames(db: Queryable, userId: number): Promise<Game[]> {
  const rows = await db.query<GameRow>(
    `SELECT ${G_COLUMNS} FROM recent_games r JOIN games g ON g.code = r.game_code
     WHERE r.user_id = $1 ORDER BY r.played_at DESC, g.sort LIMIT $2`,
    [userId, RECENT_GAMES_MAX],
  );
  return rows.map(toGame);
}

export async function findGame(db: Queryable, code: string): Promise<Game | null> {
  const [row] = await db.query<GameRow>(`SELECT ${COLUMNS} FROM games WHERE code = $1`, [code]);
  return row ? toGame(row) : null;
}

/** Adds or removes a favourite; null when there is no such game. */
export async function toggleFavourite(
  db: Queryable,
  userId: number,
  code: string,
  providerId: number,
): Promise<'added' | 'removed' | null> {
  const game = await findGame(db, code);
  if (!game || game.mainProviderId !== providerId) return null;
  const removed = await db.query('DELETE FROM favourites WHERE user_id = $1 AND game_code = $2 RETURNING game_code', [userId, code]);
  if (removed.length > 0) return 'removed';
  await db.query('INSERT INTO favourites (user_id, game_code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, code]);
  return 'added';
}

export async function favourites(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.query<{ game_code: string }>('SELECT game_code FROM favourites WHERE user_id = $1 ORDER BY created_at, game_code', [
    userId,
  ]);
  return rows.map((r) => r.game_code);
}
