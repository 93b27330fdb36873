// What a machine's path tests need besides the machine: the inputs to start
// from, the event cases (payloads that pass and fail each guard, actor outputs
// and errors) and a projection of context that keeps the graph small.
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

export interface ModelInput<TMachine extends AnyStateMachine> {
  /** Names the starting situation in test names ('visitor', 'marker stored'). */
  name: string;
  input: InputFrom<TMachine>;
}

export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The catalogue id (machines/index.ts). */
  id: string;
  machine: TMachine;
  /** Each input is its own graph; at least one. */
  inputs: readonly ModelInput<TMachine>[];
  /**
   * Event cases. Event types the machine handles that are not listed here are
   * still explored with a bare `{ type }` (that is how `after` delays appear),
   * so list every event that needs a payload, including
   * `xstate.done.actor.<id>` with `output` and `xstate.error.actor.<id>` with `error`.
   */
  events: readonly EventFromLogic<TMachine>[] | ((snapshot: SnapshotFrom<TMachine>) => readonly EventFromLogic<TMachine>[]);
  /**
   * The part of context that matters to the flow; the state value is always
   * kept. Defaults to the whole context. Keep it small, or the graph explodes.
   */
  project?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** Invoked actors to keep real instead of stubbing (child machines). */
  realActors?: readonly string[];
  /**
   * Leaves events out of the graph where they cannot happen (the browser
   * adapters: a field that is not on the current step's form). Default: all.
   */
  allows?: (snapshot: SnapshotFrom<TMachine>, event: EventFromLogic<TMachine>) => boolean;
  /** Also generate every simple path (default true; turn off for large graphs). */
  simplePaths?: boolean;
}

export function defineModel<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): MachineModel<TMachine> {
  return model;
}
