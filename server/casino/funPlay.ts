// Play for fun (issue 21, item 16): a game with play money, for visitors and
// players alike. A fun session has its own token (prefixed, so the game API
// can tell it from a launch token at once), its own play-money balance, and
// nothing else: the real-money game API refuses it (a launch token is looked
// up in game_launches, where it is not), the site's calls refuse it (it is no
// session), and its rounds touch no wallet, ledger, history or limit.
import type { Database, Queryable } from '../db/database';
import { Refusal } from '../http/respond';
import { hashToken, newToken } from '../services/tokens';
import { allowsFun, findGame } from './games';
import { cryptoRandom, type RandomSource } from './random';

/** Fun tokens start with this; launch tokens never do (newToken is base64url of random bytes, 43 characters). */
export const FUN_TOKEN_PREFIX = 'fun_';
/** Play money a fun session starts with, in kuruş: ₺1,000. */
export const FUN_BALANCE_MINOR = 1_000_00;
const FUN_TTL_HOURS = 6;

export const isFunToken = (token: string) => token.startsWith(FUN_TOKEN_PREFIX);

export interface FunSession {
  gameCode: string;
  language: 'tr' | 'en';
  mobile: boolean;
  lobbyUrl: string;
  balanceMinor: number;
}

/** Opens a fun session for a game that allows it; answers its token. */
export async function openFunSession(
  db: Queryable,
  request: { gameCode: string; mobile: boolean; language: string; lobbyUrl?: string },
): Promise<string> {
  const game = await findGame(db, request.gameCode);
  if (!game) throw new Refusal('unknownGame');
  if (!allowsFun(game)) throw new Refusal('funUnavailable');
  // Sessions long over go as new ones come: the table stays small without a sweeper.
  await db.query("DELETE FROM fun_sessions WHERE expires_at < now() - interval '1 hour'");
  const token = `${FUN_TOKEN_PREFIX}${newToken()}`;
  await db.query(
    `INSERT INTO fun_sessions (token_hash, game_code, language, mobile, lobby_url, balance_minor, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7))`,
    [
      hashToken(token),
      game.gameCode,
      request.language.toLowerCase().startsWith('en') ? 'en' : 'tr',
      request.mobile,
      request.lobbyUrl ?? '',
      FUN_BALANCE_MINOR,
      FUN_TTL_HOURS,
    ],
  );
  return token;
}

export async function resolveFunSession(db: Queryable, token: string): Promise<FunSession | null> {
  if (!isFunToken(token)) return null;
  const [row] = await db.query<{ game_code: string; language: 'tr' | 'en'; mobile: boolean; lobby_url: string; balance_minor: string }>(
    'SELECT game_code, language, mobile, lobby_url, balance_minor FROM fun_sessions WHERE token_hash = $1 AND expires_at > now()',
    [hashToken(token)],
  );
  return row
    ? {
        gameCode: row.game_code,
        language: row.language,
        mobile: row.mobile,
        lobbyUrl: row.lobby_url,
        balanceMinor: Number(row.balance_minor),
      }
    : null;
}

/** One fun round: the same rule and random source as a real one, settled against the session's play money only. */
export async function playFunRound<T>(
  db: Database,
  token: string,
  stakeMinor: number,
  decide: (random: RandomSource, stakeMinor: number) => { outcome: T; winMinor: number },
  random: RandomSource = cryptoRandom,
): Promise<{ stake: number; win: number; balance: number; outcome: T; roundId: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ balance_minor: string }>(
      'SELECT balance_minor FROM fun_sessions WHERE token_hash = $1 AND expires_at > now() FOR UPDATE',
      [hashToken(token)],
    );
    if (!row) throw new Refusal('launchExpired', {}, 401);
    const balance = Number(row.balance_minor);
    if (balance < stakeMinor) throw new Refusal('insufficientFunds');
    const { outcome, winMinor } = decide(random, stakeMinor);
    const after = balance - stakeMinor + winMinor;
    await tx.query('UPDATE fun_sessions SET balance_minor = $2 WHERE token_hash = $1', [hashToken(token), after]);
    // Fun rounds have no number of their own: nothing records them.
    return { roundId: 0, stake: stakeMinor / 100, win: winMinor / 100, balance: after / 100, outcome };
  });
}
