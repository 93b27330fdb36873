// What a machine needs to be driven in the browser: the same model the
// machine-level path tests use (inputs, event cases, projection), and for
// each event type a user action, for each state an assertion on the page.
//
// Outcomes of invoked actors (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`)
// are driven through request gates: the request an actor makes is held until
// the path reaches its outcome, so the waiting state ('submitting') can be
// asserted; then it goes to the real server (done: the answer follows from a
// real cause the adapter arranged, such as a taken username) or is cut
// (error: the network fails). Delays (`xstate.after.*`) move Playwright's clock.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { MessageKey } from '../../../server/messages';
import type { TranslationKey } from '../../../src/i18n/dictionary';
import type { Exclusions } from '../../model/exclusions';
import type { MachineModel } from '../../model/model';
import type { uiFor } from '../fixtures';
import type { Gates } from './gates';

export type Translate = (key: TranslationKey, params?: Record<string, string | number>) => string;
export type ServerText = (key: MessageKey, params?: Record<string, string | number>) => string;
/** What differs between the phone and the desktop layout (tests/e2e/fixtures.ts). */
export type PlayerUi = ReturnType<typeof uiFor>;

/** A generated path as the browser runs it (plain data: it crosses into Playwright's workers as JSON). */
export interface PlannedStep {
  event: EventObject;
  /** The state value the machine is in after the event. */
  value: unknown;
}

export interface PlannedPath {
  machine: string;
  name: string;
  inputName: string;
  steps: PlannedStep[];
}

export interface StepContext<Data> {
  page: Page;
  request: APIRequestContext;
  t: Translate;
  s: ServerText;
  ui: PlayerUi;
  path: PlannedPath;
  /** Index of the current step in path.steps. */
  index: number;
  /** What the adapter's start created: a player, a game, the dialog's locator… */
  data: Data;
  gates: Gates;
  /** The next outcome of actor `id` after the current step, if the path has one (to arrange its real cause). */
  upcoming(id: string): ModelEvent | undefined;
}

/** A generated event: its payload is whatever the model's event case holds. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads differ per machine; each adapter reads its own
export type ModelEvent = EventObject & Record<string, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the catalogue holds adapters of every data type
export type AnyAdapter = BrowserAdapter<any>;

export type EventAction<Data> = (ctx: StepContext<Data>, event: ModelEvent) => Promise<void>;
export type StateCheck<Data> = (ctx: StepContext<Data>) => Promise<void>;

/** Where an invoked actor's call goes: its request is held until the path settles it. */
export interface GateSpec {
  /** Glob or RegExp of the request URL, as page.route takes it. */
  url: string | RegExp;
  method?: 'GET' | 'POST';
  /** Only requests whose JSON body passes (several actors may share one URL). */
  body?: (body: Record<string, unknown>) => boolean;
  /** Only requests that pass (a resource type, the frame that asks). */
  accept?: (request: Request) => boolean;
}

export interface BrowserAdapter<Data = unknown> {
  /** The machine's id (machines/<id>.machine.ts), as in coverage/model-coverage.json. */
  id: string;
  model: MachineModel;
  /** The model inputs the page can start from (default: all); list what the others would add in `excluded`. */
  inputs?: string[];
  /** A phone (390 px, touch) instead of the 1280 px desktop. */
  phone?: boolean;
  /** Paths this adapter cannot drive, with the reason (test names and the plan say why they are skipped). */
  undrivable?(path: PlannedPath): string | null;
  /** What a path shows that the plan must include at least once besides its states and transitions ('Hub88 plays and exits'). */
  goals?(path: PlannedPath): string[];
  /** Events the page offers in a state (default: every event the machine takes); paths are generated within them. */
  allows?: (value: unknown, event: ModelEvent, context: Record<string, unknown>) => boolean;
  /** Whether the page does `event` and `next` in one go (a login and the end of the login flow): the step after checks both. */
  joinsNext?(event: ModelEvent, next: ModelEvent): boolean;
  /** Pause Playwright's clock once the page is open: every delay in the path is then run with clock.runFor. */
  pausedClock?: boolean;
  /** Fresh data for one path and the page opened at the machine's initial state. */
  start(ctx: StepContext<undefined>): Promise<Data>;
  /** Per invoked actor id: its request, or the id of another actor whose gate it shares (same call). */
  gates?: Record<string, GateSpec | string>;
  events: Record<string, EventAction<Data>>;
  /** Keyed by a leaf state's path ('form.countries.loaded'); every leaf the paths reach needs one. */
  states: Record<string, StateCheck<Data>>;
  /** Transitions (and states) the browser cannot take, each with the reason. */
  excluded?: Exclusions;
}

export function defineAdapter<Data>(adapter: BrowserAdapter<Data>): BrowserAdapter<Data> {
  return adapter;
}
