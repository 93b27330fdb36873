// What there is to cover in a machine: its state nodes (getStateNodes) and its
// transitions (toDirectedGraph's edges, plus eventless `always` transitions,
// which toDirectedGraph leaves out), each with a stable id and a label.
import type { AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import { getStateNodes, toDirectedGraph, type AnyStateNode, type DirectedGraphNode } from 'xstate/graph';
import { describeEvent } from './describeEvent';

export interface TransitionInfo {
  id: string;
  label: string;
}

function nodeLabel(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : '(root)';
}

function valueOf(path: readonly string[]): StateValue {
  return path.length === 1 ? path[0]! : { [path[0]!]: valueOf(path.slice(1)) };
}

function guardName(transition: { guard?: unknown }): string {
  const guard = transition.guard as { type?: string } | string | undefined;
  if (!guard) return '';
  return ` [${typeof guard === 'string' ? guard : (guard.type ?? 'inline guard')}]`;
}

export function stateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

/** The state nodes a snapshot is in, the root first. */
export function activeNodes(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root).filter((node) => snapshot.matches(valueOf(node.path)))];
}

/** Ids of the state nodes a snapshot is in (the root is not counted). */
export function visitedStateIds(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  return activeNodes(machine, snapshot)
    .slice(1)
    .map((node) => node.id);
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

function flatten(graph: DirectedGraphNode): DirectedGraphNode[] {
  return [graph, ...graph.children.flatMap(flatten)];
}

export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  const edges = flatten(toDirectedGraph(machine)).flatMap((graphNode) =>
    graphNode.edges.map((edge) => ({
      id: edge.id,
      label: `${nodeLabel(edge.source)} --${describeEvent({ type: edge.transition.eventType })}${guardName(edge.transition)}--> ${nodeLabel(edge.target)}`,
    })),
  );
  const eventless = allNodes(machine).flatMap((node) =>
    (node.always ?? []).map((transition, i) => ({
      id: `${node.id}:always:${i}`,
      label: `${nodeLabel(node)} --always${guardName(transition)}--> ${(transition.target ?? [node]).map(nodeLabel).join(', ')}`,
    })),
  );
  return [...edges, ...eventless];
}

/** Maps each transition definition object of a machine to the ids of its edges. */
export function transitionIndex(machine: AnyStateMachine): Map<unknown, string[]> {
  const index = new Map<unknown, string[]>();
  for (const node of allNodes(machine)) {
    [...node.transitions.values()].flat().forEach((transition, i) => {
      const targets = transition.target ?? [node];
      index.set(
        transition,
        targets.map((_target: unknown, j: number) => `${node.id}:${i}:${j}`),
      );
    });
    (node.always ?? []).forEach((transition, i) => index.set(transition, [`${node.id}:always:${i}`]));
  }
  return index;
}
