// Helpers the adapters share: reading an event's outcome and arranging its real cause.
import { expect, type APIRequestContext } from '@playwright/test';
import type { ModelEvent } from '../adapter';

/** The server answered `success: false` (a refusal), as the event case says. */
export const isRefusal = (event: ModelEvent | undefined) => event?.output?.success === false;
/** The server answered `success: true`. */
export const isAcceptance = (event: ModelEvent | undefined) => event?.output?.success === true;

/** The newest code sent to an e-mail address or phone (the dev outbox). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const outbox = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as Array<{ code: string | null }>;
  const code = outbox.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** A six-digit code that is not the one sent. */
export const wrongCode = (code: string) => (code === '111111' ? '222222' : '111111');

/** Makes the server's wait before the next SMS code to `to` pass (POST /dev/codes/age). */
export async function letResendWaitPass(request: APIRequestContext, to: string) {
  const response = await request.post('/dev/codes/age', { data: { to, seconds: 120 } });
  expect(response.ok()).toBe(true);
}

/**
 * Arranges a code request's real answer: the server refuses another SMS code
 * within a minute of the last one (smsWait), so a refusal is a code sent
 * just before; an acceptance needs that minute passed (moved on the server,
 * the page's clock being Playwright's).
 */
export async function arrangeCodeRequest(request: APIRequestContext, token: string, phone: string, outcome: ModelEvent | undefined) {
  if (isRefusal(outcome)) {
    await request.post('/api/customer/updatephone', { headers: { authorization: `Bearer ${token}` }, data: { step: 1, phone } });
  } else {
    await letResendWaitPass(request, phone);
  }
}

/** A phone number nobody has: '90' and ten digits starting 5. */
export const freshPhoneDigits = () => `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * A path the server cannot answer as it says: the same input refused and then
 * accepted with nothing the player typed in between (`fields`) changing.
 */
export function refusedThenAcceptedUnchanged(events: ModelEvent[], actor: string, changes: (event: ModelEvent) => boolean): string | null {
  let refused = false;
  for (const event of events) {
    if (changes(event)) refused = false;
    if (event.type === `xstate.done.actor.${actor}`) {
      if (isRefusal(event)) refused = true;
      else if (refused) return `the same ${actor} input is refused and then accepted`;
    }
  }
  return null;
}
