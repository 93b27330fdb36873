// Path generation with xstate/graph. For every input of a model:
// - shortest paths: one to every distinct (projected) state;
// - simple paths: every path that visits no state twice;
// - transition paths: the shortest path to each state plus each transition
//   out of it, so back edges (RESEND back to counting) are walked too, which
//   neither of the first two kinds guarantees.
// Paths that are a prefix of a longer path are dropped: the longer one checks
// every state the shorter one would.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type AdjacencyMap, type StatePath } from 'xstate/graph';
import { describeEvent } from './describeEvent';
import type { MachineModel } from './model';
import { activeNodes } from './universe';

export interface PathStep {
  /** The event that leads to this step; the first step is `xstate.init`. */
  event: EventObject;
  /** The state value the machine must be in after the event. */
  value: StateValue;
  /** The projection (value plus the context that matters) it must have. */
  expected: string;
}

export type PathKind = 'shortest' | 'simple' | 'transition';

export interface ModelPath {
  name: string;
  kind: PathKind;
  inputName: string;
  input: unknown;
  steps: PathStep[];
}

type Snapshot = AnyMachineSnapshot;
type AnyPath = StatePath<Snapshot, EventObject>;

export function serializeFor(model: MachineModel) {
  return (snapshot: Snapshot): string =>
    JSON.stringify({ value: snapshot.value, context: model.project ? model.project(snapshot) : snapshot.context });
}

function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child && Object.keys(child).length ? `${key}.${stateLabel(child as StateValue)}` : key))
    .join(' + ');
}

function toModelPath(model: MachineModel, inputName: string, input: unknown, kind: PathKind, path: AnyPath): ModelPath {
  const serialize = serializeFor(model);
  const steps: PathStep[] = path.steps.map((step) => ({
    event: step.event,
    value: step.state.value,
    expected: serialize(step.state),
  }));
  // xstate/graph starts every path with the initial state reached by xstate.init.
  if (steps.length === 0 || steps[0]!.event.type !== 'xstate.init') {
    throw new Error(`${model.id}: expected paths to start with xstate.init`);
  }
  const events = steps.slice(1).map((s) => describeEvent(s.event));
  const route = events.length ? events.join(' → ') : 'start';
  return {
    name: `[${inputName}] ${route} ⇒ ${stateLabel(path.state.value)}`,
    kind,
    inputName,
    input,
    steps,
  };
}

/**
 * The events to try in a state: every event type its active nodes handle
 * (delays and actor outcomes included), with the model's cases where it has
 * them and a bare `{ type }` where it does not. xstate/graph does this itself
 * only when no `events` option is given; given one, its option merge lets the
 * raw list replace the per-state lookup, and delays disappear from the graph.
 */
export function eventsFor(model: MachineModel) {
  return (snapshot: Snapshot): EventObject[] => {
    const cases = (typeof model.events === 'function' ? model.events(snapshot) : model.events) as readonly EventObject[];
    const handled = new Set(activeNodes(model.machine, snapshot).flatMap((node) => node.ownEvents));
    return [...handled].flatMap((type) => {
      const matching = cases.filter((event) => event.type === type);
      return matching.length ? matching : [{ type }];
    });
  };
}

function traversalOptions(model: MachineModel, input: unknown) {
  return {
    input,
    events: eventsFor(model) as never,
    serializeState: serializeFor(model) as never,
    // Guards are respected: an event no transition accepts is not a step.
    // (Not snapshot.can(): it is false for a transition that only blocks an
    // event, such as re-opening an open dialog, and that must be walked too.)
    // A machine that has reached its final state takes no more events (its actor has stopped:
    // an event then is one XState warns about, and no page could send it).
    filterEvents: (snapshot: Snapshot, event: EventObject) =>
      (snapshot as unknown as { status: string }).status === 'active' &&
      snapshot.machine.getTransitionData(snapshot as never, event).length > 0 &&
      (model.allows?.(snapshot as never, event as never) ?? true),
  };
}

function transitionPaths(machine: AnyStateMachine, options: ReturnType<typeof traversalOptions>, shortest: AnyPath[]): AnyPath[] {
  const serialize = options.serializeState as unknown as (s: Snapshot) => string;
  const byState = new Map(shortest.map((p) => [serialize(p.state), p]));
  const adjacency = getAdjacencyMap(machine, options as never) as AdjacencyMap<Snapshot, EventObject>;
  const paths: AnyPath[] = [];
  for (const [stateKey, { transitions }] of Object.entries(adjacency)) {
    const head = byState.get(stateKey);
    if (!head) continue;
    for (const { event, state } of Object.values(transitions) as Array<{ event: EventObject; state: Snapshot }>) {
      paths.push({
        state,
        steps: [...head.steps, { event, state }],
        weight: head.weight + 1,
      });
    }
  }
  return paths;
}

const eventKey = (path: ModelPath) => JSON.stringify([path.inputName, path.steps.map((s) => s.event)]);

/** Drops paths whose events are a prefix of another path's (of the same input). */
export function dropPrefixPaths(paths: ModelPath[]): ModelPath[] {
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: ModelPath[] = [];
  const seen = new Set<string>();
  for (const path of sorted) {
    const key = eventKey(path);
    if (seen.has(key)) continue;
    const isPrefix = kept.some(
      (longer) =>
        longer.inputName === path.inputName &&
        path.steps.every((step, i) => JSON.stringify(step.event) === JSON.stringify(longer.steps[i]?.event)),
    );
    if (isPrefix) continue;
    seen.add(key);
    kept.push(path);
  }
  return kept;
}

/**
 * Every shortest, simple and transition path of every input: the candidates
 * the browser planner (tests/e2e/model/plan.ts) chooses from, where a path
 * the page cannot drive must have alternatives.
 */
export function generateAllPaths(model: MachineModel): ModelPath[] {
  const all: ModelPath[] = [];
  for (const { name, input } of model.inputs) {
    const options = traversalOptions(model, input);
    const shortest = getShortestPaths(model.machine, options as never) as AnyPath[];
    const simple = model.simplePaths === false ? [] : (getSimplePaths(model.machine, options as never) as AnyPath[]);
    const viaTransitions = transitionPaths(model.machine, options, shortest);
    all.push(
      ...shortest.map((p) => toModelPath(model, name, input, 'shortest', p)),
      ...simple.map((p) => toModelPath(model, name, input, 'simple', p)),
      ...viaTransitions.map((p) => toModelPath(model, name, input, 'transition', p)),
    );
  }
  return uniqueNames(dropPrefixPaths(all));
}

/** Test names must be unique even when two inputs walk the same events. */
export function uniqueNames(kept: ModelPath[]): ModelPath[] {
  const counts = new Map<string, number>();
  return kept.map((path) => {
    const n = (counts.get(path.name) ?? 0) + 1;
    counts.set(path.name, n);
    return n === 1 ? path : { ...path, name: `${path.name} (#${n})` };
  });
}
