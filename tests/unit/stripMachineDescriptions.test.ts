// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stripDescriptions } from '../../scripts/stripMachineDescriptions';

describe('stripMachineDescriptions', () => {
  it('removes description properties in every quote style and keeps the rest of the config', () => {
    const source = [
      "  description: 'The page: spawns the long-lived machines.',",
      '  states: {',
      "    ready: { description: 'The games, or the empty text.' },",
      "    failed: { description: \"A message and 'Try again'.\", on: { RETRY: 'loading' } },",
      "    resume: { type: 'history', description: `Back, as it was.` },",
      "    quoted: { description: 'It\\'s escaped', entry: 'x' },",
      '  },',
    ].join('\n');
    const stripped = stripDescriptions(source);
    expect(stripped).not.toContain('description');
    expect(stripped).toContain("on: { RETRY: 'loading' }");
    expect(stripped).toContain("type: 'history'");
    expect(stripped).toContain("entry: 'x'");
    expect(stripped.split('\n')).toHaveLength(7);
  });
});
