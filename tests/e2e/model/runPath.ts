// Runs one planned path in the page: the adapter opens the machine's initial
// state, then every step performs its event as the player (or the network,
// or the clock) would and checks every active leaf state on the page. Each
// step is a Playwright step named by its event, so a failure names the path
// (the test) and the step.
import { test, type APIRequestContext, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { delayInMs } from '../../model/replay';
import { actorIdOfDone, actorIdOfError, describeEvent, parseDelayEvent } from '../../model/describeEvent';
import type { AnyAdapter, BrowserAdapter, ModelEvent, PlannedPath, PlayerUi, ServerText, StepContext, Translate } from './adapter';
import { Gates } from './gates';
import { describeRawKeys, type RawKeySighting } from '../rawKeys';
import { pauseClock } from '../helpers';

/** Dotted paths of the leaf states in a state value: { form: { entry: 'editing' } } → ['form.entry.editing']. */
export function leafStates(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return [prefix.replace(/\.$/, '')];
  return entries.flatMap(([key, child]) =>
    child && typeof child === 'object' && Object.keys(child).length === 0 ? [prefix + key] : leafStates(child, `${prefix}${key}.`),
  );
}

interface Fixtures {
  page: Page;
  request: APIRequestContext;
  t: Translate;
  s: ServerText;
  ui: PlayerUi;
  /** Raw dictionary keys the page has shown (tests/e2e/rawKeys.ts): checked after every step. */
  rawKeys: readonly RawKeySighting[];
}

export async function runPath<Data>(adapter: BrowserAdapter<Data>, path: PlannedPath, fixtures: Fixtures): Promise<void> {
  const gates = new Gates(fixtures.page, adapter.gates ?? {});
  await gates.install();
  const events = path.steps.map((step) => step.event);
  const contextAt = <D>(index: number, data: D): StepContext<D> => ({
    ...fixtures,
    path,
    index,
    data,
    gates,
    upcoming: (id) => events.slice(index + 1).find((e) => actorIdOfDone(e.type) === id || actorIdOfError(e.type) === id),
  });

  if (adapter.pausedClock) await fixtures.page.clock.install();
  let data!: Data;
  for (const [index, step] of path.steps.entries()) {
    const title = index === 0 ? 'start' : describeEvent(step.event);
    await test.step(`${index}. ${title} ⇒ ${leafStates(step.value).join(' + ')}`, async () => {
      if (index === 0) {
        data = await adapter.start(contextAt(0, undefined));
        if (adapter.pausedClock) await pauseClock(fixtures.page);
      } else {
        await perform(adapter, contextAt(index, data), step.event, gates);
      }
      // The page does this event and the next in one go (a login that ends the login flow): the next step checks both.
      const next = path.steps[index + 1]?.event;
      if (index > 0 && next && adapter.joinsNext?.(step.event as ModelEvent, next as ModelEvent)) return;
      for (const leaf of leafStates(step.value)) {
        const check = adapter.states[leaf];
        if (!check) throw new Error(`the ${adapter.id} adapter has no check for state '${leaf}'`);
        await check(contextAt(index, data));
      }
      if (fixtures.rawKeys.length > 0)
        throw new Error(`raw dictionary keys on the page after this step: ${describeRawKeys(fixtures.rawKeys)}`);
    });
  }
}

async function perform<Data>(adapter: BrowserAdapter<Data>, ctx: StepContext<Data>, event: EventObject, gates: Gates) {
  const own = adapter.events[event.type];
  if (own) return own(ctx, event);
  const delay = parseDelayEvent(event.type);
  if (delay) {
    if (!adapter.pausedClock) throw new Error(`${adapter.id}: a delay needs pausedClock`);
    return ctx.page.clock.runFor(delayInMs(adapter.model.machine, delay.delay));
  }
  const done = actorIdOfDone(event.type);
  if (done && gates.has(done)) return gates.pass(done);
  const failed = actorIdOfError(event.type);
  if (failed && gates.has(failed)) return gates.cut(failed);
  throw new Error(`the ${adapter.id} adapter cannot perform ${event.type}`);
}

/** Whether the adapter can perform an event at all (the planner keeps only paths it can). */
export function canPerform(adapter: AnyAdapter, event: EventObject): boolean {
  if (event.type === 'xstate.init' || adapter.events[event.type]) return true;
  if (parseDelayEvent(event.type)) return !!adapter.pausedClock;
  const actor = actorIdOfDone(event.type) ?? actorIdOfError(event.type);
  return !!actor && !!adapter.gates?.[actor];
}
