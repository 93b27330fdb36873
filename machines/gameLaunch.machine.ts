import { assign, fromPromise, setup, assertEvent } from 'xstate';
import { refused } from './answers';
import type { CallName } from '../contract/calls';
import { frameCommand, GameFrameCommand, hasReferrerSlot, patchReferrer, rewriteDigitainUrl, splitProviderHtml } from '../domain/launch';
import type { LaunchResponse } from '../contract/schemas';
import { strategyOf, type LaunchSituation } from './gameLaunch/providers';

/** What the game view shows: a URL in a frame, or provider HTML run in a sandboxed frame. */
export type GameFrame = { kind: 'url'; url: string; origin: string } | { kind: 'html'; markup: string; scripts: string[]; origin: 'null' };

export interface GameLaunchInput extends LaunchSituation {
  /** The site's origin: a relative launch URL (Digitain's local path) is framed from it. */
  siteOrigin: string;
  /** Digitain's static hosts as configured (src/platform/launchHosts.ts): an answer on one is loaded from the site's own path. */
  digitainHosts: readonly string[];
}

export type GameLaunchEvent =
  | { type: 'RELOAD' }
  | { type: 'CLOSE' }
  | { type: 'FRAME.LOADED' }
  /** A `message` event the window received: its origin, its data, and `fromGameFrame` when the game frame's window, or a frame inside it, sent it. */
  | { type: 'FRAME.MESSAGE'; origin: string; fromGameFrame: boolean; data: unknown };

interface Context extends GameLaunchInput {
  frame: GameFrame | null;
  /** Counts launches, so each relaunch mounts a fresh frame. */
  attempt: number;
}

/**
 * The launch call's answer as a frame, or null when it is neither a URL nor
 * provider HTML with a script. Digitain's static hosts become the local path;
 * SoftGamings' referrer, where its script has one, is filled with the page
 * the game was opened from.
 */
export function frameFrom(context: GameLaunchInput, answer: string): GameFrame | null {
  const strategy = strategyOf(context);
  if (!strategy) return null;
  if (strategy.answer === 'html') {
    const { markup, scripts } = splitProviderHtml(answer);
    // HTML with a script launches; a referrer slot, where there is one, gets the page's address (issue 21: HTML without one was refused).
    if (scripts.length === 0) return null;
    return {
      kind: 'html',
      markup,
      scripts: scripts.map((s) => (hasReferrerSlot(s) ? patchReferrer(s, context.lobbyUrl) : s)),
      origin: 'null',
    };
  }
  const url = rewriteDigitainUrl(answer.trim(), context.digitainHosts);
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'url', url, origin: context.siteOrigin };
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return { kind: 'url', url: parsed.href, origin: parsed.origin };
  } catch {
    return null;
  }
}

/**
 * A game from launch to close (spec section 4 'Game launch'). The provider
 * picks the launch call (machines/gameLaunch/providers.ts); a URL or HTML is
 * shown, anything else is an error toast, and for Egt Digital, Hub88 and
 * SoftGamings a failure also closes the game. Reload (the top bar's button or
 * Egt Digital's `com.egt-bg.reload`) shows the info toast and launches again;
 * `exit` and `com.egt-bg.exit` close. A frame message counts only when it
 * comes from the game frame's own window and origin.
 *
 * Supplied by src/: actor launchGame (the call); actions showRefusal (the
 * server's message), showLaunchFailure (network, contract, an unusable
 * answer), announceReload (info toast, bottom-center), leave (close the modal
 * or leave the play page).
 */
