import { gameLaunchMachine } from '../../../machines/gameLaunch.machine';
import { LaunchProvider } from '../../../contract/enums';
import type { Game } from '../../../contract/schemas';
import type { EventObject } from 'xstate';
import { defineModel, defineOracle } from '../model';
import { networkError } from './fixtures';

const SITE = 'http://127.0.0.1:8080';
/** Digitain's two static hosts as an operator configures them (issue 33: configuration, not a code edit); not the demo's. */
const DIGITAIN_HOSTS = ['https://games-a.operator.example', 'https://games-b.operator.example:8443'];
const game = (providerName: string): Game => ({
  name: 'Golden Fruits',
  gameCode: 'g-0001',
  providerName,
  mainProviderId: 1,
  system: providerName === LaunchProvider.SoftGamings ? 'netent' : null,
  productId: providerName === LaunchProvider.EveryMatrix ? '1005' : null,
  systemCategory: 1,
  imageUrl: null,
});

/** A good answer as each launch system gives it. */
const goodAnswer: Record<string, string> = {
  [LaunchProvider.SoftGamings]: '<div id="c"></div><script type="text/javascript">var options = {"referrer": "", "token": "t"};</script>',
  [LaunchProvider.Digitain]: 'https://games-b.operator.example:8443/games/g-0001/index.html?token=t',
  [LaunchProvider.Hub88]: 'http://games.hub88.example/hub88/g-0001?token=t',
  [LaunchProvider.EveryMatrix]: 'https://games.everymatrix.example/play/g-0001?token=t',
  // The site's own path, with the stray spaces and newline an operator's answer may carry.
  [LaunchProvider.PragmaticPlay]: ' /demo/games/play/g-0001?token=t\n',
};
/** SoftGamings' frame: its markup, and its script with the page the game was opened from as the referrer. */
const softGamingsFrame = (lobbyUrl: string) => ({
  kind: 'html',
  markup: '<div id="c"></div>',
  scripts: [`var options = {"referrer": "${lobbyUrl}", "token": "t"};`],
  origin: 'null',
});
/** An answer that is no address: a message where the address should be, longer than a toast shows. */
const NOT_AN_ADDRESS = 'Oyun şu anda bakımda; lütfen daha sonra tekrar deneyin. Bakımın yaklaşık otuz dakika sürmesi bekleniyor.';
const answerFor = (provider: string) => goodAnswer[provider] ?? `${SITE}/demo/games/play/g-0001?token=t`;

const inputs = [
  ...[...Object.values(LaunchProvider), 'Unknown Provider'].map((provider) => ({
    name: provider,
    input: {
      game: game(provider),
      mobile: provider === LaunchProvider.Amusnet,
      language: 'tr',
      lobbyUrl: `${SITE}/casino/slot`,
      siteOrigin: SITE,
      digitainHosts: DIGITAIN_HOSTS,
    },
  })),
  // Play for fun (issue 21, item 16): one launch for every provider, where the game allows it.
  {
    name: 'for fun',
    input: {
      game: { ...game(LaunchProvider.PragmaticPlay), funMode: true },
      mobile: true,
      language: 'en',
      lobbyUrl: `${SITE}/casino/slot`,
      siteOrigin: SITE,
      digitainHosts: DIGITAIN_HOSTS,
      fun: true,
    },
  },
  // A catalogue entry without its system or product id: sent as empty, for the server to refuse.
  {
    name: 'SoftGamings without a system',
    input: {
      game: { ...game(LaunchProvider.SoftGamings), system: null },
      mobile: false,
      language: 'tr',
      lobbyUrl: `${SITE}/casino/slot`,
      siteOrigin: SITE,
      digitainHosts: DIGITAIN_HOSTS,
    },
  },
  {
    name: 'EveryMatrix without a product id',
    input: {
      game: { ...game(LaunchProvider.EveryMatrix), productId: null },
      mobile: false,
      language: 'tr',
      lobbyUrl: `${SITE}/casino/slot`,
      siteOrigin: SITE,
      digitainHosts: DIGITAIN_HOSTS,
    },
  },
  // A Digitain answer on a host the site was not configured with plays from where it is.
  {
    name: 'Digitain, its answer on a host not configured',
    input: {
      game: game(LaunchProvider.Digitain),
      mobile: false,
      language: 'tr',
      lobbyUrl: `${SITE}/casino/slot`,
      siteOrigin: SITE,
      digitainHosts: ['https://static.digitain.example'],
    },
  },
  {
    name: 'for fun, a game that does not allow it',
    input: {
      game: { ...game(LaunchProvider.Hub88), funMode: false },
      mobile: false,
      language: 'tr',
      lobbyUrl: `${SITE}/casino/live`,
      siteOrigin: SITE,
      digitainHosts: DIGITAIN_HOSTS,
      fun: true,
    },
  },
];

