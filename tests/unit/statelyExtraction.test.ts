// @vitest-environment node
// Issue 22, item 5: what product owners open in Stately is the machine itself.
// Stately's extractor (@xstate/machine-extractor, the parser behind Stately's
// editor integrations) reads every machines/<id>.machine.ts and the
// createMachine config `npm run flows:export` writes to flows/<id>.machine.js;
// both must give the real machine's states and transitions (ids, events,
// guards and targets, in priority order).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { machineCatalogue, machineIds } from '../model/machineCatalogue';
import { definitionOf } from '../../scripts/flows/definition';
import { extractConfigs, graphOfDefinition, graphOfExtracted, machineAsCode } from '../../scripts/flows/stately';

const sourceOf = (id: string) => readFileSync(resolve('machines', `${id}.machine.ts`), 'utf8');

describe.each(machineIds)('%s in Stately', (id) => {
  const machine = machineCatalogue[id] as AnyStateMachine;
  const definition = definitionOf(machine);
  const real = graphOfDefinition(definition);

  it("is found by Stately's extractor in its source file, with the machine's states and transitions", () => {
    const configs = extractConfigs(sourceOf(id));
    expect(configs.map((c) => c.id)).toEqual([id]);
    expect(graphOfExtracted(configs[0]!)).toEqual(real);
  });

  it('is read back the same from the createMachine config flows:export writes', () => {
    const configs = extractConfigs(machineAsCode(definition, `machines/${id}.machine.ts`));
    expect(configs.map((c) => c.id)).toEqual([id]);
    expect(graphOfExtracted(configs[0]!)).toEqual(real);
  });

  it('is valid XState 5 code: the exported config, created by createMachine, is the same statechart', () => {
    const code = machineAsCode(definition, `machines/${id}.machine.ts`)
      .replace(/^import .*$/m, '')
      .replace(/^export const \w+ = /m, 'return ');
    const created = new Function('createMachine', code)(createMachine) as AnyStateMachine;
    expect(graphOfDefinition(definitionOf(created))).toEqual(real);
  });
});

describe('the comparison', () => {
  it('tells a changed guard, target or event apart', () => {
    const real = graphOfDefinition(definitionOf(machineCatalogue.login as AnyStateMachine));
    const source = sourceOf('login');
    for (const [from, to] of [
      ["guard: 'formIsValid'", "guard: 'formIsInvalid'"],
      ["target: 'submitting'", "target: 'loggedIn'"],
      ['SUBMIT:', 'SEND:'],
    ] as const) {
      expect(source).toContain(from);
      expect(graphOfExtracted(extractConfigs(source.replace(from, to))[0]!), `${from} → ${to}`).not.toEqual(real);
    }
  });
});
