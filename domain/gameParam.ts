// The play page's route parameter (spec section 2: /casino/play/{encoded game}).
// Its own small module: the dialogs machine (first screen) builds play paths.

/** The game as the play page's route parameter: its JSON in base64 (UTF-8), URI-encoded. */
export function encodeGameParam(game: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(game));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return encodeURIComponent(btoa(binary));
}

/** The JSON behind a play page parameter, or null when it is not base64 of UTF-8 JSON. */
export function decodeGameParam(param: string): unknown {
  try {
    const binary = atob(decodeURIComponent(param));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}

/** The casino page a game belongs to, named to its launch as the lobby to return to. */
export const lobbyPathOf = (game: { isLive?: boolean } | null | undefined) => `/casino/${game?.isLive ? 'live' : 'slot'}`;
