// @vitest-environment node
// A doc comment documents the declaration right under it: two in a row leave
// the first documenting nothing (an editor shows only the second), which is
// how a rule's explanation got lost in 16 places before issue 34.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const STACKED = /\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*\n\s*\/\*\*/g;

function stackedDocComments(text: string): number[] {
  return [...text.matchAll(STACKED)].map((match) => text.slice(0, match.index).split('\n').length);
}

describe('doc comments', () => {
  it('finds two in a row, and not one followed by code', () => {
    expect(stackedDocComments('/** a */\n/** b */\nconst x = 1;')).toEqual([1]);
    expect(stackedDocComments('/** a */\nconst x = 1;\n/** b */\nconst y = 2;')).toEqual([]);
  });

  it('no file of the repository stacks two', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(files.length).toBeGreaterThan(300);
    const stacked = files.flatMap((file) => stackedDocComments(readFileSync(file, 'utf8')).map((line) => `${file}:${line}`));
    expect(stacked).toEqual([]);
  });
});
