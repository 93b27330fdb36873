// Players on a running server (a child process), through its HTTP API as the site does.
import { newPlayer, TEST_CARD } from '../testServer';

export interface RemotePlayer {
  username: string;
  password: string;
  phone: string;
  token: string;
}

async function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; data: any } };
}

export async function registerRemote(url: string): Promise<RemotePlayer> {
  const player = newPlayer();
  const { body } = await post(url, '/api/auth/register', player);
  if (!body.success) throw new Error(`register failed: ${body.message}`);
  return { username: player.username, password: player.password, phone: player.phone, token: body.data.token as string };
}

/** A card deposit (credited at once), optionally with an Idempotency-Key. */
export function depositRemote(url: string, token: string, amount: number, idempotencyKey?: string) {
  return post(
    url,
    '/api/payment/deposit',
    { id: 2, target: 'pay', detail: { ...TEST_CARD, Amount: amount } },
    { authorization: `Bearer ${token}`, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
  );
}

export { post as postJson };
