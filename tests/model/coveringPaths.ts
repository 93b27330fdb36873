// The paths the machine-level tests replay: chosen by what they cover, not
// every path there is (issue 22). A breadth-first walk over the model's graph
// (states told apart by value and the model's projection of context), all
// inputs side by side, keeps the shortest path to each step that covers
// something no earlier step did:
// - a state node, and a transition (event-driven, delayed, an actor's outcome,
//   or eventless: `always`);
// - a guard saying no: a guarded transition passed over for a later one of
//   the same event (or `always` list) — so every guard is walked both ways
//   where the model can reach it;
// - an effect: each named action the machine leaves to src/ (not assign);
// - a timer the model says a user event starts again, run out right after it;
// - a repeating timer (a delayed transition back into its own state) twice
//   in a row, once per input: its restart shows only at the second firing;
// - an event case: each payload the model lists, once per input where the
//   machine takes it (cases of one transition carry different things: each
//   page's input; the same event does different things from another start).
// Where a model states its own rules (an oracle), the walk also asks it about
// each user event the machine does not take in a state, and keeps a step
// where the model expects something to happen: the machine may have lost a
// handler the model knows it must have.
// The walk stops once the machine's states and transitions and every guard's
// 'no' are covered, or when it has seen every state of the graph. A model may
// also ask for every projected state (coverProjection). Paths that
// are a prefix of another are dropped. What each step does is worked out with
// xstate's pure transition functions (getMicrosteps), without actors; the
// replay (replay.ts) then checks it on a real actor.
import { getInitialMicrosteps, getMicrosteps, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { describeEvent } from './describeEvent';
import type { Expectation, MachineModel } from './model';
import { dropPrefixPaths, eventsFor, serializeFor, uniqueNames, type ModelPath, type PathStep } from './paths';
import { canonical, EMITTED, SENT, timerEffect } from './replay';
import { activeNodes, stateIds, transitionIndex, transitionsOf, visitedStateIds } from './universe';

type Snapshot = AnyMachineSnapshot;
type Microsteps = Array<[Snapshot, Array<{ type: string }>]>;

interface TransitionDefinition {
  source: { id: string; always?: TransitionDefinition[]; transitions: Map<string, TransitionDefinition[]> };
  eventType: string;
  guard?: unknown;
  target?: Array<{ id: string }>;
}

interface Walk {
  inputName: string;
  input: unknown;
  steps: PathStep[];
  snapshot: Snapshot;
  /** The model's own state along the walk (its oracle's), or undefined when it has none or lost track. */
  modelState?: unknown;
}

/** What one step covers: `s:` states, `t:` transitions, `g:` guards saying no, `e:` effects. */
function stepTargets(
  machine: AnyStateMachine,
  index: Map<unknown, string[]>,
  before: Snapshot,
  event: EventObject | null,
  microsteps: Microsteps,
): string[] {
  const targets: string[] = [];
  const edges = (transition: unknown) => index.get(transition) ?? [];
  const passedOver = (list: readonly TransitionDefinition[], chosen: TransitionDefinition) => {
    for (const candidate of list) {
      if (candidate === chosen) break;
      if (candidate.guard) targets.push(...edges(candidate).map((id) => `g:${id}`));
    }
  };
  if (event) {
    const selected = machine.getTransitionData(before as never, event) as unknown as TransitionDefinition[];
    for (const transition of selected) {
      targets.push(...edges(transition).map((id) => `t:${id}`));
      passedOver(transition.source.transitions.get(transition.eventType) ?? [], transition);
    }
    // No transition at all: every guard on the event said no (SUBMIT on an invalid form).
    if (selected.length === 0) {
      for (const node of activeNodes(machine, before) as unknown as Array<TransitionDefinition['source']>) {
        for (const candidate of node.transitions.get(event.type) ?? [])
          if (candidate.guard) targets.push(...edges(candidate).map((id) => `g:${id}`));
      }
    }
  }
  // Eventless hops happen in the microsteps after the first (the event's own, or the initial entry).
  let previous: Snapshot | null = null;
  for (const [snapshot, actions] of microsteps) {
    const active = new Set(visitedStateIds(machine, snapshot));
    targets.push(...[...active].map((id) => `s:${id}`));
    for (const action of actions) {
      if (!action.type.startsWith('xstate.')) targets.push(`e:${action.type}`);
      // A message to another actor, or to the view: each kind once (a path that leaves the popup tells it so).
      const told = toldOf(action);
      if (told) targets.push(`e:${told.type}:${told.eventType}`);
    }
    if (previous) {
      for (const node of nodesWithAlways(machine, previous)) {
        if (active.has(node.id)) continue;
        const fired = node.always!.find((transition) => (transition.target ?? []).every((target) => active.has(target.id)));
        if (!fired) continue;
        targets.push(...edges(fired).map((id) => `t:${id}`));
        passedOver(node.always!, fired);
      }
    }
    previous = snapshot;
  }
  return targets;
}

/** A message an action sends another actor (sendTo, sendParent) or emits to the view, as the replay names it, with its event. */
function toldOf(action: { type: string; params?: unknown }): { type: string; event: string; eventType: string } | undefined {
  const event = (action.params as { event?: { type?: unknown } } | undefined)?.event;
  if (typeof event?.type !== 'string') return undefined;
  if (action.type === 'xstate.sendTo' && !event.type.startsWith('xstate.'))
    return { type: SENT, event: canonical(event), eventType: event.type };
  if (action.type === 'xstate.emit') return { type: EMITTED, event: canonical(event), eventType: event.type };
  return undefined;
}

function nodesWithAlways(machine: AnyStateMachine, snapshot: Snapshot): Array<TransitionDefinition['source']> {
  const byId = (machine as unknown as { idMap: Map<string, TransitionDefinition['source']> }).idMap;
  return visitedStateIds(machine, snapshot)
    .map((id) => byId.get(id)!)
    .filter((node) => node?.always?.length);
}

/** Everything there is to cover that the walk can stop on: states, transitions, and each guard's 'no'. */
function universe(machine: AnyStateMachine, index: Map<unknown, string[]>): Set<string> {
  const guarded = [...index.entries()]
    .filter(([transition]) => (transition as TransitionDefinition).guard)
    .flatMap(([, ids]) => ids.map((id) => `g:${id}`));
  return new Set([...stateIds(machine).map((id) => `s:${id}`), ...transitionsOf(machine).map((t) => `t:${t.id}`), ...guarded]);
}

function toPath(walk: Walk): ModelPath {
  const route = walk.steps.slice(1).map((step) => describeEvent(step.event));
  const value = walk.steps.at(-1)!.value;
  const label = typeof value === 'string' ? value : JSON.stringify(value).replace(/[{}"]/g, '').replace(/:/g, '.');
  return {
    name: `[${walk.inputName}] ${route.length ? route.join(' → ') : 'start'} ⇒ ${label}`,
    kind: 'transition',
    inputName: walk.inputName,
    input: walk.input,
    steps: walk.steps,
  };
}

type Expected = Expectation<unknown>;

/** What the model's rules say of `event` after the walk so far, or undefined where it has none (no oracle, lost track, no rule). */
function expectationOf(model: MachineModel, walk: Walk, event: EventObject): Expected | undefined {
  if (!model.oracle || walk.modelState === undefined) return undefined;
  return safely(() => model.oracle!.step(walk.modelState, event));
}

/** Whether the model expects anything of a step the machine does not take: a move, a change of context it states, an effect or an actor. */
function expectsSomething(expectation: Expected | undefined, snapshot: Snapshot): boolean {
  if (!expectation) return false;
  const moves = expectation.value !== undefined && !snapshot.matches(expectation.value as never);
  // Or a change of context it states (Support asked while the chat loads: remembered, to open it once loaded).
  const context = snapshot.context as Record<string, unknown>;
  const changes = Object.entries(expectation.context ?? {}).some(([key, value]) => canonical(context[key]) !== canonical(value));
  return Boolean(expectation.effects?.length || expectation.invokes?.length || moves || changes);
}

/**
 * Whether the model's rules say otherwise than the machine's next snapshot
 * (worked out without actors): its state, the context values it states, or the
 * named effects it expects (by name; their params and the actors started are
 * checked by the replay).
 */
function disagrees(
  model: MachineModel,
  expectation: Expected | undefined,
  event: EventObject,
  after: Snapshot,
  microsteps: Microsteps,
): boolean {
  if (!expectation) return false;
  if (expectation.value !== undefined && !after.matches(expectation.value as never)) return true;
  const context = after.context as Record<string, unknown>;
  for (const [key, value] of Object.entries(expectation.context ?? {})) if (canonical(context[key]) !== canonical(value)) return true;
  // A delay passing may run other timers' effects too in the replay (its clock moves); the walk sees only its own.
  if (event.type.startsWith('xstate.after.')) return false;
  const ran = microsteps
    .flatMap(([, actions]) =>
      (actions as Array<{ type: string; params?: unknown }>).map((action) => timerEffect(action.type, action.params)?.type ?? action.type),
    )
    .filter((type) => !type.startsWith('xstate.'))
    .sort();
  const expected = (expectation.effects ?? [])
    .map((effect) => effect.type)
    .filter((type) => type !== SENT && type !== EMITTED)
    .sort();
  if (ran.join() !== expected.join()) return true;
  // The messages it sends and emits, by their events (where a sendTo goes needs the actor system: the replay checks that).
  const told = microsteps
    .flatMap(([, actions]) => actions.map(toldOf))
    .filter((message) => message !== undefined)
    .map((message) => `${message.type} ${message.event}`)
    .sort();
  const expectedTold = (expectation.effects ?? [])
    .filter((effect) => effect.type === SENT || effect.type === EMITTED)
    .map(
      (effect) =>
        `${effect.type} ${canonical(effect.type === SENT ? (effect.params as { event?: unknown } | undefined)?.event : effect.params)}`,
    )
    .sort();
  if (told.join('\n') !== expectedTold.join('\n')) return true;
  // The actors it starts, with their inputs (what a call sends: the trimmed name, the composed message).
  type Spawn = { type: string; params?: { src?: unknown; input?: unknown } };
  const started = microsteps
    .flatMap(([, actions]) => actions as Spawn[])
    .filter((action) => action.type === 'xstate.spawnChild' && typeof action.params?.src === 'string')
    .map((action) =>
      canonical(
        action.params!.input === undefined || model.system
          ? { src: action.params!.src }
          : { src: action.params!.src, input: action.params!.input },
      ),
    )
    .sort();
  // Inputs read from the system's other actors are worked out here without them: only the replay, which has them, can compare those.
  const invoked = (expectation.invokes ?? []).map((invoke) => canonical(model.system ? { src: invoke.src } : invoke)).sort();
  return started.join('\n') !== invoked.join('\n');
}

/** Every user event the model sends (its cases), for asking the oracle about events the machine does not handle. */
function userEvents(model: MachineModel, snapshot: Snapshot): EventObject[] {
  const cases = (typeof model.events === 'function' ? model.events(snapshot as never) : model.events) as readonly EventObject[];
  const children = (snapshot.children ?? {}) as Record<string, unknown>;
  return cases.filter((event) => {
    // An actor's outcome, while that actor runs: a machine that lost its onDone or onError does not take it.
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
    if (actor) return actor in children;
    // A delay the model lists (its own statement of the spec's timers): a machine that lost its `after` does not take it.
    if (event.type.startsWith('xstate.after.')) return true;
    return !event.type.startsWith('xstate.');
  });
}

export function coveringPaths(model: MachineModel): ModelPath[] {
  const { machine } = model;
  const index = transitionIndex(machine);
  const serialize = serializeFor(model);
  const events = eventsFor(model);
  const wanted = universe(machine, index);
  const covered = new Set<string>();
  const chosen: Walk[] = [];
  const cover = (walk: Walk, targets: string[]) => {
    const fresh = targets.filter((target) => !covered.has(target));
    if (fresh.length === 0) return;
    for (const target of fresh) covered.add(target);
    chosen.push(walk);
  };
  // With coverProjection the walk goes on until it has seen every projected state.
  // With an oracle it goes on until it has seen every state of the graph too: each user event the machine does
  // not take is asked about in every state (a handler a mutant removed shows only there).
  const done = () => !model.coverProjection && !model.oracle && [...wanted].every((target) => covered.has(target));

  // One frontier per input, walked level by level side by side: the shortest path to anything wins.
  let frontier: Walk[] = [];
  const seen = new Set<string>();
  for (const { name, input } of model.inputs) {
    const microsteps = getInitialMicrosteps(machine, input as never) as unknown as Microsteps;
    const snapshot = microsteps.at(-1)![0];
    const step: PathStep = { event: { type: 'xstate.init' }, value: snapshot.value, expected: serialize(snapshot) };
    const walk: Walk = {
      inputName: name,
      input,
      steps: [step],
      snapshot,
      modelState: model.oracle ? safely(() => model.oracle!.start(input).state) : undefined,
    };
    seen.add(`${name}|${step.expected}`);
    cover(walk, stepTargets(machine, index, snapshot, null, microsteps));
    frontier.push(walk);
  }
  while (frontier.length > 0 && !done()) {
    const next: Walk[] = [];
    for (const walk of frontier) {
      const { snapshot } = walk;
      if ((snapshot as unknown as { status: string }).status !== 'active') continue;
      const handled = events(snapshot);
      const handledTypes = new Set(handled.map((event) => event.type));
      // The user events the machine does not take here: the model is asked about each (see below).
      const unhandled = model.oracle ? userEvents(model, snapshot).filter((event) => !handledTypes.has(event.type)) : [];
      for (const event of [...handled, ...unhandled]) {
        if (model.allows && !model.allows(snapshot as never, event as never)) continue;
        // An event no transition takes is a step too, but leads nowhere new: when a guard refused it
        // (SUBMIT on an invalid form), or when the model expects something of it that the machine does
        // not do (a handler a change removed: the replay then fails on what the model expects).
        if (machine.getTransitionData(snapshot as never, event).length === 0) {
          const targets = stepTargets(machine, index, snapshot, event, []);
          if (expectsSomething(expectationOf(model, walk, event), snapshot))
            targets.push(`o:${walk.inputName}|${serialize(snapshot)}|${event.type}`);
          if (targets.length)
            cover({ ...walk, steps: [...walk.steps, { event, value: snapshot.value, expected: serialize(snapshot) }] }, targets);
          continue;
        }
        // The model's rules for this step, asked once: its next state, whether it disagrees, the timers it starts.
        const expectation = expectationOf(model, walk, event);
        const extended = stepOn(machine, serialize, { ...walk, modelState: expectation?.state }, event);
        const { snapshot: after, microsteps } = extended;
        const step = extended.steps.at(-1)!;
        const stays = step.expected === serialize(snapshot);
        const targets = stepTargets(machine, index, snapshot, event, microsteps);
        // The model disagrees with what the machine does here (another state, other context, other effects):
        // a step to keep, whatever else it covers (a mutant that empties a transition shows only there).
        if (disagrees(model, expectation, event, after, microsteps))
          targets.push(`o:${walk.inputName}|${serialize(snapshot)}|${JSON.stringify(event)}`);
        // Each event case at least once where the machine takes it: cases of one transition differ in what they carry (each page's flow and its input).
        targets.push(`x:${walk.inputName}|${JSON.stringify(event)}`);
        if (model.coverProjection) targets.push(`p:${walk.inputName}|${step.expected}`);
        cover(extended, targets);
        // A timer the model says this step starts again where it stays (a slide, a keystroke, the timer's own
        // firing) is let run out right after it: that it started again, not ran on from before, shows only there
        // (the replay checks where it was set, or finds none pending).
        for (const name of stays ? (expectation?.timers ?? []) : []) {
          const delayEvent = events(after).find((candidate) => candidate.type.startsWith(`xstate.after.${name}.`));
          if (!delayEvent || machine.getTransitionData(after as never, delayEvent).length === 0) continue;
          cover(stepOn(machine, serialize, extended, delayEvent), [
            `d:${walk.inputName}|${step.expected}|${JSON.stringify(event)}|${name}`,
          ]);
        }
        // A timer that repeats (a delayed transition back into its own state) is walked twice in a row: that it
        // starts again shows only at its second firing (the replay fails when no such timer is pending).
        // (Only a timer the step set again: a delayed transition that stays put without re-entering fires once.)
        if (stays && event.type.startsWith('xstate.after.') && setsAgain(microsteps, event)) {
          cover(stepOn(machine, serialize, extended, event), [`r:${walk.inputName}|${event.type}`]);
        }
        const key = `${walk.inputName}|${step.expected}`;
        if (!seen.has(key)) {
          seen.add(key);
          next.push(extended);
        }
      }
    }
    frontier = next;
  }
  return uniqueNames(dropPrefixPaths(chosen.map(toPath)));
}

/** The walk one step further by `event`, worked out with xstate's pure transition functions (without actors). */
function stepOn(
  machine: AnyStateMachine,
  serialize: (snapshot: Snapshot) => string,
  walk: Walk,
  event: EventObject,
): Walk & { microsteps: Microsteps } {
  const microsteps = getMicrosteps(machine, walk.snapshot as never, event) as unknown as Microsteps;
  const after = microsteps.at(-1)?.[0] ?? walk.snapshot;
  return { ...walk, steps: [...walk.steps, { event, value: after.value, expected: serialize(after) }], snapshot: after, microsteps };
}

/** Whether the step set its own delayed event again (a state re-entered by its `after`). */
function setsAgain(microsteps: Microsteps, event: EventObject): boolean {
  return microsteps.some(([, actions]) =>
    (actions as Array<{ type: string; params?: { event?: { type?: string } } }>).some(
      (action) => action.type === 'xstate.raise' && action.params?.event?.type === event.type,
    ),
  );
}

function safely<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
