// The demo game page a launch URL opens. The page itself is static markup;
// assets/game.js reads the launch token from it, asks the server what to
// show and plays every round through the server. The app-wide CSP applies:
// scripts from this origin only, and framing by the site only.
import { scriptPage } from '../pages/html';

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
  return scriptPage({
    title: input.title,
    lang: input.language,
    rootId: 'demo-game',
    data: {
      token: input.token,
      lang: input.language,
      exit: input.exit,
      lobby: input.lobbyUrl,
      provider: input.provider,
      error: input.error ?? '',
    },
    stylesheet: '/demo/games/assets/game.css',
    script: '/demo/games/assets/game.js',
  });
}
