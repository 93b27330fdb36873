// The launch calls of spec section 7. Each launch system answers the way the
// real one does toward the site: a URL to frame (Pragmatic Play, EveryMatrix,
// Amusnet, Egt Digital, Hub88), a URL on a Digitain static host (the site
// rewrites it to /launch/digitain/), or HTML with an embedded script
// (SoftGamings). Every answer leads to a demo game of this server that plays
// with a launch token: one player, one game, while the launching session lives.
import { DEFAULT_DIGITAIN_STATIC_HOSTS } from '../../domain/launch';
import type { Game } from '../../contract/schemas';
import type { Auth } from '../auth';
import type { Queryable } from '../db/database';
import { Refusal } from '../http/respond';
import { closedReason } from '../services/responsibleGaming';
import { hashToken, newToken } from '../services/tokens';
import type { LaunchSystem } from './catalogue';
import { findGame, rememberPlayed } from './games';

/** How long a launch token plays at most (never past its session). */
export const LAUNCH_TTL_HOURS = 8;

export interface LaunchRequest {
  system: LaunchSystem;
  gameCode: string;
  mobile: boolean;
  language: string;
  lobbyUrl?: string;
  /** EveryMatrix: the product the game belongs to. */
  productId?: string;
  /** SoftGamings: the system (brand) the game belongs to. */
  softGamingsSystem?: string;
}

/** The languages the demo games speak; anything else plays in Turkish. */
const gameLanguage = (language: string) => (language.toLowerCase().startsWith('en') ? 'en' : 'tr');

/** Checks the player and the game, stores a launch token and answers as the launch system would. */
export async function launchGame(
  db: Queryable,
  auth: Auth,
  request: LaunchRequest,
  origin: string,
  now: Date,
  /** Digitain's static hosts (DIGITAIN_STATIC_HOSTS): its answers are on them. */
  digitainHosts: readonly string[] = DEFAULT_DIGITAIN_STATIC_HOSTS,
): Promise<string> {
  const [player] = await db.query<{ play_blocked_at: Date | null }>('SELECT play_blocked_at FROM users WHERE id = $1', [auth.userId]);
  if (!player || player.play_blocked_at) throw new Refusal('playBlocked');
  // A time-out, a self-exclusion or the day's session limit closes games too, whatever token is used.
  const closed = await closedReason(db, auth.userId, now);
  if (closed) throw closed;
  const game = await findGame(db, request.gameCode);
  if (!game || !belongsTo(game, request)) throw new Refusal('unknownGame');

  const token = newToken();
  const language = gameLanguage(request.language);
  await db.query(
    `INSERT INTO game_launches (token_hash, user_id, session_id, game_code, launch_system, mobile, language, lobby_url, expires_at)
     SELECT $1, $2, s.id, $4, $5, $6, $7, $8, least(s.expires_at, now() + make_interval(hours => $9))
       FROM sessions s WHERE s.id = $3`,
    [
      hashToken(token),
      auth.userId,
      auth.sessionId,
      game.gameCode,
      request.system,
      request.mobile,
      language,
      request.lobbyUrl ?? '',
      LAUNCH_TTL_HOURS,
    ],
  );
  await rememberPlayed(db, auth.userId, game.gameCode);
  return answerFor(request, game, token, language, origin, digitainHosts);
}

/** The game must be launched through its own system (and product or SoftGamings system). */
function belongsTo(game: Game, request: LaunchRequest): boolean {
  if (game.providerName !== request.system) return false;
  if (request.system === 'EveryMatrix') return game.productId === request.productId;
  if (request.system === 'SoftGamings') return game.system === request.softGamingsSystem;
  return true;
}

/** Which static host a Digitain game is on: the same one for a game every time. */
function digitainHost(gameCode: string, hosts: readonly string[]): string {
  let sum = 0;
  for (const ch of gameCode) sum = (sum + ch.charCodeAt(0)) % 1024;
  return hosts[sum % hosts.length]!;
}

