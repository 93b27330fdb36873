// Every way a call can fail, as one typed error. The client turns network
// failures, HTTP statuses and schema mismatches into an ApiError; machines
// receive it as `xstate.error.actor.<id>` and show `apiErrorMessageKey(error)`.
import type * as z from 'zod/mini';

export type ApiErrorKind =
  /** The request never got an answer: offline, DNS, connection refused, CORS. */
  | 'network'
  /** No answer within the client's timeout. */
  | 'timeout'
  /** HTTP 401: the session is over; the client has already told the session. */
  | 'unauthorized'
  /** Any other non-2xx status. */
  | 'http'
  /** The answer was not JSON, or JSON that does not match the contract. */
  | 'contract'
  /** The request itself did not match the contract (a bug on our side). */
  | 'request';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly call: string,
    message: string,
    readonly status?: number,
    readonly issues?: readonly z.core.$ZodIssue[],
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The message keys a failed call can show. The contract names them without
 * importing the app's dictionary (src/i18n/messageKeys.ts checks that each is
 * a key of it).
 */
export const API_ERROR_MESSAGE_KEYS = [
  'errors.unexpected',
  'errors.network',
  'errors.timeout',
  'errors.sessionExpired',
  'errors.unavailable',
  'errors.server',
  'errors.contract',
] as const;
export type ApiErrorMessageKey = (typeof API_ERROR_MESSAGE_KEYS)[number];

/** The i18n key of the message a player sees for a failed call. */
export function apiErrorMessageKey(error: unknown): ApiErrorMessageKey {
  if (!isApiError(error)) return 'errors.unexpected';
  switch (error.kind) {
    case 'network':
      return 'errors.network';
    case 'timeout':
      return 'errors.timeout';
    case 'unauthorized':
      return 'errors.sessionExpired';
    case 'http':
      // 503: the operator's database or a dependency is down for a moment (the server says so and nothing changed).
      if (error.status === 503) return 'errors.unavailable';
      return error.status !== undefined && error.status >= 500 ? 'errors.server' : 'errors.unexpected';
    case 'contract':
      return 'errors.contract';
    case 'request':
      return 'errors.unexpected';
  }
}