export const gameLaunchMachine = setup({
  types: {} as { context: Context; events: GameLaunchEvent; input: GameLaunchInput },
  actors: {
    launchGame: fromPromise<LaunchResponse, { call: CallName; payload: Record<string, unknown> }>(async () => {
      throw new Error('launchGame is supplied by src/app');
    }),
  },
  guards: {
    knownProvider: ({ context }) => strategyOf(context) !== null,
    usableAnswer: ({ context }, answer: LaunchResponse) => answer.success && frameFrom(context, String(answer.data)) !== null,
    refused,
    closesOnFailure: ({ context }) => strategyOf(context)?.closeOnFailure ?? true,
    trustedExit: ({ context, event }) => {
      assertEvent(event, 'FRAME.MESSAGE');
      return trusted(context, event) && (commandOf(event) === GameFrameCommand.Exit || commandOf(event) === GameFrameCommand.EgtExit);
    },
    trustedReload: ({ context, event }) => {
      assertEvent(event, 'FRAME.MESSAGE');
      return trusted(context, event) && commandOf(event) === GameFrameCommand.EgtReload;
    },
  },
  actions: {
    setFrame: assign(({ context }, answer: LaunchResponse) => ({ frame: frameFrom(context, String(answer.data)) })),
    clearFrame: assign({ frame: null, attempt: ({ context }) => context.attempt + 1 }),
    showRefusal: (_, _params: { message: string }) => {},
    showLaunchFailure: (_, _params: { error: unknown }) => {},
    announceReload: () => {},
    leave: () => {},
  },
}).createMachine({
  id: 'gameLaunch',
  description: 'A game from launch to close: the launch call per provider, the frame, reload and exit.',
  context: ({ input }) => ({ ...input, frame: null, attempt: 1 }),
  initial: 'choosing',
  states: {
    choosing: {
      description: "The game's provider picks the launch call; an unknown provider cannot be launched.",
      always: [
        { guard: 'knownProvider', target: 'launching' },
        { target: 'closed', actions: { type: 'showLaunchFailure', params: () => ({ error: new Error('unknown provider') }) } },
      ],
    },
    launching: {
      description: 'The spinner shows while the launch call runs.',
      invoke: {
        id: 'launch',
        src: 'launchGame',
        input: ({ context }) => {
          const strategy = strategyOf(context)!;
          return { call: strategy.call, payload: strategy.payload(context) };
        },
        onDone: [
          {
            guard: { type: 'usableAnswer', params: ({ event }) => event.output },
            target: 'playing',
            actions: { type: 'setFrame', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'failing',
            actions: { type: 'showRefusal', params: ({ event }) => ({ message: event.output.message }) },
          },
          {
            target: 'failing',
            actions: {
              type: 'showLaunchFailure',
              params: ({ event }) => ({ error: new Error(`unusable launch answer: ${String(event.output.data).slice(0, 80)}`) }),
            },
          },
        ],
        onError: { target: 'failing', actions: { type: 'showLaunchFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { CLOSE: 'closed' },
    },
    failing: {
      description: 'Egt Digital, Hub88 and SoftGamings close on a failure; the others keep the modal with Try again.',
      always: [{ guard: 'closesOnFailure', target: 'closed' }, { target: 'failed' }],
    },
    failed: {
      description: 'The error is shown in the game area with Try again and Close.',
      on: { RELOAD: 'reloading', CLOSE: 'closed' },
    },
    playing: {
      description: 'The frame is shown; a spinner covers it until it has loaded.',
      initial: 'loading',
      states: {
        loading: { on: { 'FRAME.LOADED': 'ready' } },
        ready: {},
      },
      on: {
        RELOAD: 'reloading',
        CLOSE: 'closed',
        'FRAME.MESSAGE': [
          { guard: 'trustedExit', target: 'closed' },
          { guard: 'trustedReload', target: 'reloading' },
        ],
      },
    },
    reloading: {
      description: "'Game will be reloaded. Please wait...' (info, bottom-center), then a new launch.",
      entry: ['announceReload', 'clearFrame'],
      always: 'launching',
    },
    closed: { type: 'final', entry: 'leave' },
  },
});

type FrameMessage = Extract<GameLaunchEvent, { type: 'FRAME.MESSAGE' }>;

function commandOf(event: FrameMessage) {
  return frameCommand(event.data);
}

/**
 * From the game frame's window or a frame inside it, whatever its host: a
 * provider may redirect its game to another host, or run it in a frame of
 * its own (issue 21). Only the fixed commands count (frameCommand), and
 * closing or reloading the game is harmless; any other window is ignored.
 */
function trusted(context: Context, event: FrameMessage): boolean {
  return event.fromGameFrame && context.frame !== null;
}
