// Reads a CPU profile of the built site (DevTools' .cpuprofile, as
// `PROFILE=dir npm run bench:vitals` writes) and says where the time went,
// in the sources' terms: each sample's place in a built chunk is mapped
// through the chunk's source map (the build writes them: vite.config.ts).
//
//   node scripts/profileSummary.mjs FILE [ROWS]
//
// Prints the self time of the busiest source places and the inclusive time
// of each source file, as shares of the time the page was busy (idle left
// out), then the longest unbroken stretches of work (the long tasks, near
// enough) with the source files that made each.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/profileSummary.mjs FILE [ROWS]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const consumers = new Map();

/** The source map of a built chunk, by the URL the browser loaded it from (null when it has none). */
function consumerOf(url) {
  if (!consumers.has(url)) {
    const path = join('dist', new URL(url, 'http://x').pathname);
    consumers.set(
      url,
      url.startsWith('http') && existsSync(`${path}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, 'utf8'))) : null,
    );
  }
  return consumers.get(url);
}

const shorten = (source) => source.replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, 'nm/');

/** A profile node's place: `source:line name` where the chunk has a map, the chunk and name where not. */
function placeOf(frame) {
  const consumer = frame.url ? consumerOf(frame.url) : null;
  if (consumer) {
    const at = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (at.source)
      return { file: shorten(at.source), key: `${shorten(at.source)}:${at.line} ${at.name ?? frame.functionName ?? ''}`.trim() };
  }
  const where = frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '') : '(native)';
  return { file: where, key: `${frame.functionName || '(anonymous)'} ${where}` };
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const places = new Map(profile.nodes.map((node) => [node.id, placeOf(node.callFrame)]));

const self = new Map();
const inclusiveByFile = new Map();
let busy = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  const name = byId.get(id).callFrame.functionName;
  if (name === '(idle)' || name === '(program)') return;
  busy += dt;
  self.set(places.get(id).key, (self.get(places.get(id).key) ?? 0) + dt);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const { file: source } = places.get(at);
    if (seen.has(source)) continue;
    seen.add(source);
    inclusiveByFile.set(source, (inclusiveByFile.get(source) ?? 0) + dt);
  }
});

const ms = (us) => `${(us / 1000).toFixed(1)} ms`.padStart(9);
const share = (us) => `${((us / busy) * 100).toFixed(1)}%`.padStart(6);
console.log(`busy ${ms(busy)} of ${ms(profile.endTime - profile.startTime)} profiled`);
console.log('\nself time, by source place');
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${ms(us)} ${share(us)}  ${key}`);
console.log('\ninclusive time, by source file');
for (const [key, us] of [...inclusiveByFile].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${ms(us)} ${share(us)}  ${key}`);

// The longest unbroken stretches of work: consecutive samples that are not idle.
const stretches = [];
let current = null;
let clock = profile.startTime;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  clock += dt;
  const idle = byId.get(id).callFrame.functionName === '(idle)';
  if (idle) {
    if (current) stretches.push(current);
    current = null;
    return;
  }
  current ??= { start: clock - dt, duration: 0, files: new Map() };
  current.duration += dt;
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const { file: source } = places.get(at);
    if (seen.has(source) || source === '(native)') continue;
    seen.add(source);
    current.files.set(source, (current.files.get(source) ?? 0) + dt);
  }
});
if (current) stretches.push(current);
console.log("\nlongest stretches of work (start from the profile's start)");
for (const stretch of stretches.sort((a, b) => b.duration - a.duration).slice(0, 5)) {
  const top = [...stretch.files]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([file, us]) => `${file} ${(us / 1000).toFixed(0)}`);
  console.log(`${ms(stretch.duration)} at ${((stretch.start - profile.startTime) / 1000).toFixed(0)} ms: ${top.join(', ')}`);
}
