// Replays a generated path on a real actor. User events are sent as they
// are; `xstate.done.actor.<id>` / `xstate.error.actor.<id>` resolve or reject
// the stubbed actor <id>; `xstate.after.<delay>.<state>` moves a
// SimulatedClock to the moment that timer is due. After every step the
// actor's state must equal the state the graph predicted.
import {
  type AnyActorLogic,
  SimulatedClock,
  createActor,
  fromCallback,
  fromPromise,
  fromTransition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { actorIdOfDone, actorIdOfError, describeEvent, parseDelayEvent } from './describeEvent';
import type { Effect, Expectation, Invocation, MachineModel } from './model';
import { serializeFor, type ModelPath } from './paths';
import { transitionIndex, visitedStateIds } from './universe';

const ROOT_ID = 'model-under-test';
const HOST_ID = 'model-host';

export interface ReplayResult {
  /** Ids of the state nodes the actor was in at some step. */
  states: Set<string>;
  /** Ids of the transitions (toDirectedGraph edge ids, plus `<node>:always:<i>`) it took. */
  transitions: Set<string>;
}

export class PathReplayError extends Error {
  override readonly name = 'PathReplayError';
}

interface Control {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** The effect of an event the machine sends another actor (sendTo, sendParent): params { to, event }. */
export const SENT = '@sendTo';
/** What a model expects when the machine tells actor `to` (a child's id, or another actor's system id) an event. */
export const sent = (to: string, event: unknown): Effect => ({ type: SENT, params: { to, event } });
/** What a model expects when the machine tells its parent an event (sendParent): in the replay, the host. */
export const sentToParent = (event: unknown): Effect => sent(HOST_ID, event);
/** The effect of an event the machine emits to its view (emit): params, the event. */
export const EMITTED = '@emit';
/** A timer the machine sets inside an action (a raise with a delay: a toast's expiry), and one it cancels. */
export const TIMER = '@timer';
export const CANCEL = '@cancel';

/**
 * Timers set and cancelled by an action are effects too: when a thing ends is
 * a rule (a delayed transition, `after`, is a state of its own instead). The
 * replay reads them from the inspection stream, the path walk from xstate's
 * microsteps: both give the resolved raise and cancel with their params.
 */
export function timerEffect(type: string, params: unknown): Effect | undefined {
  const timer = params as { event?: { type?: unknown }; id?: unknown; delay?: unknown; sendId?: unknown } | undefined;
  // `after` is xstate's own raise of an xstate.after.* event (and its cancel on leaving): the state's timer, covered as a transition.
  const own = (id: unknown) => typeof id === 'string' && id.startsWith('xstate.after.');
  if (type === 'xstate.raise' && typeof timer?.delay === 'number' && !own(timer.event?.type))
    return { type: TIMER, params: { event: timer.event, delay: timer.delay, id: timer.id } };
  if (type === 'xstate.cancel' && !own(timer?.sendId)) return { type: CANCEL, params: { id: timer?.sendId } };
  return undefined;
}

/** How an actor (a parent passed to a child as its input) reads in an expectation. */
export const AN_ACTOR = '(an actor)';

/** A stable text of a value: keys sorted, errors by their message (what the model and the machine can both say). */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Error) return { error: v.message };
    // An actor reference serialises itself (toJSON) as { xstate$$type, id }.
    if (v && typeof v === 'object' && 'xstate$$type' in v) return AN_ACTOR;
    if (v && typeof v === 'object' && !Array.isArray(v))
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));
    return v;
  });
}

/** Differences between what a step did and what the model says it must do, as sentences. */
function compareEffects(label: string, what: string, actual: readonly unknown[], expected: readonly unknown[]): string[] {
  const left = actual.map(canonical);
  const problems: string[] = [];
  for (const item of expected.map(canonical)) {
    const at = left.indexOf(item);
    if (at < 0) problems.push(`${label}: the model expects ${what} ${item}, which did not happen`);
    else left.splice(at, 1);
  }
  for (const item of left) problems.push(`${label}: ${what} ${item} happened, which the model does not expect`);
  return problems;
}

/** Lets promise callbacks and xstate's queued work run; the clock stays put. */
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
};