/** Spec section 7: each launch system's call and payload (platform 2 on a phone, 1 on a desktop). */
function launchCall(input: LaunchInput): { call: string; payload: Record<string, unknown> } | null {
  const { game, mobile, language, lobbyUrl } = input;
  // Play for fun (issue 21): one operator call for every system, where the game allows it.
  if (input.fun)
    return game.funMode ? { call: 'funLaunch', payload: { gameCode: game.gameCode, isMobile: mobile, language, lobbyUrl } } : null;
  switch (game.providerName) {
    case 'SoftGamings':
      return { call: 'softGamingsLaunch', payload: { system: game.system ?? '', pageCode: game.gameCode, isMobile: mobile ? 1 : 0 } };
    case 'Hub88':
      return { call: 'hub88Launch', payload: { platform: mobile ? 2 : 1, gameCode: game.gameCode, language, lobbyUrl } };
    case 'Egt Digital':
      return { call: 'egtLaunch', payload: { platform: mobile ? 2 : 1, gameCode: game.gameCode, language, lobbyUrl } };
    case 'Amusnet':
      return { call: 'amusnetLaunch', payload: { code: game.gameCode, isMobile: mobile } };
    case 'Pragmatic Play':
      return { call: 'pragmaticLaunch', payload: { code: game.gameCode } };
    case 'EveryMatrix':
      return { call: 'everyMatrixLaunch', payload: { code: game.gameCode, productId: game.productId ?? '' } };
    case 'Digitain':
      return { call: 'digitainLaunch', payload: { code: game.gameCode } };
    default:
      return null;
  }
}
/** Spec section 4: a failure closes the game for Egt Digital, Hub88 and SoftGamings (and a fun game); the others keep it with Try again. */
const closesOnFailure = (input: LaunchInput) =>
  input.fun === true || ['Egt Digital', 'Hub88', 'SoftGamings'].includes(input.game.providerName);
/** A usable answer: SoftGamings' HTML with a script; a web address (or the site's own path) for the others. */
const usable = (input: LaunchInput, data: unknown) => {
  const text = String(data);
  if (!input.fun && input.game.providerName === 'SoftGamings') return /<script[\s>]/i.test(text);
  return /^(https?:\/\/|\/(?!\/))/i.test(text.trim());
};
/**
 * The frame a good address is played in (spec section 4, issue 21): Digitain's
 * static host becomes the site's own path, framed from the site's origin;
 * any other address as it came, from its own origin (the origin the page
 * then accepts messages from). SoftGamings' HTML is checked by the invariant
 * below (an opaque origin).
 */
function urlFrameOf(input: LaunchInput, data: unknown) {
  const answer = String(data).trim();
  const host = input.digitainHosts.find((h) => answer.startsWith(`${h}/`));
  if (host) return { kind: 'url', url: `/launch/digitain/${answer.slice(host.length + 1)}`, origin: input.siteOrigin };
  if (answer.startsWith('/')) return { kind: 'url', url: answer, origin: input.siteOrigin };
  const parsed = new URL(answer);
  return { kind: 'url', url: parsed.href, origin: parsed.origin };
}
/** The frame commands of spec section 4, in either of the forms providers post them. */
const commandOf = (data: unknown) => (typeof data === 'string' ? data : (data as { command?: string } | null)?.command);

type LaunchInput = (typeof inputs)[number]['input'] & { fun?: boolean };
type Where = 'launching' | 'failed' | 'playing' | 'closed';
interface Model {
  input: LaunchInput;
  at: Where;
  loaded: boolean;
  attempts: number;
}
type Step = EventObject & {
  output?: { success: boolean; message: string; data: unknown };
  error?: unknown;
  fromGameFrame?: boolean;
  data?: unknown;
};

/**
 * Spec sections 4 and 7: the provider picks the call; a URL or HTML is shown,
 * anything else an error toast (the server's message for a refusal); a
 * failure closes the game for three systems; Reload tells the player and
 * launches again; exit and com.egt-bg.exit from the game's frame close it,
 * com.egt-bg.reload relaunches; nothing from any other window counts.
 */
