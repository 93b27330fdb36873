import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import { encodeGameParam } from '../../../../domain/launch';
import { lobbyPathOf } from '../../../../domain/gameParam';
import type { Game } from '../../../../contract/schemas';
import { gameLaunchModel } from '../../../model/models/gameLaunch.model';
import { defineAdapter, type ModelEvent, type PlannedPath } from '../adapter';
import { registerPlayer, startLoggedIn } from '../../helpers';
import { isRefusal, ThrowawayGame } from './shared';

const UNKNOWN = 'Unknown Provider';
/** Play for fun (the model's inputs): a game that allows it, and one that does not (it cannot be launched, as an unknown provider). */
const FUN = 'for fun';
const NO_FUN = 'for fun, a game that does not allow it';
const cannotLaunch = (path: PlannedPath) => path.inputName === UNKNOWN || path.inputName === NO_FUN;
const HTML_PROVIDER = 'SoftGamings';
const LOADS_AT_ONCE =
  "SoftGamings' HTML is a srcdoc frame with nothing to fetch before its load event (its scripts start later), so it is loaded at once: nothing can happen before FRAME.LOADED";
const UNUSABLE_ANSWER =
  "the reference server answers a launch with a working URL or the provider's HTML, so an unusable answer (a javascript: URL, a message, a host without a scheme) cannot be caused from the page";

interface Data {
  throwaway: ThrowawayGame;
  game: Game;
  stage: Locator;
}

/** A launch answered with something other than a web address, the site's own path or provider HTML (the model's 'javascript:', a message, a host without a scheme). */
const unusable = (event: ModelEvent) =>
  event.type === 'xstate.done.actor.launch' &&
  event.output?.success === true &&
  !/^\s*(https?:\/\/|\/(?!\/)|<)/i.test(String(event.output.data));
/**
 * Inputs the browser cannot be given: catalogue entries without their system or product id (the reference
 * server's games always have theirs), and a Digitain answer on a host the build was not configured with (the
 * demo Digitain answers on the configured hosts only; the model paths and tests/unit/launch.test.ts cover it).
 */
const WITHOUT_IDS = ['SoftGamings without a system', 'EveryMatrix without a product id', 'Digitain, its answer on a host not configured'];

/** The game's frame: the launch URL's, or SoftGamings' sandboxed srcdoc frame. */
async function gameFrame(stage: Locator): Promise<Frame> {
  const handle = await stage.locator('iframe').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('the game frame is not there');
  return frame;
}

/** Where a closed game leaves the play page: its lobby. */
async function expectLobby(page: Page, game: Game) {
  await expect(page).toHaveURL(new RegExp(`${lobbyPathOf(game)}$`));
  await expect(page.locator('[data-state^="gameLaunch."]')).toHaveCount(0);
}

const isLoading = (value: unknown) => JSON.stringify(value) === JSON.stringify({ playing: 'loading' });

const playsAndExits = (path: PlannedPath) =>
  path.steps.some((s) => s.event.type === 'FRAME.LOADED') &&
  path.steps.at(-1)!.event.type === 'FRAME.MESSAGE' &&
  path.steps.at(-1)!.value === 'closed';

