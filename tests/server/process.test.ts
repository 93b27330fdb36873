// The server as `npm start` runs it: a real process, SIGTERM to stop.
import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { sparePort } from './support/childServer';

it('starts, prints the demo player, and on SIGTERM closes hub clients with allowReconnect and exits 0', async () => {
  const port = await sparePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', SCRYPT_COST: '1024', NODE_ENV: 'test', DEMO_MODE: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  for (let i = 0; i < 300 && !output.includes('dev outbox'); i++) await new Promise((r) => setTimeout(r, 100));
  expect(output).toContain(`http://127.0.0.1:${port}`);
  expect(output).toContain('Demo player: username "demo", password "demo12345"');

  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo12345' }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const socket = new WebSocket(`ws://127.0.0.1:${port}/hub/frnotify?access_token=${data.token}`);
  const frames: string[] = [];
  socket.on('message', (m) => frames.push(...m.toString().split('\u001e').filter(Boolean)));
  await new Promise((r) => socket.once('open', r));
  socket.send('{"protocol":"json","version":1}\u001e');
  for (let i = 0; i < 100 && !frames.includes('{}'); i++) await new Promise((r) => setTimeout(r, 20));

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(frames.map((f) => JSON.parse(f) as { type?: number; allowReconnect?: boolean }).find((m) => m.type === 7)).toMatchObject({
    allowReconnect: true,
  });
});
