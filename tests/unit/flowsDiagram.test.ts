// @vitest-environment node
// The offline statechart (scripts/flows/diagram.ts): every state drawn, the
// transitions labelled with their event and guard, initial and final states
// marked.
import { describe, expect, it } from 'vitest';
import { machineCatalogue } from '../model/machineCatalogue';
import { allStates, type StateJson } from '../../scripts/flows/definition';
import { renderDiagram } from '../../scripts/flows/diagram';

describe('flows diagram', () => {
  it('draws every state of the lobby with its transitions, guards, delays and history state', async () => {
    const definition = machineCatalogue.lobby!.toJSON() as unknown as StateJson;
    const svg = await renderDiagram(definition, 'lobby', { debounce: 300 });
    for (const state of allStates(definition)) expect(svg).toContain(`data-state="${state.id}"`);
    expect(svg).toContain('SELECT [isKnownPick]');
    expect(svg).toContain('after 300 ms');
    expect(svg).toContain('fetchGames fails');
    expect(svg).toMatch(/class="state history"/);
    expect(svg).toMatch(/<circle class="initial"/);
  });

  it('marks final states', async () => {
    const definition = machineCatalogue.payment!.toJSON() as unknown as StateJson;
    const svg = await renderDiagram(definition, 'payment', {});
    expect(svg).toMatch(/class="state final"[^>]*data-state="payment.closed"/);
    expect(svg).toContain('submitPayment done [answeredWithLink]');
  });
});