export const gameLaunchAdapter = defineAdapter<Data>({
  id: 'gameLaunch',
  model: gameLaunchModel,
  // Every provider's game must be seen playing and closed by its own frame message, not only the transitions.
  goals: (path) => (cannotLaunch(path) ? [path.inputName] : playsAndExits(path) ? [`${path.inputName} plays and exits`] : []),
  // Paths are generated without the answer the server never gives, so each state is reached the way the page can reach it.
  allows: (_value, event) => !unusable(event),
  inputs: gameLaunchModel.inputs.map((input) => input.name).filter((name) => !WITHOUT_IDS.includes(name)),
  undrivable(path) {
    const loadingThenOther = path.steps.some(
      (s, i) => i < path.steps.length - 1 && isLoading(s.value) && path.steps[i + 1]!.event.type !== 'FRAME.LOADED',
    );
    return path.inputName === HTML_PROVIDER && loadingThenOther ? LOADS_AT_ONCE : null;
  },
  excluded: { transitions: { 'gameLaunch.launching:3:0': UNUSABLE_ANSWER } },
  async start({ page, request, path }) {
    const player = await registerPlayer(request);
    await startLoggedIn(page, player.session);
    const fun = path.inputName === FUN || path.inputName === NO_FUN;
    const system = path.inputName === UNKNOWN || fun ? 'Pragmatic Play' : path.inputName;
    const throwaway = await ThrowawayGame.add(request, system);
    // An unknown provider: a play link naming a provider the site has no launch call for.
    const game =
      path.inputName === UNKNOWN
        ? { ...throwaway.game, providerName: UNKNOWN }
        : fun
          ? { ...throwaway.game, funMode: path.inputName === FUN }
          : throwaway.game;
    await page.goto(`/casino/${fun ? 'fun' : 'play'}/${encodeGameParam(game)}`);
    const stage = page.locator('[data-state^="gameLaunch."]');
    if (!cannotLaunch(path)) await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    return { throwaway, game, stage };
  },
  gates: {
    launch: { url: /\/api\/casino\/\w+launchurl$/, method: 'POST' },
    // A URL frame's load event waits for the game's script: holding it holds FRAME.LOADED.
    frame: { url: '**/demo/games/assets/game.js', accept: (request) => request.frame().url() !== 'about:srcdoc' },
  },
  events: {
    async RELOAD({ page, data, gates, t }) {
      const failed = data.stage.getByRole('alert');
      if (await failed.isVisible()) await failed.getByRole('button', { name: t('app.retry') }).click();
      else await page.getByRole('button', { name: t('game.reload'), exact: true }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: t('game.reloading') })
          .last(),
      ).toBeVisible();
      // The old frame is gone: its held script waits for nobody.
      gates.discard('frame');
    },
    async CLOSE({ page, gates, t }) {
      await page.getByRole('button', { name: t('game.close'), exact: true }).click();
      gates.discard('frame');
    },
    async 'FRAME.LOADED'({ gates, path }) {
      if (path.inputName !== HTML_PROVIDER) await gates.pass('frame');
    },
    async 'FRAME.MESSAGE'({ data, gates }, event) {
      // Posted by the game frame's own window, as the game's exit and reload buttons do.
      const frame = await gameFrame(data.stage);
      await frame.evaluate((message) => window.parent.postMessage(message, '*'), event.data);
      if (event.data?.command === 'com.egt-bg.reload') gates.discard('frame');
    },
    async 'xstate.done.actor.launch'({ page, data, gates, s }, event) {
      // A refusal's real cause: the game was withdrawn meanwhile; an acceptance needs it back.
      const refused = isRefusal(event);
      await data.throwaway.arrange(refused);
      await gates.pass('launch');
      if (refused)
        await expect(
          page
            .getByRole('alert')
            .filter({ hasText: s('unknownGame') })
            .last(),
        ).toBeVisible();
    },
    async 'xstate.error.actor.launch'({ page, gates, t }) {
      await gates.cut('launch');
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: t('errors.network') })
          .last(),
      ).toBeVisible();
    },
  },
  states: {
    async launching({ data, t }) {
      await expect(data.stage).toHaveAttribute('data-state', 'gameLaunch.launching');
      await expect(data.stage.getByRole('status')).toHaveText(t('game.loading'));
      await expect(data.stage.getByTestId('game-spinner')).toBeVisible();
    },
    async 'playing.loading'({ data, path, t }) {
      await expect(data.stage.locator('iframe')).toHaveAttribute('title', t('game.frameTitle', { name: data.game.name }));
      if (path.inputName === HTML_PROVIDER) {
        // Loaded at once (see LOADS_AT_ONCE): the sandboxed srcdoc frame is what this state shows.
        await expect(data.stage.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
        return;
      }
      await expect(data.stage).toHaveAttribute('data-state', 'gameLaunch.playing.loading');
      await expect(data.stage.getByRole('status')).toHaveText(t('game.loading'));
    },
    async 'playing.ready'({ page, data, path }) {
      await expect(data.stage).toHaveAttribute('data-state', 'gameLaunch.playing.ready');
      await expect(data.stage.getByRole('status')).toHaveCount(0);
      // The demo game itself is up in the frame.
      await expect((await gameFrame(data.stage)).locator('#demo-game')).toHaveAttribute('data-state', 'ready');
      if (path.inputName === FUN) {
        // For fun, the page and the game both say no money is at stake.
        await expect(page.locator('[data-fun-badge]')).toBeVisible();
        await expect((await gameFrame(data.stage)).locator('#demo-game')).toHaveAttribute('data-fun', 'true');
      }
    },
    async failed({ data, t }) {
      await expect(data.stage).toHaveAttribute('data-state', 'gameLaunch.failed');
      await expect(data.stage.getByRole('alert')).toContainText(t('game.failed'));
    },
    async closed({ page, data, path, t }) {
      await expectLobby(page, data.game);
      if (cannotLaunch(path))
        await expect(
          page
            .getByRole('alert')
            .filter({ hasText: t('errors.unexpected') })
            .last(),
        ).toBeVisible();
    },
  },
});
