import { createActor, fromCallback, type ActorRef, type AnyActorRef, type EventObject, type Snapshot } from 'xstate';

/**
 * The long-lived actors of the system, by the systemId app.machine.ts spawns
 * each with (the session invokes the reality check's slot): the one map the
 * targets of `sendTo`, the contexts machines read, the app's typed lookups
 * (src/app/systemActors.ts) and the tests' stand-ins derive from.
 *
 * Each machine adds its own entry beside its declaration, by module
 * augmentation (TanStack Router's `Register` idea), so this file imports no
 * machine and a machine tells another one something without importing it:
 *
 *   declare module './system' {
 *     interface SystemActors { dialogs: Registered<DialogsEvent> }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each machine's `declare module`
export interface SystemActors {}

/** A long-lived actor's entry: the events it takes from others, and the context others may read when a flow starts. */
export interface Registered<TEvent extends EventObject, TContext = never> {
  event: TEvent;
  context: TContext;
}

export type SystemId = keyof SystemActors;

/**
 * The ids at run time, in app.machine.ts's spawning order. The compile-time
 * check below fails when a machine registers an id this list lacks.
 */
export const SYSTEM_IDS = [
  'toasts',
  'cms',
  'bootstrap',
  'notifications',
  'dialogs',
  'favourites',
  'session',
  'topNotification',
  'mobileNav',
  'popup',
  'liveChat',
  'languageSwitch',
  'realityCheck',
] as const satisfies readonly SystemId[];

type Unlisted = Exclude<SystemId, (typeof SYSTEM_IDS)[number]>;
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check only
const everyRegisteredIdIsListed: [Unlisted] extends [never] ? true : { unlisted: Unlisted } = true;

/** An actor of the system as another machine sees it: what it takes. */
export type SystemActorRef<Id extends SystemId> = ActorRef<Snapshot<unknown>, SystemActors[Id]['event']>;

/**
 * Where an event for an actor the system does not hold goes: nowhere. XState
 * sends an event whose target resolves to nothing to the sender itself, so a
 * CLOSE meant for a missing actor would close the sender (the dialogs telling
 * a popup that never loaded). In the app every target is spawned before any
 * machine that tells it (app.machine.ts's order); a machine run alone (a unit
 * test) has none, and a model test that forgets a stand-in sees its event go
 * to `nowhere` instead of the id the model names.
 */
const nowhere = createActor(
  fromCallback(() => undefined),
  { id: 'nowhere' },
);
nowhere.start();

/**
 * The target of a `sendTo` that tells another long-lived actor by its system
 * id: `sendTo(inSystem('notifications'), { type: 'REFRESH' })`, the event
 * checked against what that actor registered. XState works the target out
 * when it computes the step, so the actor must be in the system by then (the
 * app spawns them in that order; the model replay puts its stand-ins there
 * before the machine is created).
 */
export const inSystem =
  <Id extends SystemId>(id: Id) =>
  ({ system }: { system: { get(id: string): AnyActorRef | undefined } }): SystemActorRef<Id> =>
    // The one cast of these lookups: XState's system is untyped by id.
    (system.get(id) ?? nowhere) as SystemActorRef<Id>;

/** The actor's parent, as sendParent's target, or `nowhere` when it runs alone (a path walk has no parent, and sendParent would throw). */
export const parentOf = ({ self }: { self: AnyActorRef }): AnyActorRef => self._parent ?? nowhere;

/**
 * Another long-lived actor's context, read when a flow starts (the dialogs
 * hand a flow the player's phone, name or the trial bonus; a page its phone),
 * or undefined when the system has no such actor (a machine run alone).
 * tests/ui/systemActors.test.tsx holds the ids to the running app.
 */
export function contextOf<Id extends SystemId>(self: AnyActorRef, id: Id): SystemActors[Id]['context'] | undefined {
  return (self.system.get(id) as AnyActorRef | undefined)?.getSnapshot()?.context as SystemActors[Id]['context'] | undefined;
}
