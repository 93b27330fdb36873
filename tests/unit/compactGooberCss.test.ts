// Runs isolated: goober caches each style's rules by its text in its module,
// so a style another file compiled first comes back as compiled there (the
// top bar's keyframes, rendered by a view test, came back as @keyframes where
// this file compiles every template as css, one run in three).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { css } from 'goober';
import { describe, expect, it } from 'vitest';
import { compactGooberCss, gooberTemplates } from '../../scripts/compactGooberCss';

/** The rules goober makes of a style, in a sheet of their own (the class name, a hash of the text, left out). */
function rules(text: string): string {
  const target = document.createElement('div');
  css.call({ target }, text);
  return (target.querySelector('#_goober')?.textContent ?? '').replace(/go\d+/g, 'go');
}

/** Each goober template of `code` with its interpolations as placeholders. */
const templates = (code: string) =>
  gooberTemplates(code).map((ranges) =>
    ranges.map(([from, to], i) => code.slice(from, to) + (i < ranges.length - 1 ? `v${i}` : '')).join(''),
  );

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

describe('compactGooberCss', () => {
  it('removes the indentation and comments goober would remove, and keeps lines and interpolations', () => {
    const source = ['const a = css`', '  display: grid;', '  /* why */', '  color: ${theme.color};', '  a { gap: 1rem; }', '`;'].join('\n');
    const compacted = compactGooberCss(source);
    expect(compacted).toBe(['const a = css`', 'display: grid;', '', 'color: ${theme.color};', 'a { gap: 1rem; }', '`;'].join('\n'));
    expect(rules(templates(compacted)[0]!)).toBe(rules(templates(source)[0]!));
    expect(rules(templates(compacted)[0]!)).toContain('display:grid;');
  });

  it('leaves a part alone where removing a comment brings two spaces together, and templates it cannot read safely', () => {
    const joined = 'const a = css`color: red /* x */ ;`;';
    expect(compactGooberCss(joined)).toBe(joined);
    const escaped = "const a = css`content: '\\\\2014';  gap: 0;`;";
    expect(compactGooberCss(escaped)).toBe(escaped);
    const nested = 'const a = css`  ${`x`}  gap: 0;`;';
    expect(compactGooberCss(nested)).toBe(nested);
    expect(compactGooberCss('const a = `  not a style  `;')).toBe('const a = `  not a style  `;');
  });

  it('makes the same rules of every style in src/ as goober makes of it as written', () => {
    let compared = 0;
    for (const file of sourceFiles('src')) {
      const code = readFileSync(file, 'utf8');
      if (!code.includes("from 'goober'")) continue;
      const before = templates(code);
      const after = templates(compactGooberCss(code));
      expect(after, file).toHaveLength(before.length);
      before.forEach((text, i) => {
        const made = rules(text);
        expect(rules(after[i]!), `${file}, style ${i + 1}`).toBe(made);
        if (made.includes('{')) compared += 1;
      });
    }
    expect(compared).toBeGreaterThan(100);
  });
});
