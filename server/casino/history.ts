// casino/gamehistory: the player's bets and wins, newest first, with the
// game's name, optionally within inclusive day bounds.
import type { GameHistoryPage, GameHistoryRequest } from '../../contract/schemas';
import type { Queryable } from '../db/database';
import { toLira } from '../services/wallet';

export async function gameHistory(db: Queryable, userId: number, request: GameHistoryRequest): Promise<GameHistoryPage> {
  const where = `h.user_id = $1 AND ($2::date IS NULL OR h.created_at >= $2::date) AND ($3::date IS NULL OR h.created_at < $3::date + 1)`;
  const params = [userId, request.from ?? null, request.to ?? null];
  const [count] = await db.query<{ total: number | string }>(`SELECT count(*) AS total FROM game_history h WHERE ${where}`, params);
  const rows = await db.query<{
    id: number | string;
    round_id: number | string;
    name: string;
    game_code: string;
    type: number;
    amount_minor: number | string;
    created_at: Date;
  }>(
    `SELECT h.id, h.round_id, g.name, h.game_code, h.type, h.amount_minor, h.created_at
       FROM game_history h JOIN games g ON g.code = h.game_code
      WHERE ${where} ORDER BY h.id DESC OFFSET $4 LIMIT $5`,
    [...params, request.skip, request.take],
  );
  return {
    total: Number(count?.total ?? 0),
    items: rows.map((r) => ({
      id: Number(r.id),
      roundId: Number(r.round_id),
      game: r.name,
      gameCode: r.game_code,
      type: r.type as GameHistoryPage['items'][number]['type'],
      amount: toLira(Number(r.amount_minor)),
      date: new Date(r.created_at).toISOString(),
    })),
  };
}
