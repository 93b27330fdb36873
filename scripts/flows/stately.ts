// Stately's view of the machines, for product owners (issue 22, item 5):
// - what Stately's extractor (@xstate/machine-extractor, the parser behind
//   Stately's editor integrations) reads from a source file, as a graph of
//   state ids and transitions;
// - the same graph of a real machine (its definition), to compare;
// - a machine written back as a `createMachine({...})` config, the code
//   Stately Studio's "Import from code" takes (flows/<id>.machine.js).
import Module, { createRequire } from 'node:module';
import { allStates, guardName, idOf, transitionsOf, type StateJson, type TransitionJson } from './definition';

/** A statechart as both sides can state it: every state id, and every event's candidate transitions in order. */
export interface FlowGraph {
  states: string[];
  transitions: string[];
}

interface ExtractedResult {
  toConfig(): ExtractedState | undefined;
}
interface Extractor {
  extractMachinesFromFile(source: string): { machines: Array<ExtractedResult | undefined> } | null;
}

let extractor: Extractor | undefined;

/**
 * The extractor is built for XState 4 and requires `xstate/lib/actions` and
 * `xstate/lib/types` when it loads; the site runs XState 5, whose package
 * exports neither. Those two requests go to XState 4, installed as
 * `xstate-v4` for this alone; nothing else sees it.
 */
export function statelyExtractor(): Extractor {
  if (extractor) return extractor;
  const loader = Module as unknown as { _resolveFilename(request: string, ...rest: unknown[]): string };
  const resolve = loader._resolveFilename;
  loader._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
    return resolve.call(this, request.startsWith('xstate/lib/') ? `xstate-v4/${request.slice('xstate/'.length)}` : request, ...rest);
  };
  try {
    extractor = createRequire(import.meta.url)('@xstate/machine-extractor') as Extractor;
  } finally {
    loader._resolveFilename = resolve;
  }
  return extractor;
}

/** The machine configs Stately's extractor finds in a source file (quiet: it warns about every dynamic value it skips). */
export function extractConfigs(source: string): ExtractedState[] {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return (statelyExtractor().extractMachinesFromFile(source)?.machines ?? []).map((m) => m?.toConfig()).filter((c): c is ExtractedState => !!c);
  } finally {
    console.warn = warn;
  }
}

const describe = (source: string, event: string, candidates: string[]) => `${source} --${event || 'always'}--> ${candidates.join(' | ')}`;
const candidate = (guard: string, targets: string[]) => `${guard ? `[${guard}] ` : ''}${targets.length ? targets.join(', ') : '(stays)'}`;

/** The graph of a real machine's definition (scripts/flows/definition.ts reads it with its eventless transitions). */
export function graphOfDefinition(root: StateJson): FlowGraph {
  const transitions: string[] = [];
  for (const state of allStates(root)) {
    const byEvent = new Map<string, TransitionJson[]>();
    for (const t of transitionsOf(state)) byEvent.set(t.eventType, [...(byEvent.get(t.eventType) ?? []), t]);
    for (const [event, list] of byEvent) {
      transitions.push(describe(state.id, event, list.map((t) => candidate(guardName(t.guard), (t.target ?? []).map(idOf)))));
    }
  }
  return { states: allStates(root).map((s) => s.id).sort(), transitions: transitions.sort() };
}

// ---- What the extractor gives (an XState 4 style config) ----

type Many<T> = T | T[];
type ExtractedTransition = string | { target?: Many<string>; cond?: { type?: string }; guard?: { type?: string } | string };
interface ExtractedInvoke {
  id?: string;
  src?: unknown;
  onDone?: Many<ExtractedTransition>;
  onError?: Many<ExtractedTransition>;
}
export interface ExtractedState {
  id?: string;
  type?: string;
  initial?: string;
  states?: Record<string, ExtractedState>;
  on?: Record<string, Many<ExtractedTransition>>;
  after?: Record<string, Many<ExtractedTransition>>;
  always?: Many<ExtractedTransition>;
  onDone?: Many<ExtractedTransition>;
  invoke?: Many<ExtractedInvoke>;
}

interface Node {
  id: string;
  path: string[];
  config: ExtractedState;
  parent?: Node;
}

