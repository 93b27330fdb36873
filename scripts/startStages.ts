// The first screen's script in stages, evaluated tasks apart (issue 31).
// A module graph is evaluated in one task, however many chunks it spans, so a
// 4×-slowed phone spent one ~300 ms task evaluating the first screen's
// modules. src/app/main.tsx evaluates the views (React, goober, the shell and
// the first page), then imports the later stage a task later:
// src/app/startApp.ts (the services, the contract's zod schemas they read
// with, XState and the machines). A third stage (the machines apart from the
// services) made no task shorter that was measured (the views' stage stays
// the longest) and cost 0.6 KB gzip.
// - `startStageGroups` are the chunk groups of the stages: every module a
//   stage imports statically (found when the build has read them all) that
//   no earlier stage imports, in one chunk, not the dozen small shared ones
//   rolldown would make of them. What the views also import stays in the
//   first screen's chunk, whose group comes first in vite.config.ts.
// - The plugin's HTML side lists the stages' chunks (and what they import) in
//   index.html as module preloads (at low priority), so the phone fetches
//   them beside the first chunk rather than after it, and the size report (which follows
//   index.html) counts them in the first screen's budget.
// - `preloadsOf` keeps the first screen's chunks out of every dynamic
//   import's preload list (Vite's `modulePreload.resolveDependencies`).
import { fileURLToPath } from 'node:url';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

type OutputChunk = Extract<NonNullable<IndexHtmlTransformContext['bundle']>[string], { type: 'chunk' }>;

/** The stages after the views, in the order the page imports them. */
const STAGES = ['../src/app/startApp.ts'].map((path) => fileURLToPath(new URL(path, import.meta.url)));

/** Which stage (an index of STAGES) first imports each module statically; filled at the end of the build's module phase. */
const stageOf = new Map<string, number>();

/** The files index.html loads (the first screen's chunks): every dynamic import finds them loaded. */
const firstScreenFiles = new Set<string>();

/** The code-splitting groups of the stages, in order (vite.config.ts gives them their priorities after the first screen's). */
export const startStageGroups = STAGES.map((_, stage) => ({ name: `start-${stage + 1}`, test: (id: string) => stageOf.get(id) === stage }));

/**
 * Vite's `modulePreload.resolveDependencies`: what a dynamic import asks the
 * browser to preload, without the first screen's chunks (loaded before any
 * dynamic import runs) or the imported chunk itself (the import fetches it):
 * each name listed is bytes of the first screen's script, and each preload a
 * link element added at the import.
 */
export function preloadsOf(imported: string, deps: string[]): string[] {
  return deps.filter((dep) => dep !== imported && !firstScreenFiles.has(dep));
}

export function startStages(): Plugin {
  /** The chunks the stages' modules went to. */
  const stageChunks = (chunks: OutputChunk[]) =>
    STAGES.map((entry) => {
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(entry));
      if (!chunk) throw new Error(`${entry} is not in a chunk of the build`);
      return chunk;
    });
  const chunksOf = (bundle: NonNullable<IndexHtmlTransformContext['bundle']>) =>
    Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  return {
    name: 'start-stages',
    apply: 'build',
    buildEnd() {
      stageOf.clear();
      STAGES.forEach((entry, stage) => {
        const visit = (id: string) => {
          if (stageOf.has(id)) return;
          stageOf.set(id, stage);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(entry);
      });
    },
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        firstScreenFiles.clear();
        const chunks = chunksOf(bundle);
        const visit = (file: string) => {
          if (firstScreenFiles.has(file)) return;
          firstScreenFiles.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) visit(imported);
        };
        for (const chunk of [...chunks.filter((candidate) => candidate.isEntry), ...stageChunks(chunks)]) visit(chunk.fileName);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return undefined;
        const stages = stageChunks(chunksOf(bundle));
        const files = new Set(stages.flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
        const staged = new Set(stages.map((chunk) => chunk.fileName));
        // The stages at low priority: they are needed only once the views' chunk has arrived and been
        // evaluated, and at the default high one they took a share of a slow link from the boot frame's
        // calls and banner, and Lighthouse counted them before the first paint (FCP 1.45 → 1.65 s, issue 31).
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', ...(staged.has(file) ? { fetchpriority: 'low' } : {}), crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
