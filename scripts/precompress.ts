import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text formats (images other than SVG are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Smaller files go as they are: the encoding's overhead eats the gain. */
const MIN_BYTES = 1024;

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `.br` and `.gz` beside each compressible file of `dir` that they make smaller; returns how many. */
export function precompressDirectory(dir: string): number {
  let written = 0;
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path) || path.endsWith('.map')) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    for (const [suffix, packed] of [
      ['.br', br],
      ['.gz', gz],
    ] as const) {
      if (packed.length >= raw.length) continue;
      writeFileSync(`${path}${suffix}`, packed);
      written += 1;
    }
  }
  return written;
}

/**
 * The build writes Brotli (quality 11) and gzip (level 9) copies of every
 * text asset, once; the server sends the one the browser accepts (issue 20:
 * the first-screen script went out as 382 KB raw).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
