// Effects several flows share: reaching another actor of the system, toasts
// with what the server said, and the data of a call. Used by appActors.ts and
// by the lazily loaded flows in flows/.
import { waitFor, type ActorSystem, type AnyActorRef } from 'xstate';
import type { ToastRequest } from '../../machines/toasts.machine';
import type { CallName, CallRequest, CallResponse } from '../../contract/calls';
import { apiErrorMessageKey } from '../../contract/errors';
import type { Services } from './services';
import { actor } from './systemActors';

export type System = ActorSystem<never>;
type WithSystem = { system: unknown };

export { actor } from './systemActors';
/** The flow a lazyFlow actor runs once its code has loaded (machines/lazyFlow.machine.ts). */
export const runningFlow = (lazy: AnyActorRef | undefined): AnyActorRef | undefined =>
  (lazy?.getSnapshot() as { context?: { flow?: AnyActorRef | null } } | undefined)?.context?.flow ?? undefined;
/**
 * Sends an event to another actor once the current step is done, not from
 * inside the effect that asks for it. An actor that takes an event inside
 * another actor's effect runs its own step there, and XState (5.x) then
 * warns about every action that step builds (enqueueActions' creators, a
 * spawned machine's initial context: statelyai/xstate#5343). The warnings are
 * spurious, but a test run that prints one fails
 * (tests/support/failOnXstateWarnings.ts), so that real ones are seen; and
 * an effect that finishes before the next actor starts is easier to follow.
 */
export function tell<A extends AnyActorRef>(target: A | undefined, event: Parameters<A['send']>[0]): void {
  if (target) queueMicrotask(() => target.send(event));
}

/** Shows a toast (after the current step: `tell`). */
export const toast = (system: unknown, request: ToastRequest) => tell(actor(system, 'toasts'), { type: 'SHOW', toast: request });

/**
 * The server refused a call whose data a flow needs (`success: false`): the
 * call did not fail, and its message is the player's to read. Calls whose
 * answer a machine judges itself (accepted or refused, machines/answers.ts)
 * resolve with the answer instead; only `dataOf` throws this.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
}

/** The data of a successful call; a refusal (`success: false`) rejects with a Refusal carrying its message. */
export async function dataOf<N extends CallName>(services: Services, name: N, payload?: CallRequest<N>) {
  const response = (await services.api.call(name, payload)) as CallResponse<N> & { success: boolean; message: string; data?: unknown };
  if (!response.success) throw new Refusal(response.message);
  return response.data as Extract<CallResponse<N>, { success: true }>['data'];
}

/*
 * A toast's id stops the same message from showing twice at once (spec
 * section 9: a duplicate id is ignored). It names the message, not only the
 * flow: a refusal followed within 4 s by a different refusal or outcome
 * must show too (issue 21: a refused withdrawal hid the accepted one after it).
 */

/** The server refused (`success: false`): its message as an error toast. */
export const refusalToast =
  (id: string) =>
  ({ system }: WithSystem, { message }: { message: string }) =>
    toast(system, { id: `${id}:${message}`, kind: 'error', message: { text: message } });

/**
 * The call failed (network, contract, server error): our own message for the
 * kind of failure; or the server refused the data a flow needed (a Refusal
 * from dataOf): the server's message, as for any refusal.
 */
export const failureToast =
  (id: string) =>
  ({ system }: WithSystem, { error }: { error: unknown }) => {
    if (error instanceof Refusal) return refusalToast(id)({ system }, { message: error.message });
    const key = apiErrorMessageKey(error);
    toast(system, { id: `${id}:${key}`, kind: 'error', message: { key } });
  };

/** The call succeeded: the server's message as a success toast (spec section 8); a blank message shows nothing. */
export const successToast = ({ system }: WithSystem, { message }: { message: string }) => {
  if (message.trim()) toast(system, { kind: 'success', message: { text: message } });
};

/**
 * Support, Live Support and the celebration's Live Chat: the live chat flow
 * opens its widget (as soon as the flow's own code is here), or says there
 * is none.
 */
export function openLiveChat(system: unknown): void {
  const unavailable = () => toast(system, { id: 'live-chat', kind: 'info', message: { key: 'liveChat.unavailable' } });
  const lazy = actor(system, 'liveChat');
  if (!lazy) return unavailable();
  void waitFor(lazy, (s: { value: unknown }) => s.value === 'running' || s.value === 'failed' || s.value === 'done').then(() => {
    const chat = runningFlow(lazy);
    if (chat) chat.send({ type: 'OPEN' });
    else unavailable();
  }, unavailable);
}
