import { gameLaunchMachine } from '../../../machines/gameLaunch.machine';
import { LaunchProvider } from '../../../src/api/enums';
import type { Game } from '../../../src/api/schemas';
import { defineModel } from '../model';
import { networkError } from './fixtures';

const SITE = 'http://127.0.0.1:8080';
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
  [LaunchProvider.Digitain]: 'https://static.digitain.example/games/g-0001/index.html?token=t',
  [LaunchProvider.Hub88]: 'http://games.hub88.example/hub88/g-0001?token=t',
};
const answerFor = (provider: string) => goodAnswer[provider] ?? `${SITE}/demo/games/play/g-0001?token=t`;

const inputs = [
  ...[...Object.values(LaunchProvider), 'Unknown Provider'].map((provider) => ({
    name: provider,
    input: { game: game(provider), mobile: provider === LaunchProvider.Amusnet, language: 'tr', lobbyUrl: `${SITE}/casino/slot`, siteOrigin: SITE },
  })),
  // Play for fun (issue 21, item 16): one launch for every provider, where the game allows it.
  {
    name: 'for fun',
    input: { game: { ...game(LaunchProvider.PragmaticPlay), funMode: true }, mobile: true, language: 'en', lobbyUrl: `${SITE}/casino/slot`, siteOrigin: SITE, fun: true },
  },
  {
    name: 'for fun, a game that does not allow it',
    input: { game: { ...game(LaunchProvider.Hub88), funMode: false }, mobile: false, language: 'tr', lobbyUrl: `${SITE}/casino/live`, siteOrigin: SITE, fun: true },
  },
];

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
      { type: 'xstate.done.actor.launch', output: { success: true, message: 'Tamam', data: answerFor(snapshot.context.game.providerName) } } as never,
      { type: 'xstate.done.actor.launch', output: { success: true, message: 'Tamam', data: 'javascript:alert(1)' } } as never,
      { type: 'xstate.done.actor.launch', output: { success: false, message: 'Oyun bulunamadı.', data: null } } as never,
      { type: 'xstate.error.actor.launch', error: networkError } as never,
    ] as never[];
  },
  project: (snapshot) => ({ frame: snapshot.context.frame?.kind ?? null }),
});