/** A delay's length: a number of ms, or a name in setup({ delays }) (a function of context needs the snapshot). */
export function delayInMs(machine: AnyStateMachine, name: string, snapshot?: AnyMachineSnapshot): number {
  if (/^\d+$/.test(name)) return Number(name);
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function' && snapshot) return Number(delay({ context: snapshot.context, event: { type: 'xstate.init' } }));
  throw new PathReplayError(`delay '${name}' is not defined in setup({ delays })`);
}

/**
 * Moves the clock to when the earliest pending timer of `ms` is due; fails if
 * none is pending. Returns that timer's id (its step is in `setAtStep`).
 */
function fireDelay(clock: SimulatedClock, ms: number, label: string): number {
  const timeouts = (clock as unknown as { timeouts: Map<number, { start: number; timeout: number }> }).timeouts;
  const pending = [...timeouts.entries()]
    .filter(([, t]) => t.timeout === ms)
    .sort(([, a], [, b]) => a.start + a.timeout - (b.start + b.timeout));
  if (pending.length === 0) throw new PathReplayError(`${label}: no ${ms} ms timer is pending`);
  const [id, first] = pending[0]!;
  clock.set(first.start + first.timeout);
  return id;
}

/** A stub whose snapshot also holds a context made from its input (what the machine reads of it through the system). */
function withContext<Logic extends AnyActorLogic>(logic: Logic, contextOf: ((input: unknown) => unknown) | undefined): Logic {
  if (!contextOf) return logic;
  return {
    ...logic,
    getInitialSnapshot: (scope, input) => ({ ...logic.getInitialSnapshot(scope, input), context: contextOf(input) }),
    transition: (snapshot, event, scope) => ({
      ...logic.transition(snapshot, event, scope),
      context: (snapshot as { context?: unknown }).context,
    }),
  };
}

