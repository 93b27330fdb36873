import type { Plugin } from 'vite';

/**
 * What goober removes from a style before parsing it: comments and runs of
 * two or more spaces (goober's `astish`, its own expression).
 */
const GOOBER_CLEAN = /\/\*[^]*?\*\/|  +/g;
const clean = (text: string) => text.replace(GOOBER_CLEAN, '');

/** A goober tag opening a template: css`, glob`, keyframes`. */
const TAG = /\b(?:css|glob|keyframes)`/g;

/** Every goober template of `code` this reads safely, as the ranges of its text parts. */
export function gooberTemplates(code: string): Array<Array<[number, number]>> {
  const templates: Array<Array<[number, number]>> = [];
  for (const match of code.matchAll(TAG)) {
    const ranges = quasiRanges(code, match.index + match[0].length);
    if (ranges) templates.push(ranges);
  }
  return templates;
}

/**
 * The ranges of a template literal's text parts (between its interpolations),
 * from just after its opening backtick; null for a template this does not
 * read safely (an escape, a nested template, no end).
 */
function quasiRanges(code: string, start: number): Array<[number, number]> | null {
  const ranges: Array<[number, number]> = [];
  let from = start;
  for (let i = start; i < code.length; i++) {
    const char = code[i];
    if (char === '\\') return null;
    if (char === '`') {
      ranges.push([from, i]);
      return ranges;
    }
    if (char === '$' && code[i + 1] === '{') {
      ranges.push([from, i]);
      // The interpolation: braces counted; strings and templates inside it are not expected in a style.
      let depth = 0;
      for (i += 1; i < code.length; i++) {
        if (code[i] === '`' || code[i] === "'" || code[i] === '"') return null;
        if (code[i] === '{') depth += 1;
        else if (code[i] === '}' && --depth === 0) break;
      }
      from = i + 1;
    }
  }
  return null;
}

/**
 * Removes from goober's style templates what goober would remove before
 * parsing them (comments, indentation), so that it parses shorter text: its
 * parser runs that clean-up over the whole style once for every rule it reads
 * (`astish`), which was about 40 ms of a 4×-slowed phone's first-screen script
 * and the largest part of its style work (issue 31). Each text part changes
 * only where goober's own clean-up gives the same result whether it runs on
 * the part as written or as changed here (removing a comment may bring two
 * spaces together, which goober would then remove too: such a part is left as
 * it is), so goober makes the same rules from it; the class names, hashes of
 * the text, change. Exported for its unit test.
 */
export function compactGooberCss(code: string): string {
  let out = '';
  let copied = 0;
  for (const ranges of gooberTemplates(code)) {
    for (const [from, to] of ranges) {
      const text = code.slice(from, to);
      const cleaned = clean(text);
      if (cleaned === text || clean(cleaned) !== cleaned || cleaned.includes('/*') || cleaned.includes('*/')) continue;
      out += code.slice(copied, from) + cleaned;
      copied = to;
    }
  }
  return copied === 0 ? code : out + code.slice(copied);
}

/** The build's side of compactGooberCss, for the modules that use goober. */
export function compactGooberStyles(): Plugin {
  return {
    name: 'compact-goober-styles',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/[^?]*\.tsx?$/.test(id) || !code.includes("from 'goober'")) return null;
      const compacted = compactGooberCss(code);
      return compacted === code ? null : { code: compacted, map: null };
    },
  };
}
