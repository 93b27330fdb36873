// @vitest-environment node
// docs/api.md must describe every call of the contract.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls';

const doc = readFileSync('docs/api.md', 'utf8');

describe('docs/api.md', () => {
  it.each(Object.entries(calls))('lists %s', (_name, call) => {
    expect(doc).toMatch(new RegExp(`\\| ${call.method} \\| ${call.path} \\|\\s*${call.auth ? '✓' : ''}\\s*\\|`));
  });
});
