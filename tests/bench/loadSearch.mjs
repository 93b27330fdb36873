// Child process of server.bench.ts: POST /api/casino/games with autocannon,
// cycling through searches over the whole catalogue (Latin and Turkish
// letters, short and long, hits and misses), as the lobby and the menu ask.
import autocannon from 'autocannon';
import { printResult } from './printResult.mjs';

const [url, seconds, connections] = process.argv.slice(2);
const searches = [
  { live: false, search: 'gold', skip: 0, take: 24 },
  { live: false, search: 'İSTANBUL', skip: 0, take: 5 },
  { live: false, search: 'ılık', skip: 0, take: 24 },
  { live: false, search: 'Aviator', skip: 0, take: 5 },
  { live: true, search: 'roulette', skip: 0, take: 24 },
  { live: false, search: '', skip: 240, take: 24 },
  { live: false, search: 'no such game here', skip: 0, take: 24 },
  { live: false, search: 'a', skip: 48, take: 24 },
];
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  requests: searches.map((body) => ({
    method: 'POST',
    path: '/api/casino/games',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-locale': 'tr', 'x-fingerprint': 'bench' },
    body: JSON.stringify(body),
  })),
});
printResult(result);
