import type { Plugin } from 'vite';

/** A `description: '…'` property (single, double or backtick quotes, one line), with its comma. */
const DESCRIPTION = /\bdescription:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\\n$]|\\.)*`)\s*,?/g;

/** Removes state descriptions from machine source; exported for its unit test. */
export function stripDescriptions(code: string): string {
  return code.replace(DESCRIPTION, '');
}

/**
 * The machines' `description` texts are for product owners' tools (Stately's
 * inspector in development, `npm run flows:export` from source); a player's
 * browser never shows them. The production build leaves them out, which
 * keeps about 1.5 KB gzip off the first screen.
 */
export function stripMachineDescriptions(): Plugin {
  return {
    name: 'strip-machine-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/machines\/[^?]*\.machine\.ts$/.test(id)) return null;
      return { code: stripDescriptions(code), map: null };
    },
  };
}
