// The demo game page a launch URL opens. The page itself is static markup;
// assets/game.js reads the launch token from it, asks the server what to
// show and plays every round through the server. The app-wide CSP applies:
// scripts from this origin only, and framing by the site only.
import { escapeHtml } from '../pages/html';

export interface GamePageInput {
  title: string;
  language: 'tr' | 'en';
  token: string;
  /** 'egt' posts com.egt-bg.exit and com.egt-bg.reload; every other provider posts {command: 'exit'}. */
  exit: 'egt' | 'command';
  lobbyUrl: string;
  provider: string;
  /** Set when the token no longer plays: the page shows it with a way out. */
  error?: string;
}

export function gamePage(input: GamePageInput): string {
  const data = {
    token: input.token,
    lang: input.language,
    exit: input.exit,
    lobby: input.lobbyUrl,
    provider: input.provider,
    error: input.error ?? '',
  };
  const attributes = Object.entries(data)
    .map(([key, value]) => `data-${key}="${escapeHtml(value)}"`)
    .join(' ');
  return `<!doctype html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<meta name="referrer" content="strict-origin-when-cross-origin">
<title>${escapeHtml(input.title)}</title>
<link rel="stylesheet" href="/demo/games/assets/game.css">
</head>
<body>
<div id="demo-game" ${attributes}></div>
<script src="/demo/games/assets/game.js"></script>
</body>
</html>`;
}