function answerFor(
  request: LaunchRequest,
  game: Game,
  token: string,
  language: string,
  origin: string,
  digitainHosts: readonly string[],
): string {
  const code = encodeURIComponent(game.gameCode);
  const query = (params: Record<string, string>) => new URLSearchParams({ token, ...params }).toString();
  const platform = request.mobile ? 'mobile' : 'desktop';
  switch (request.system) {
    case 'Pragmatic Play':
      return `${origin}/demo/games/pragmatic/openGame?${query({ symbol: game.gameCode, language, technology: 'H5', platform })}`;
    case 'EveryMatrix':
      return `${origin}/demo/games/everymatrix/${encodeURIComponent(request.productId ?? '')}/${code}?${query({ language })}`;
    case 'Amusnet':
      return `${origin}/demo/games/amusnet/launch?${query({ gameId: game.gameCode, mobile: request.mobile ? '1' : '0', lang: language })}`;
    case 'Egt Digital':
      return `${origin}/demo/games/egt/${code}?${query({ platform, lang: language, exitUrl: request.lobbyUrl ?? '' })}`;
    case 'Hub88':
      return `${origin}/demo/games/hub88/${code}?${query({ platform, lang: language, lobby_url: request.lobbyUrl ?? '' })}`;
    case 'Digitain':
      return `${digitainHost(game.gameCode, digitainHosts)}/games/${code}/index.html?${query({ lang: language, device: platform })}`;
    case 'SoftGamings':
      return softGamingsHtml(origin, token, language, request.mobile);
  }
}

/**
 * SoftGamings answers with HTML: a container and a script whose options hold
 * an empty referrer. The site runs the script in a sandboxed frame after
 * filling in its own address; the game refuses to start without it.
 */
function softGamingsHtml(origin: string, token: string, language: string, mobile: boolean): string {
  const options = JSON.stringify({ referrer: '', token, api: origin, lang: language, mobile: mobile ? 1 : 0 }, null, 1)
    .replace(/\n\s*/g, ' ')
    .replace(/</g, '\\u003c');
  return `<div id="sg-game-container" style="position:fixed;inset:0;background:#0b1620"></div>
<script type="text/javascript">
(function () {
  var options = ${options};
  var root = document.createElement('div');
  root.id = 'demo-game';
  root.setAttribute('data-token', options.token);
  root.setAttribute('data-api', options.api);
  root.setAttribute('data-lang', options.lang);
  root.setAttribute('data-referrer', options.referrer);
  root.setAttribute('data-exit', 'command');
  document.getElementById('sg-game-container').appendChild(root);
  var style = document.createElement('link');
  style.rel = 'stylesheet';
  style.href = options.api + '/demo/games/assets/game.css';
  document.head.appendChild(style);
  var script = document.createElement('script');
  script.src = options.api + '/demo/games/assets/game.js';
  document.body.appendChild(script);
})();
</script>`;
}

export interface LaunchRecord {
  id: number;
  userId: number;
  gameCode: string;
  system: LaunchSystem;
  mobile: boolean;
  language: 'tr' | 'en';
  lobbyUrl: string;
}

/** The live launch behind a token: unexpired, its session not ended, its player not blocked. */
export async function resolveLaunch(db: Queryable, token: string): Promise<LaunchRecord | null> {
  const [row] = await db.query<{
    id: number;
    user_id: number;
    game_code: string;
    launch_system: LaunchSystem;
    mobile: boolean;
    language: string;
    lobby_url: string;
  }>(
    `SELECT l.id, l.user_id, l.game_code, l.launch_system, l.mobile, l.language, l.lobby_url
       FROM game_launches l JOIN sessions s ON s.id = l.session_id JOIN users u ON u.id = l.user_id
      WHERE l.token_hash = $1 AND l.expires_at > now() AND s.revoked_at IS NULL AND s.expires_at > now() AND u.play_blocked_at IS NULL`,
    [hashToken(token)],
  );
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    gameCode: row.game_code,
    system: row.launch_system,
    mobile: row.mobile,
    language: row.language === 'en' ? 'en' : 'tr',
    lobbyUrl: row.lobby_url,
  };
}
