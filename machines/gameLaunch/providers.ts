// One launch strategy a provider (spec sections 4 and 7): which call, with
// which payload, what a good answer looks like, and whether a failure also
// closes the game modal (Egt Digital, Hub88, SoftGamings).
import type { CallName } from '../../contract/calls';
import { LaunchProvider } from '../../contract/enums';
import type { Game } from '../../contract/schemas';

export interface LaunchSituation {
  game: Game;
  mobile: boolean;
  /** The site's language, 'tr' or 'en'. */
  language: string;
  /** Where a provider's lobby button leads: the page the game was opened from. */
  lobbyUrl: string;
  /** Played for fun: play money, through the fun launch whatever the provider (issue 21, item 16). */
  fun?: boolean;
}

export interface LaunchStrategy {
  call: CallName;
  payload: (situation: LaunchSituation) => Record<string, unknown>;
  /** A URL to frame, or provider HTML to run in a sandboxed frame. */
  answer: 'url' | 'html';
  closeOnFailure: boolean;
}

const platform = (mobile: boolean) => (mobile ? 2 : 1);

export const launchStrategies: Record<LaunchProvider, LaunchStrategy> = {
  [LaunchProvider.SoftGamings]: {
    call: 'softGamingsLaunch',
    payload: ({ game, mobile }) => ({ system: game.system ?? '', pageCode: game.gameCode, isMobile: mobile ? 1 : 0 }),
    answer: 'html',
    closeOnFailure: true,
  },
  [LaunchProvider.Hub88]: {
    call: 'hub88Launch',
    payload: ({ game, mobile, language, lobbyUrl }) => ({ platform: platform(mobile), gameCode: game.gameCode, language, lobbyUrl }),
    answer: 'url',
    closeOnFailure: true,
  },
  [LaunchProvider.EgtDigital]: {
    call: 'egtLaunch',
    payload: ({ game, mobile, language, lobbyUrl }) => ({ platform: platform(mobile), gameCode: game.gameCode, language, lobbyUrl }),
    answer: 'url',
    closeOnFailure: true,
  },
  [LaunchProvider.Amusnet]: {
    call: 'amusnetLaunch',
    payload: ({ game, mobile }) => ({ code: game.gameCode, isMobile: mobile }),
    answer: 'url',
    closeOnFailure: false,
  },
  [LaunchProvider.PragmaticPlay]: {
    call: 'pragmaticLaunch',
    payload: ({ game }) => ({ code: game.gameCode }),
    answer: 'url',
    closeOnFailure: false,
  },
  [LaunchProvider.EveryMatrix]: {
    call: 'everyMatrixLaunch',
    payload: ({ game }) => ({ code: game.gameCode, productId: game.productId ?? '' }),
    answer: 'url',
    closeOnFailure: false,
  },
  [LaunchProvider.Digitain]: {
    call: 'digitainLaunch',
    payload: ({ game }) => ({ code: game.gameCode }),
    answer: 'url',
    closeOnFailure: false,
  },
};

/** A game played for fun: one call for every provider (the operator's, casino/funlaunchurl), a URL to frame; a failure closes the game. */
export const funStrategy: LaunchStrategy = {
  call: 'funLaunch',
  payload: ({ game, mobile, language, lobbyUrl }) => ({ gameCode: game.gameCode, isMobile: mobile, language, lobbyUrl }),
  answer: 'url',
  closeOnFailure: true,
};

export function strategyFor(providerName: string): LaunchStrategy | null {
  return (launchStrategies as Record<string, LaunchStrategy | undefined>)[providerName] ?? null;
}

/** The strategy of a launch: the fun one for fun play of a game that allows it, else the provider's. */
export function strategyOf(situation: LaunchSituation): LaunchStrategy | null {
  if (situation.fun) return situation.game.funMode ? funStrategy : null;
  return strategyFor(situation.game.providerName);
}
