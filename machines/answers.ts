import type { ApiResponse } from '../contract/schemaBlocks';

/**
 * One convention for a call's outcome, in every machine: the server answers
 * `success: true` (accepted) or `success: false` with its message (refused,
 * shown to the player as the server wrote it); a call that throws has failed
 * (the invoke's onError, with the error). Guards take the answer as params,
 * so no machine reads or casts the event itself:
 * `guard: { type: 'refused', params: ({ event }) => event.output }`.
 */
export interface Answer {
  success: boolean;
  message: string;
}

/** The server accepted the call. */
export const accepted = (_: unknown, answer: Pick<Answer, 'success'>) => answer.success;

/** The server refused the call (its message says why). */
export const refused = (_: unknown, answer: Pick<Answer, 'success'>) => !answer.success;

/**
 * The data of an answer the transition's guard has found accepted (a login's
 * session). XState's params cannot narrow the answer by the guard that chose
 * the transition, so this says it once: a refused answer here is a machine
 * whose transition lost its `accepted` guard, and fails loudly.
 */
export function acceptedData<T>(answer: ApiResponse<T>): T {
  if (!answer.success) throw new Error('acceptedData: a refused answer reached a transition for accepted ones');
  return answer.data;
}
