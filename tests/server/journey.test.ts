// The whole story over real HTTP and the real hub, as one player:
// register, SMS code from the outbox, verify, log in, balance, deposit by both
// methods, withdraw, live notifications, change password, recover by e-mail.
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calls, type CallName } from '../../contract/calls';
import { NotifyMessage } from '../../contract/schemas';
import { createDeps, startServer, type RunningServer } from '../../server/createServer';
import { freshPglite } from './support/freshPglite';
import { newPlayer, testConfig } from './testServer';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(testConfig({ port: 0 }), await createDeps(testConfig(), await freshPglite()));
});
afterAll(() => server.stop());

async function call(name: CallName, payload: unknown, token?: string) {
  const definition = calls[name];
  const response = await fetch(`${server.url}/api/${definition.path}`, {
    method: definition.method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-locale': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: definition.method === 'POST' ? JSON.stringify(payload) : undefined,
  });
  return definition.response.parse(await response.json()) as { success: boolean; message: string; data: any };
}

async function outboxCode(to: string): Promise<string> {
  const messages = (await (await fetch(`${server.url}/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as Array<{ code: string }>;
  return messages[0]!.code;
}

it('a new player goes from registration to a recovered password', async () => {
  const player = newPlayer();
  const registered = await call('register', player);
  expect(registered.success).toBe(true);
  let token = registered.data.token as string;

  const pushes: NotifyMessage[] = [];
  const hub = new HubConnectionBuilder()
    .withUrl(`${server.url}/hub/frnotify?fingerprint=journey`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .withAutomaticReconnect([0, 2000, 10_000, 30_000])
    .configureLogging(LogLevel.None)
    .build();
  hub.on('NotifyMessage', (m: unknown) => pushes.push(NotifyMessage.parse(m)));
  await hub.start();

  expect((await call('updatePhone', { step: 1, phone: player.phone }, token)).success).toBe(true);
  expect((await call('updatePhone', { step: 2, phone: player.phone, code: await outboxCode(player.phone) }, token)).data).toEqual({
    phone: player.phone,
    smsVerified: true,
  });

  const login = await call('login', { username: player.username, password: player.password });
  expect(login.data.smsVerified).toBe(true);
  expect((await call('balance', {}, token)).data.balance).toBe(0);

  // Deposit, type Message: credited at once.
  const card = { CardNo: '4111 1111 1111 1111', CardHolder: 'Ayse Yilmaz', ExpiryMonth: 3, Installments: 1, Amount: 400 };
  expect((await call('deposit', { id: 2, target: 'pay', detail: card }, token)).message).toBe(
    'Your deposit of ₺400,00 was added to your account.',
  );
  // Deposit, type Iframe: the player confirms on the demo payment page.
  const iframe = await call('deposit', { id: 1, target: 'pay', detail: { Amount: 100 } }, token);
  expect(iframe.data).toMatch(/^http/);
  await fetch(`${iframe.data.split('?')[0]}/confirm`, { method: 'POST' });
  expect((await call('balance', {}, token)).data.balance).toBe(500);

  expect((await call('withdraw', { id: 12, target: 'pay', detail: { PaparaNo: '9876543210', Amount: 200 } }, token)).success).toBe(true);
  expect((await call('balance', {}, token)).data.balance).toBe(300);

  // Deposit, deposit, withdraw: three notifications arrived live, newest balance last.
  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    return check();
  };
  expect(await waitFor(() => pushes.filter((p) => p.command === 'notification').length >= 3)).toBe(true);
  expect(pushes.filter((p) => p.command === 'balance').at(-1)?.message).toBe('300');

  expect(
    (await call('changePassword', { oldPassword: player.password, password: 'changed1', confirmPassword: 'changed1' }, token)).success,
  ).toBe(true);
  expect((await call('login', { username: player.username, password: 'changed1' })).success).toBe(true);

  // Forgot it already: recover by the e-mailed code.
  await call('sendResetPassword', { username: player.username });
  const code = await outboxCode(player.email);
  expect((await call('checkResetCode', { username: player.username, code })).success).toBe(true);
  expect(
    (await call('changePasswordWithCode', { username: player.username, code, password: 'recovered1', password2: 'recovered1' })).success,
  ).toBe(true);
  const relogin = await call('login', { username: player.username, password: 'recovered1' });
  expect(relogin.success).toBe(true);
  token = relogin.data.token;
  expect((await call('balance', {}, token)).data.balance).toBe(300);
  await hub.stop();
});