const list = <T>(value: Many<T> | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The graph of a config as Stately's extractor read it: ids and targets resolved as XState resolves them. */
export function graphOfExtracted(root: ExtractedState): FlowGraph {
  const nodes: Node[] = [];
  const rootId = root.id ?? 'machine';
  // XState's default id is the machine's id and the path, whatever ids the ancestors have.
  const walk = (config: ExtractedState, path: string[], parent?: Node) => {
    const node: Node = { id: config.id ?? [rootId, ...path].join('.'), path, config, parent };
    nodes.push(node);
    for (const [key, child] of Object.entries(config.states ?? {})) walk(child, [...path, key], node);
  };
  walk(root, []);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const byPath = new Map(nodes.map((n) => [n.path.join('.'), n]));
  const resolve = (source: Node, target: string): string => {
    const found = target.startsWith('#')
      ? byPath.get([...byId.get(target.slice(1).split('.')[0]!)!.path, ...target.slice(1).split('.').slice(1)].join('.'))
      : target.startsWith('.')
        ? byPath.get([...source.path, ...target.slice(1).split('.')].join('.'))
        : byPath.get([...(source.parent?.path ?? []), ...target.split('.')].join('.'));
    return found?.id ?? `(unresolved ${target})`;
  };
  const candidates = (source: Node, value: Many<ExtractedTransition> | undefined) =>
    list(value).map((t) => {
      const transition = typeof t === 'string' ? { target: t } : t;
      const guard = transition.cond ?? transition.guard;
      return candidate(typeof guard === 'string' ? guard : (guard?.type ?? ''), list(transition.target).map((target) => resolve(source, target)));
    });
  const transitions: string[] = [];
  for (const node of nodes) {
    const { config } = node;
    const events: Array<[string, string[]]> = [
      ...Object.entries(config.on ?? {}).map(([event, value]): [string, string[]] => [event, candidates(node, value)]),
      ...Object.entries(config.after ?? {}).map(([delay, value]): [string, string[]] => [`xstate.after.${delay}.${node.id}`, candidates(node, value)]),
      ...list(config.invoke).flatMap((invoke): Array<[string, string[]]> => [
        [`xstate.done.actor.${invoke.id}`, candidates(node, invoke.onDone)],
        [`xstate.error.actor.${invoke.id}`, candidates(node, invoke.onError)],
      ]),
      [`xstate.done.state.${node.id}`, candidates(node, config.onDone)],
      ['', candidates(node, config.always)],
    ];
    for (const [event, found] of events) if (found.length) transitions.push(describe(node.id, event, found));
  }
  return { states: nodes.map((n) => n.id).sort(), transitions: transitions.sort() };
}

// ---- A machine as code for Stately Studio's "Import from code" ----

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Named = string | { type?: string; params?: unknown };

/** An implementation by its name, with its params when they are plain data (dynamic params are functions: left out). */
function named(value: Named): Json {
  if (typeof value === 'string') return value;
  // An inline built-in (assign, raise, spawnChild…) has no name of its own: say what it is.
  if (value.type?.startsWith('xstate.')) return `${value.type.slice('xstate.'.length)} (inline)`;
  const params = value.params;
  const plain = params !== undefined && typeof params !== 'function' && JSON.stringify(params) !== undefined;
  return plain ? { type: value.type ?? '', params: JSON.parse(JSON.stringify(params)) as Json } : (value.type ?? '');
}

interface FullTransition extends TransitionJson {
  reenter?: boolean;
  description?: string;
}

function stateAsConfig(state: StateJson, path: string[], parent: StateJson | undefined, byId: Map<string, { state: StateJson; parent?: StateJson }>, rootId: string): Record<string, Json> {
  // A sibling by its key, anything else by its id ('#session.loggedIn.balance').
  const targetOf = (target: string | { id: string }) => {
    const found = byId.get(idOf(target));
    return found && parent && found.parent === parent ? found.state.key : `#${idOf(target)}`;
  };
  const transition = (t: FullTransition): Json => {
    const out: Record<string, Json> = {};
    if (t.target?.length) out.target = t.target.length === 1 ? targetOf(t.target[0]!) : t.target.map(targetOf);
    if (t.guard) out.guard = named(t.guard);
    const actions = (t.actions ?? []).map(named);
    if (actions.length) out.actions = actions;
    if (t.reenter) out.reenter = true;
    if (t.description) out.description = t.description;
    return out;
  };
  const transitions = (ts: FullTransition[]): Json => (ts.length === 1 ? transition(ts[0]!) : ts.map(transition));

  const config: Record<string, Json> = {};
  // XState's default id: the machine's id and the path.
  const defaultId = [rootId, ...path].join('.');
  if (state.id !== defaultId) config.id = state.id;
  if (state.description) config.description = state.description;
  if (state.type === 'parallel' || state.type === 'final' || state.type === 'history') config.type = state.type;
  const history = (state as unknown as { history?: string | false }).history;
  if (state.type === 'history' && history) config.history = history;
  const initial = state.initial?.target?.[0];
  if (initial && state.type === 'compound') config.initial = byId.get(idOf(initial))!.state.key;
  // A delayed transition is a raise on entry and a cancel on exit inside XState; `after` already says it.
  const delayed = state.transitions.some((t) => t.eventType.startsWith('xstate.after.'));
  const byDelay = (type: string) => (action: Named) => !(delayed && typeof action === 'object' && action.type === type);
  const entry = (state.entry ?? []).filter(byDelay('xstate.raise')).map(named);
  if (entry.length) config.entry = entry;
  const exit = (state.exit ?? []).filter(byDelay('xstate.cancel')).map(named);
  if (exit.length) config.exit = exit;

  const grouped = new Map<string, FullTransition[]>();
  for (const t of state.transitions as FullTransition[]) grouped.set(t.eventType, [...(grouped.get(t.eventType) ?? []), t]);
  const invokes = (state.invoke ?? []).map((invoke) => {
    const out: Record<string, Json> = { id: invoke.id, src: typeof invoke.src === 'string' ? invoke.src : (invoke.src.id ?? invoke.id) };
    for (const [key, event] of [
      ['onDone', `xstate.done.actor.${invoke.id}`],
      ['onError', `xstate.error.actor.${invoke.id}`],
    ] as const) {
      const ts = grouped.get(event);
      if (ts) out[key] = transitions(ts);
      grouped.delete(event);
    }
    return out;
  });
  if (invokes.length) config.invoke = invokes.length === 1 ? invokes[0]! : invokes;
  const done = grouped.get(`xstate.done.state.${state.id}`);
  grouped.delete(`xstate.done.state.${state.id}`);
  const after: Record<string, Json> = {};
  const on: Record<string, Json> = {};
  for (const [event, ts] of grouped) {
    const delay = event.startsWith('xstate.after.') && event.endsWith(`.${state.id}`) ? event.slice('xstate.after.'.length, -(state.id.length + 1)) : null;
    if (delay !== null) after[delay] = transitions(ts);
    else on[event] = transitions(ts);
  }
  if (Object.keys(on).length) config.on = on;
  if (Object.keys(after).length) config.after = after;
  if (done) config.onDone = transitions(done);
  if (state.always?.length) config.always = transitions(state.always as FullTransition[]);
  if (Object.keys(state.states).length) {
    config.states = Object.fromEntries(Object.entries(state.states).map(([key, child]) => [key, stateAsConfig(child, [...path, key], state, byId, rootId)]));
  }
  return config;
}

/** The machine as `createMachine({...})` source, its implementations by name (what Stately Studio imports from code). */
export function machineAsCode(root: StateJson, origin: string): string {
  const byId = new Map<string, { state: StateJson; parent?: StateJson }>();
  const index = (state: StateJson, parent?: StateJson) => {
    byId.set(state.id, { state, parent });
    for (const child of Object.values(state.states)) index(child, state);
  };
  index(root);
  const config = { id: root.id, ...stateAsConfig(root, [], undefined, byId, root.id) };
  return [
    `// ${root.id}: generated by \`npm run flows:export\` from ${origin}. Do not edit.`,
    '// Stately Studio: "Import from code" and paste this file. Guards, actions, actors and',
    '// delays are named only; their code is in the source file and src/app/flows/.',
    "import { createMachine } from 'xstate';",
    '',
    `export const ${root.id}Machine = createMachine(${JSON.stringify(config, null, 2)});`,
    '',
  ].join('\n');
}
