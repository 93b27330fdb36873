// Puts the boot frame into index.html (src/boot): its style sheet in the
// head, its markup in #root, and the boot script, built from
// src/boot/boot.ts into one small minified function, right after it. Inline,
// not a file of its own: a file would cost the phone one more round trip
// before the first screen's calls could start. Vite then gives the inline
// script the page's CSP nonce (html.cspNonce), like its own tags.
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { frameMarkup, frameStyles } from '../src/boot/frame';
import type { FrameTitles } from '../src/boot/frameIds';
import { DASHBOARD_PAGES } from '../src/ui/shared/dashboard/dashboardPages';
import { allStrings } from '../src/i18n/allStrings';
import { SUPPORTED_LANGUAGES } from '../src/platform/languages';
import rosetta from 'rosetta';

/** The boot script's source, under the project root. */
const BOOT_ENTRY = 'src/boot/boot.ts';
const ROOT = '<div id="root"></div>';

/** src/boot/boot.ts as one minified classic script; `root` is the project's folder. */
export async function buildBootScript(root = process.cwd()): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: resolve(root, BOOT_ENTRY), formats: ['iife'], name: 'casinoBoot', fileName: () => 'boot.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) => ('output' in entry ? entry.output : []));
  const chunk = outputs.find((output) => output.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the boot script did not build');
  // An IIFE with no exports: the variable it assigns is not needed.
  return chunk.code.trim().replace(/^var casinoBoot\s*=\s*/, '');
}

/** The dashboard pages' titles in every language, from the table the pages draw theirs from (src/ui/shared/dashboard/dashboardPages.ts), looked up as the app does (rosetta). */
export function frameTitles(): FrameTitles {
  const dictionary = rosetta(Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, allStrings(language)])));
  const textOf = (language: string, key: string) => {
    const text = dictionary.t(key, {}, language);
    if (!text) throw new Error(`the boot frame's title ${key} has no ${language} text`);
    return text;
  };
  const inEvery = (key: string) => Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, textOf(language, key)]));
  return {
    crumb: inEvery('breadcrumb.dashboard'),
    pages: Object.fromEntries(Object.entries(DASHBOARD_PAGES).map(([route, { title, wide }]) => [route, { title: inEvery(title), wide }])),
  };
}

export function bootFrame(): Plugin {
  let root = process.cwd();
  return {
    name: 'boot-frame',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml(html) {
      if (!html.includes(ROOT)) throw new Error(`index.html must hold ${ROOT} for the boot frame`);
      const script = await buildBootScript(root);
      return {
        html: html.replace(ROOT, `<div id="root">${frameMarkup(frameTitles())}</div>\n    <script>${script}</script>`),
        tags: [{ tag: 'style', attrs: { id: 'boot-frame-style' }, children: frameStyles, injectTo: 'head' }],
      };
    },
  };
}
