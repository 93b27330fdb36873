// Coverage of one machine by its replayed paths, measured against the
// machine's universe (universe.ts) and checked against the exclusion list.
import type { AnyStateMachine } from 'xstate';
import type { Exclusions } from './exclusions';
import type { ReplayResult } from './replay';
import { stateIds, transitionsOf } from './universe';

export interface Tally {
  covered: number;
  total: number;
}

/** The shape of coverage/model-coverage.json, per machine. */
export interface MachineCoverage {
  paths: number;
  states: Tally;
  transitions: Tally;
}

export interface CoverageDetails extends MachineCoverage {
  uncoveredStates: string[];
  uncoveredTransitions: string[];
  excludedStates: Record<string, string>;
  excludedTransitions: Record<string, string>;
  /** Problems that fail the run: uncovered and not excluded, or a stale exclusion. */
  problems: string[];
}

export function measureCoverage(
  machine: AnyStateMachine,
  paths: number,
  results: readonly ReplayResult[],
  exclusions: Exclusions = {},
): CoverageDetails {
  const visitedStates = new Set(results.flatMap((r) => [...r.states]));
  const takenTransitions = new Set(results.flatMap((r) => [...r.transitions]));
  const allStates = stateIds(machine);
  const allTransitions = transitionsOf(machine);
  const excludedStates = exclusions.states ?? {};
  const excludedTransitions = exclusions.transitions ?? {};

  const uncoveredStates = allStates.filter((id) => !visitedStates.has(id));
  const uncoveredTransitions = allTransitions.filter((t) => !takenTransitions.has(t.id));
  const problems: string[] = [
    ...uncoveredStates.filter((id) => !(id in excludedStates)).map((id) => `state ${id} is never reached`),
    ...uncoveredTransitions.filter((t) => !(t.id in excludedTransitions)).map((t) => `transition ${t.id} (${t.label}) is never taken`),
    ...Object.keys(excludedStates)
      .filter((id) => !allStates.includes(id) || visitedStates.has(id))
      .map((id) => `exclusion of state ${id} is stale (it ${allStates.includes(id) ? 'is covered' : 'does not exist'})`),
    ...Object.keys(excludedTransitions)
      .filter((id) => !allTransitions.some((t) => t.id === id) || takenTransitions.has(id))
      .map((id) => `exclusion of transition ${id} is stale`),
  ];

  return {
    paths,
    states: { covered: allStates.length - uncoveredStates.length, total: allStates.length },
    transitions: { covered: allTransitions.length - uncoveredTransitions.length, total: allTransitions.length },
    uncoveredStates,
    uncoveredTransitions: uncoveredTransitions.map((t) => `${t.id} (${t.label})`),
    excludedStates,
    excludedTransitions,
    problems,
  };
}

/** A plain-text table: the header, a rule, then the rows, each column padded to its widest cell. */
export function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

export function percent({ covered, total }: Tally): string {
  return total === 0 ? '100.0%' : `${((covered / total) * 100).toFixed(1)}%`;
}
