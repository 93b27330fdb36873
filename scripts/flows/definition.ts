// A machine's definition (machine.toJSON()) as the flows export reads it:
// the state tree with each state's transitions, targets, guards and actions.
import type { AnyStateMachine } from 'xstate';

export interface TransitionJson {
  eventType: string;
  target?: Array<string | { id: string }>;
  guard?: string | { type?: string };
  actions?: Array<string | { type?: string }>;
  source: string;
}

export interface StateJson {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial?: { target: Array<string | { id: string }> };
  description?: string;
  states: Record<string, StateJson>;
  transitions: TransitionJson[];
  always?: TransitionJson[];
  entry?: Array<string | { type?: string }>;
  exit?: Array<string | { type?: string }>;
  invoke?: Array<{ id: string; src: string | { id?: string } }>;
}

/** '#dialogs.closed' → 'dialogs.closed' (a target is written as '#id', or given as the state node itself). */
export const idOf = (target: string | { id: string }) => (typeof target === 'string' ? target.replace(/^#/, '') : target.id);

/** An event as a product owner reads it: 'after 100 ms', 'loginFlow done', 'always'. */
export function eventLabel(eventType: string, delays: Record<string, unknown> = {}): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) {
    const delay = delays[after[1]!];
    return `after ${typeof delay === 'number' ? `${delay} ms` : /^\d+$/.test(after[1]!) ? `${after[1]} ms` : after[1]}`;
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} fails`;
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (stateDone) return `${stateDone[1]!.split('.').pop()} finished`;
  return eventType;
}

export const guardName = (guard: TransitionJson['guard']) => (!guard ? '' : typeof guard === 'string' ? guard : (guard.type ?? 'guard'));
export const actionNames = (actions: TransitionJson['actions'] = []) =>
  actions.map((a) => (typeof a === 'string' ? a : (a.type ?? ''))).filter((name) => name && !name.startsWith('xstate.'));

/** Every state of the tree, depth first. */
export function allStates(root: StateJson): StateJson[] {
  return [root, ...Object.values(root.states).flatMap(allStates)];
}

/** Every transition of a state: its `on`, delayed, invoke outcomes, and `always`. */
export function transitionsOf(state: StateJson): TransitionJson[] {
  return [...state.transitions, ...(state.always ?? []).map((t) => ({ ...t, eventType: '' }))];
}

/** toJSON() leaves out eventless (`always`) transitions; they are added from the state nodes. */
function withAlways(machine: AnyStateMachine, state: StateJson): StateJson {
  const node = machine.getStateNodeById(state.id) as unknown as {
    always?: Array<{ target?: Array<{ id: string }>; guard?: unknown; actions?: unknown[] }>;
  };
  const always = (node.always ?? []).map((t) => ({
    eventType: '',
    source: `#${state.id}`,
    target: (t.target ?? []).map((target) => `#${target.id}`),
    guard: typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string } | undefined)?.type ?? undefined),
    actions: (t.actions ?? []).map((a) => (typeof a === 'string' ? a : ((a as { type?: string }).type ?? 'action'))),
  }));
  return {
    ...state,
    ...(always.length ? { always } : {}),
    states: Object.fromEntries(Object.entries(state.states).map(([key, child]) => [key, withAlways(machine, child)])),
  };
}

/** A machine's definition with its eventless transitions. */
export const definitionOf = (machine: AnyStateMachine): StateJson => withAlways(machine, machine.toJSON() as unknown as StateJson);
