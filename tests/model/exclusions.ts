// States and transitions a machine's replayed paths may leave uncovered, each
// with the reason it cannot be reached. Coverage counts an excluded item as
// accounted for; an exclusion naming something that is covered, or that does
// not exist, fails the run, so this list cannot go stale.
//
// Shape: { [machineId]: { states?: { [stateNodeId]: reason }, transitions?: { [edgeId]: reason } } }
export interface Exclusions {
  states?: Record<string, string>;
  transitions?: Record<string, string>;
}

export const exclusions: Record<string, Exclusions> = {};
