// What a machine's path tests need besides the machine: the inputs to start
// from, the event cases (payloads that pass and fail each guard, actor outputs
// and errors) and a projection of context that keeps the graph small.
import type { AnyStateMachine, EventFromLogic, EventObject, InputFrom, SnapshotFrom, StateValue } from 'xstate';

export interface ModelInput<TMachine extends AnyStateMachine> {
  /** Names the starting situation in test names ('visitor', 'marker stored'). */
  name: string;
  input: InputFrom<TMachine>;
}

export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine's id, its file's name (machines/<id>.machine.ts). */
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
   * What a stubbed actor holds as its context, from its input, where the
   * machine reads it through the system (the app reads the session's phone
   * for the phone page): a stub is a promise, which has none of its own.
   */
  stubContexts?: Record<string, (input: unknown) => unknown>;
  /**
   * Leaves events out of the graph where they cannot happen (the browser
   * adapters: a field that is not on the current step's form). Default: all.
   */
  allows?: (snapshot: SnapshotFrom<TMachine>, event: EventFromLogic<TMachine>) => boolean;
  /** Also generate every simple path (default true; turn off for large graphs). */
  simplePaths?: boolean;
  /**
   * Also cover every distinct projected state (value and `project`'s context),
   * not only every state node, transition, guard and effect: for models
   * whose projection names cases the oracle must see (a username typed with
   * spaces, sent trimmed). Keep the projection small.
   */
  coverProjection?: boolean;
  /**
   * The model's own rules (issue 22): a small, independent statement of what
   * the machine must do, checked at every step of every replayed path. Unlike
   * the step's expected state (which xstate/graph computes by walking the
   * machine itself), nothing here is read from the machine under test.
   */
  oracle?: Oracle<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each model keeps its own state shape
  /**
   * What must be true in a state, whatever led there: keyed by state id
   * ('login.submitting'), checked whenever that state is active. Return a
   * sentence saying what is wrong, or nothing.
   */
  invariants?: Record<string, (snapshot: SnapshotFrom<TMachine>) => string | undefined | void>;
  /**
   * The states (ids, as `invariants` name them) that carry each tag the views
   * read: `busy` where the player's request is on its way, so the view shows
   * the form busy; what the dialogs show besides their flows; a lazy slot's
   * status. The machine must tag exactly these (checked at every step, both
   * ways), and a tag the machine uses needs its list here.
   */
  tags?: Record<string, readonly string[]>;
  /**
   * Where the flow ends (the model's own statement, as its oracle names the
   * states): after a step the oracle puts there the machine must have
   * finished, and anywhere else it must run on.
   */
  finals?: readonly string[];
  /**
   * How long the machine's named delays must be (the spec's timers), in ms
   * or worked out from the snapshot they start in: the replay checks the
   * machine's own length against this before it moves the clock.
   */
  delays?: Record<string, number | ((snapshot: SnapshotFrom<TMachine>) => number)>;
  /**
   * The other long-lived actors the machine reads from its system
   * (`system.get(id).getSnapshot().context`), by system id: the replay puts
   * a stand-in holding this context there. The path walk works without them,
   * so where what the machine reads matters, the replay is what checks it.
   */
  system?: Record<string, unknown> | ((input: unknown) => Record<string, unknown>);
}

/** An effect the machine leaves to src/: a named action with its params. */
export interface Effect {
  type: string;
  params?: unknown;
}
/** An actor the machine starts: its implementation's name and its input. */
export interface Invocation {
  src: string;
  input?: unknown;
}

/** What one step must do by the model's rules. */
export interface Expectation<S> {
  /** The model's state after the step. */
  state: S;
  /** Every effect the step must run (all of them: one more or one less fails), in any order. */
  effects?: Effect[];
  /** Every actor the step must start, with its input (all of them). */
  invokes?: Invocation[];
  /** A state the machine must be in after the step (partial values allowed, as snapshot.matches takes them). */
  value?: StateValue;
  /** Values the machine's context must hold after the step (only the keys given). */
  context?: Record<string, unknown>;
  /** Whether the machine must have finished (reached a final state) after the step; unchecked when left out. */
  done?: boolean;
  /** What a finished machine must give its parent (its output); unchecked when left out. */
  output?: unknown;
  /**
   * The named delays (as in setup's `delays`) this step starts or starts
   * again: a slide waits the whole autoplay delay again, a keystroke the
   * whole debounce. Once a model names a delay here, the replay checks that
   * the timer that fires for it was set at the step the model last named it.
   */
  timers?: string[];
}

/**
 * A model of the machine in plain code: its own state (what the spec says
 * matters: the form's fields, whether a request is on its way…) and, for each
 * event, what must happen. `start` is the machine's start.
 */
export interface Oracle<S> {
  start(input: unknown): Expectation<S>;
  step(state: S, event: EventObject): Expectation<S>;
}

export function defineOracle<S>(oracle: Oracle<S>): Oracle<S> {
  return oracle;
}

export function defineModel<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): MachineModel<TMachine> {
  return model;
}
