// The long-lived actors of the system by their systemId, typed: what
// `system.get(id)` returns for each (machines/app.machine.ts spawns them with
// these ids; the session invokes the reality check's slot). Effects reach
// them through `actor(system, id)`, and an event sent to one is checked
// against its machine's events. tests/ui/systemActors.test.tsx holds the
// ids to the running app.
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { bootstrapMachine } from '../../machines/bootstrap.machine';
import type { cmsMachine } from '../../machines/cms.machine';
import type { dialogsMachine } from '../../machines/dialogs.machine';
import type { favouritesMachine } from '../../machines/favourites.machine';
import type { languageSwitchMachine } from '../../machines/languageSwitch.machine';
import type { lazyFlowMachine } from '../../machines/lazyFlow.machine';
import type { mobileNavMachine } from '../../machines/mobileNav.machine';
import type { notificationsMachine } from '../../machines/notifications.machine';
import type { sessionMachine } from '../../machines/session.machine';
import type { toastsMachine } from '../../machines/toasts.machine';
import type { topNotificationMachine } from '../../machines/topNotification.machine';
import type { SystemId } from '../../machines/system';

type Lazy = ActorRefFrom<typeof lazyFlowMachine>;

/**
 * Each long-lived actor with its machine's type, keyed by the ids machines/system.ts
 * lists (a key missing here or extra is a compile error below).
 */
export interface SystemActors {
  session: ActorRefFrom<typeof sessionMachine>;
  dialogs: ActorRefFrom<typeof dialogsMachine>;
  favourites: ActorRefFrom<typeof favouritesMachine>;
  toasts: ActorRefFrom<typeof toastsMachine>;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  topNotification: ActorRefFrom<typeof topNotificationMachine>;
  languageSwitch: ActorRefFrom<typeof languageSwitchMachine>;
  mobileNav: ActorRefFrom<typeof mobileNavMachine>;
  bootstrap: ActorRefFrom<typeof bootstrapMachine>;
  cms: ActorRefFrom<typeof cmsMachine>;
  /** Lazily loaded flows' slots: their running flow is `runningFlow(slot)`. */
  popup: Lazy;
  liveChat: Lazy;
  realityCheck: Lazy;
}

export { SYSTEM_IDS, type SystemId } from '../../machines/system';

type Mismatched = Exclude<keyof SystemActors, SystemId> | Exclude<SystemId, keyof SystemActors>;
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check only
const sameIdsAsTheMachines: [Mismatched] extends [never] ? true : { mismatched: Mismatched } = true;

/**
 * A long-lived actor by its systemId, with its machine's type. The one cast
 * of the registry: XState's system is untyped by id, and the ids are the
 * ones app.machine.ts and session.machine.ts give (the test above checks).
 */
export const actor = <K extends SystemId>(system: unknown, id: K): SystemActors[K] | undefined =>
  (system as { get(id: string): AnyActorRef | undefined }).get(id) as SystemActors[K] | undefined;