const oracle = defineOracle<Model>({
  start: (raw) => {
    const input = raw as LaunchInput;
    const launch = launchCall(input);
    if (!launch) {
      return {
        state: { input, at: 'closed', loaded: false, attempts: 0 },
        value: 'closed',
        effects: [{ type: 'showLaunchFailure', params: { error: new Error('unknown provider') } }, { type: 'leave' }],
      };
    }
    return {
      state: { input, at: 'launching', loaded: false, attempts: 1 },
      value: 'launching',
      invokes: [{ src: 'launchGame', input: launch }],
      context: { attempt: 1 },
    };
  },
  step(model, event: Step) {
    const { input } = model;
    const close = () => ({ state: { ...model, at: 'closed' as const }, value: 'closed', effects: [{ type: 'leave' }] });
    // Each launch is counted (the first is 1), so the view mounts a fresh frame each time.
    const relaunch = () => ({
      state: { ...model, at: 'launching' as const, loaded: false, attempts: model.attempts + 1 },
      value: 'launching',
      effects: [{ type: 'announceReload' }],
      invokes: [{ src: 'launchGame', input: launchCall(input) }],
      context: { frame: null, attempt: model.attempts + 1 },
    });
    const fail = (effect: { type: string; params: unknown }) =>
      closesOnFailure(input)
        ? { state: { ...model, at: 'closed' as const }, value: 'closed', effects: [effect, { type: 'leave' }] }
        : { state: { ...model, at: 'failed' as const }, value: 'failed', effects: [effect] };
    switch (event.type) {
      case 'xstate.done.actor.launch': {
        const output = event.output!;
        if (output.success && usable(input, output.data)) {
          const html = !input.fun && input.game.providerName === 'SoftGamings';
          return {
            state: { ...model, at: 'playing', loaded: false },
            value: { playing: 'loading' },
            context: { frame: html ? softGamingsFrame(input.lobbyUrl) : urlFrameOf(input, output.data) },
          };
        }
        if (!output.success) return fail({ type: 'showRefusal', params: { message: output.message } });
        return fail({
          type: 'showLaunchFailure',
          params: { error: new Error(`unusable launch answer: ${String(output.data).slice(0, 80)}`) },
        });
      }
      case 'xstate.error.actor.launch':
        return fail({ type: 'showLaunchFailure', params: { error: event.error } });
      case 'CLOSE':
        return model.at === 'closed' ? { state: model } : close();
      case 'RELOAD':
        return model.at === 'playing' || model.at === 'failed' ? relaunch() : { state: model, value: model.at };
      case 'FRAME.LOADED':
        return model.at === 'playing'
          ? { state: { ...model, loaded: true }, value: { playing: 'ready' } }
          : { state: model, value: model.at };
      case 'FRAME.MESSAGE': {
        const ignored = { state: model, value: model.at === 'playing' ? { playing: model.loaded ? 'ready' : 'loading' } : model.at };
        if (model.at !== 'playing' || !event.fromGameFrame) return ignored;
        const command = commandOf(event.data);
        if (command === 'exit' || command === 'com.egt-bg.exit') return close();
        if (command === 'com.egt-bg.reload') return relaunch();
        return ignored;
      }
      default:
        throw new Error(`the game launch model has no rule for ${event.type}`);
    }
  },
});

export const gameLaunchModel = defineModel({
  id: 'gameLaunch',
  machine: gameLaunchMachine,
  inputs,
  events: (snapshot) => {
    const origin = snapshot.context.frame?.origin ?? SITE;
    return [
      { type: 'RELOAD' },
      { type: 'CLOSE' },
      { type: 'FRAME.LOADED' },
      { type: 'FRAME.MESSAGE', origin, fromGameFrame: true, data: { command: 'exit' } },
      { type: 'FRAME.MESSAGE', origin, fromGameFrame: true, data: 'com.egt-bg.exit' },
      { type: 'FRAME.MESSAGE', origin, fromGameFrame: true, data: { command: 'com.egt-bg.reload' } },
      // Honoured from the game's window on another host (a provider's redirect); ignored: another window, something that is no command.
      { type: 'FRAME.MESSAGE', origin: 'https://games2.example', fromGameFrame: true, data: { command: 'exit' } },
      { type: 'FRAME.MESSAGE', origin, fromGameFrame: false, data: { command: 'exit' } },
      { type: 'FRAME.MESSAGE', origin, fromGameFrame: true, data: { command: 'rm -rf' } },
      {
        type: 'xstate.done.actor.launch',
        output: { success: true, message: 'Tamam', data: answerFor(snapshot.context.game.providerName) },
      } as never,
      { type: 'xstate.done.actor.launch', output: { success: true, message: 'Tamam', data: 'javascript:alert(1)' } } as never,
      { type: 'xstate.done.actor.launch', output: { success: true, message: 'Tamam', data: NOT_AN_ADDRESS } } as never,
      // Another host without a scheme: not the site's own path.
      { type: 'xstate.done.actor.launch', output: { success: true, message: 'Tamam', data: '//games.example/play/g-0001' } } as never,
      { type: 'xstate.done.actor.launch', output: { success: false, message: 'Oyun bulunamadı.', data: null } } as never,
      { type: 'xstate.error.actor.launch', error: networkError } as never,
    ] as never[];
  },
  project: (snapshot) => ({ frame: snapshot.context.frame?.kind ?? null }),
  oracle,
  finals: ['closed'],
  invariants: {
    // A game plays only in a frame, from the address the launch gave (a relative one on the site's own origin).
    'gameLaunch.playing': (snapshot) => {
      const { frame } = snapshot.context;
      if (!frame) return 'playing without a frame';
      if (frame.kind === 'url' && !/^https?:/.test(frame.url) && !frame.url.startsWith('/')) return `framing ${frame.url}`;
      if (frame.kind === 'html' && frame.origin !== 'null') return 'provider HTML outside an opaque origin';
    },
  },
});