export async function replayPath(model: MachineModel, path: ModelPath): Promise<ReplayResult> {
  const { machine } = model;
  const controls = new Map<string, Control>();
  const stubbed = Object.keys(machine.implementations.actors).filter((src) => !model.realActors?.includes(src));
  // Every invoked actor becomes a promise the path settles by id.
  // What the machine did at the current step: effects it ran, actors it started.
  let effects: Effect[] = [];
  let invocations: Invocation[] = [];
  const stubs = Object.fromEntries(
    stubbed.map((src) => [
      src,
      withContext(
        fromPromise<unknown, unknown>(({ self, input }) => {
          invocations.push(input === undefined ? { src } : { src, input });
          return new Promise((resolve, reject) => controls.set(self.id, { resolve, reject }));
        }),
        model.stubContexts?.[src],
      ),
    ]),
  );
  const provided = machine.provide({ actors: stubs } as never) as AnyStateMachine;
  const edgesOf = transitionIndex(provided);
  const taken = new Set<string>();
  const visited = new Set<string>();
  const clock = new SimulatedClock();
  // The step at which each timer was set: the clock stays put between user events, so its time cannot tell
  // a timer started again (a slide, a keystroke) from one left running since the state was entered.
  const setAtStep = new Map<number, number>();
  let currentStep = 0;
  const setTimeoutOf = clock.setTimeout.bind(clock);
  clock.setTimeout = (fn, timeout) => {
    const id = setTimeoutOf(fn, timeout);
    setAtStep.set(id as number, currentStep);
    return id;
  };
  /** The step at which the model last said each named delay started (Expectation.timers). */
  const startedAt = new Map<string, number>();
  const serialize = serializeFor(model);

  const record = (transitions: readonly unknown[]) => {
    for (const transition of transitions) {
      for (const edge of edgesOf.get(transition) ?? []) taken.add(edge);
      // Taking a transition proves its source was active, even a transient
      // initial state that no settled snapshot ever shows.
      // A history pseudo-state is never active; a transition taken to it reaches it.
      for (const target of (transition as { target?: Array<{ id: string; type?: string }> }).target ?? []) {
        if (target.type === 'history') visited.add(target.id);
      }
      const source = (transition as { source?: { id: string; parent?: unknown } }).source;
      for (let node = source as { id: string; parent?: unknown } | undefined; node?.parent; node = node.parent as typeof node)
        visited.add(node.id);
    }
  };
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.action' && (event.actorRef as { id?: string }).id === ROOT_ID) {
      // Effects are the named actions src/ supplies; xstate's own (assign, raise, spawn) are how the machine works, not what it does.
      const { type, params } = event.action;
      const timer = timerEffect(type, params);
      if (timer) effects.push(timer);
      else if (!type.startsWith('xstate.')) effects.push(params === undefined ? { type } : { type, params });
      return;
    }
    if (
      event.type === '@xstate.event' &&
      (event.sourceRef as { id?: string } | undefined)?.id === ROOT_ID &&
      (event.actorRef as { id?: string }).id !== ROOT_ID &&
      !event.event.type.startsWith('xstate.')
    ) {
      // An event the machine sends another actor (sendTo, sendParent): what it tells is what it does (xstate's own, like a child's init, are not).
      effects.push({ type: SENT, params: { to: (event.actorRef as { id?: string }).id, event: event.event } });
      return;
    }
    if (event.type !== '@xstate.microstep' || (event.actorRef as { id?: string }).id !== ROOT_ID) return;
    // States passed through within one macrostep (eventless `always` hops)
    // count as reached: they never show in a settled snapshot.
    for (const id of visitedStateIds(machine, event.snapshot as AnyMachineSnapshot)) visited.add(id);
    record((event as unknown as { _transitions: unknown[] })._transitions);
  };
  // The machine runs as the child of a host whose system already holds the
  // other long-lived actors it reads or tells (the session, the dialogs…):
  // stand-ins holding the model's context, each under its system id. They must
  // be there before the machine is created, for XState works out the machine's
  // first step (and where its sendTo goes) when the actor is created. The
  // host's own events are not the machine's: the inspection keeps to ROOT_ID.
  const host = createActor(
    fromCallback(() => undefined),
    { id: HOST_ID, clock, inspect },
  ).start();
  const system = typeof model.system === 'function' ? model.system(path.input) : (model.system ?? {});
  for (const [id, context] of Object.entries(system)) {
    createActor(
      fromTransition((state: unknown) => state, context),
      { parent: host, id, systemId: id },
    ).start();
  }
  const actor = createActor(provided, { input: path.input as never, parent: host, id: ROOT_ID });
  let failure: unknown = null;
  actor.subscribe({ error: (error) => (failure = error) });
  // Events the machine emits to its view (emit): effects too.
  actor.on('*', (emitted: EventObject) => effects.push({ type: EMITTED, params: emitted }));
  actor.start();
  const { oracle, invariants } = model;
  let modelState: unknown;

  try {
    for (const [index, step] of path.steps.entries()) {
      currentStep = index;
      const label = `step ${index + 1} (${describeEvent(step.event)})`;
      if (index > 0) {
        const type = step.event.type;
        const delay = parseDelayEvent(type);
        const done = actorIdOfDone(type);
        const failed = actorIdOfError(type);
        if (delay) {
          const ms = delayInMs(provided, delay.delay, actor.getSnapshot());
          const stated = model.delays?.[delay.delay];
          const expected = typeof stated === 'function' ? stated(actor.getSnapshot() as never) : stated;
          if (expected !== undefined && expected !== ms)
            throw new PathReplayError(`${label}: the model says '${delay.delay}' lasts ${expected} ms, the machine waits ${ms} ms`);
          const fired = fireDelay(clock, ms, label);
          const started = startedAt.get(delay.delay);
          const set = setAtStep.get(fired);
          if (started !== undefined && set !== started) {
            throw new PathReplayError(
              `${label}: the model says '${delay.delay}' started at step ${started + 1}, the machine's timer was set at step ${(set ?? -1) + 1}`,
            );
          }
        } else if (done ?? failed) {
          const id = (done ?? failed)!;
          const control = controls.get(id);
          if (!control) {
            // Not a stub but a child the machine spawned from logic it was
            // handed (lazyFlow): deliver its completion as xstate would.
            const children = actor.getSnapshot().children as Record<string, unknown>;
            if (!children[id]) throw new PathReplayError(`${label}: actor '${id}' is not running`);
            actor.send(step.event);
            await settle();
          } else {
            controls.delete(id);
            if (done) control.resolve((step.event as EventObject & { output?: unknown }).output);
            else control.reject((step.event as EventObject & { error?: unknown }).error);
          }
        } else {
          // A transition that only blocks an event (no target, no actions) is
          // selected but never shows in the inspection stream: ask the machine.
          record(provided.getTransitionData(actor.getSnapshot() as never, step.event));
          actor.send(step.event);
        }
      }
      await settle();
      if (failure) throw new PathReplayError(`${label}: the actor failed: ${String(failure)}`);
      const snapshot = actor.getSnapshot();
      for (const id of visitedStateIds(machine, snapshot)) visited.add(id);
      const actual = serialize(snapshot);
      if (actual !== step.expected) {
        throw new PathReplayError(`${label}: expected ${step.expected} but the actor is in ${actual}`);
      }
      const problems: string[] = [];
      if (oracle) {
        const expectation: Expectation<unknown> = index === 0 ? oracle.start(path.input) : oracle.step(modelState, step.event);
        modelState = expectation.state;
        for (const name of expectation.timers ?? []) startedAt.set(name, index);
        problems.push(...compareEffects(label, 'effect', effects, expectation.effects ?? []));
        problems.push(...compareEffects(label, 'actor', invocations, expectation.invokes ?? []));
        if (expectation.value !== undefined && !snapshot.matches(expectation.value as never)) {
          problems.push(
            `${label}: the model expects the state ${canonical(expectation.value)}, the machine is in ${canonical(snapshot.value)}`,
          );
        }
        const finished = (snapshot as unknown as { status: string }).status === 'done';
        const mustFinish = expectation.done ?? (model.finals ? model.finals.includes(expectation.value as string) : undefined);
        if (mustFinish !== undefined && finished !== mustFinish) {
          problems.push(
            `${label}: the model expects the machine ${mustFinish ? 'to have finished' : 'to run on'}, it ${finished ? 'has finished' : 'runs on'}`,
          );
        }
        if (
          expectation.output !== undefined &&
          canonical((snapshot as unknown as { output?: unknown }).output) !== canonical(expectation.output)
        ) {
          problems.push(
            `${label}: the model expects the output ${canonical(expectation.output)}, the machine gives ${canonical((snapshot as unknown as { output?: unknown }).output)}`,
          );
        }
        for (const [key, value] of Object.entries(expectation.context ?? {})) {
          const held = (snapshot.context as Record<string, unknown>)[key];
          if (canonical(held) !== canonical(value))
            problems.push(`${label}: the model expects ${key} ${canonical(value)}, the machine holds ${canonical(held)}`);
        }
      }
      const activeIds = visitedStateIds(machine, snapshot);
      for (const id of activeIds) {
        const problem = invariants?.[id]?.(snapshot as never);
        if (problem) problems.push(`${label}: in ${id}, ${problem}`);
      }
      // What the views read from tags (busy, what shows): the model's own lists of states, against the machine's tags.
      const modelTags = model.tags ?? {};
      for (const tag of new Set<string>([...snapshot.tags, ...Object.keys(modelTags)])) {
        const tagged = snapshot.hasTag(tag);
        const states = modelTags[tag];
        if (!states) problems.push(`${label}: the machine tags ${activeIds.join(', ')} '${tag}', and the model names no states for it`);
        else if (tagged !== activeIds.some((id) => states.includes(id)))
          problems.push(
            `${label}: the model says ${activeIds.join(', ')} ${tagged ? 'do not carry' : 'carry'} the tag '${tag}', the machine's tags say ${tagged ? 'they do' : 'they do not'}`,
          );
      }
      if (problems.length) throw new PathReplayError(problems.join('\n'));
      effects = [];
      invocations = [];
    }
  } finally {
    // XState stops only a root actor directly; the machine and the stand-ins are the host's, and nothing of
    // theirs outlives the test (the clock is simulated, the stubs are promises nobody settles).
    host.stop();
  }
  return { states: visited, transitions: taken };
}
