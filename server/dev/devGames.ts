// Throwaway games for the browser model tests (dev only): a game of its own
// per path, so a path can withdraw it from the catalogue while it is on the
// player's screen (the real cause of 'Oyun bulunamadı' on a favourite toggle)
// and put it back, without touching the games other tests play.
import type { Game } from '../../contract/schemas';
import type { Database, Queryable } from '../db/database';
import { findGame } from '../casino/games';

/** Only these can be withdrawn: the catalogue itself is never touched. */
export const DEV_GAME_PREFIX = 'dev-';

/**
 * Adds a copy of the first non-live slot of a launch system (Pragmatic Play
 * unless told) under `name`, last in every list (so lobbies look the same),
 * with `code` or a new one. Adding a withdrawn code again puts the game back.
 */
export async function addDevGame(db: Queryable, name: string, code?: string, system = 'Pragmatic Play'): Promise<Game> {
  const gameCode = code ?? `${DEV_GAME_PREFIX}${crypto.randomUUID().slice(0, 8)}`;
  if (!gameCode.startsWith(DEV_GAME_PREFIX)) throw new Error(`a dev game's code starts with ${DEV_GAME_PREFIX}`);
  await db.query(
    `INSERT INTO games (code, name, name_search, provider_name, main_provider_id, brand, system, product_id, system_category, image_url, is_live, sort)
     SELECT $1, $2, $3, provider_name, main_provider_id, brand, system, product_id, system_category, image_url, false, 1000000
     FROM games WHERE NOT is_live AND provider_name = $4 AND code NOT LIKE '${DEV_GAME_PREFIX}%' ORDER BY sort LIMIT 1
     ON CONFLICT (code) DO NOTHING`,
    [gameCode, name, name.toLocaleLowerCase('tr-TR'), system],
  );
  const game = await findGame(db, gameCode);
  if (!game) throw new Error('the catalogue has no game to copy');
  return game;
}

/** Withdraws a dev game (its favourites, launches and rounds go with it); false when there is no such dev game. */
export async function withdrawDevGame(db: Database, code: string): Promise<boolean> {
  if (!code.startsWith(DEV_GAME_PREFIX)) return false;
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM game_history WHERE game_code = $1', [code]);
    await tx.query('DELETE FROM game_launches WHERE game_code = $1', [code]);
    const rows = await tx.query('DELETE FROM games WHERE code = $1 RETURNING code', [code]);
    return rows.length > 0;
  });
}
