// Child process of server.bench.ts: N hub clients speaking the SignalR JSON
// protocol over raw WebSockets (the browser client's wire format without its
// per-connection overhead). Each NotifyMessage carries the send time; the
// client records the latency. Talks to the parent over IPC.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

const SEPARATOR = '\u001e';
const [url, tokensFile] = process.argv.slice(2);
const tokens = JSON.parse(readFileSync(tokensFile, 'utf8'));
const latencies = new Map(); // command -> number[]
const sockets = [];
const now = () => performance.timeOrigin + performance.now();

function open(token) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/hub/frnotify?access_token=${token}&fingerprint=bench`);
    let handshaken = false;
    socket.on('open', () => socket.send(`{"protocol":"json","version":1}${SEPARATOR}`));
    socket.on('message', (data) => {
      for (const record of data.toString().split(SEPARATOR)) {
        if (!record) continue;
        if (!handshaken) {
          handshaken = true;
          resolve(socket);
          continue;
        }
        const message = JSON.parse(record);
        if (message.type !== 1) continue;
        const { command, message: sentAt } = message.arguments[0];
        const list = latencies.get(command) ?? [];
        list.push(now() - Number(sentAt));
        latencies.set(command, list);
      }
    });
    socket.on('error', reject);
  });
}

// Open in batches so the server's accept queue is not flooded.
for (let i = 0; i < tokens.length; i += 200) {
  sockets.push(...(await Promise.all(tokens.slice(i, i + 200).map(open))));
}
// Keep-alive pings, as a real client sends every 15 s.
const pinger = setInterval(() => sockets.forEach((s) => s.send(`{"type":6}${SEPARATOR}`)), 15_000);
process.send({ ready: sockets.length });

process.on('message', (request) => {
  if (request === 'report') {
    const report = {};
    for (const [command, values] of latencies) {
      values.sort((a, b) => a - b);
      const at = (q) => values[Math.min(values.length - 1, Math.floor(q * values.length))];
      report[command] = { count: values.length, p50: at(0.5), p99: at(0.99), max: values[values.length - 1] };
    }
    latencies.clear();
    process.send({ report });
  } else if (request === 'close') {
    clearInterval(pinger);
    sockets.forEach((s) => s.terminate());
    process.exit(0);
  }
});
