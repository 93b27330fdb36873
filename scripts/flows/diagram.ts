// A machine's statechart as an SVG, laid out by ELK (elkjs, the Eclipse
// Layout Kernel): states (nested in their parents, parallel regions dashed,
// final states double-bordered, history states 'H'), the initial state of
// each level marked by a dot, and every transition that changes state as an
// arrow labelled with its event and guard. Transitions that stay in their
// state (actions only) are listed by the index page instead.
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { allStates, eventLabel, guardName, idOf, transitionsOf, type StateJson } from './definition';

const CHAR_PX = 7.2;
const LABEL_H = 16;
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const width = (text: string, min = 60) => Math.max(min, Math.ceil(text.length * CHAR_PX) + 24);

interface Built {
  graph: ElkNode;
  kinds: Map<string, StateJson>;
}

function nodeFor(state: StateJson, kinds: Map<string, StateJson>): ElkNode {
  kinds.set(state.id, state);
  const children = Object.values(state.states).map((child) => nodeFor(child, kinds));
  if (state.initial?.target.length && children.length && state.type !== 'parallel') {
    children.unshift({ id: `${state.id}::initial`, width: 12, height: 12 });
  }
  if (children.length === 0) {
    return { id: state.id, width: state.type === 'history' ? 28 : width(state.key), height: state.type === 'history' ? 28 : 36, labels: [{ text: state.key }] };
  }
  return {
    id: state.id,
    labels: [{ text: state.key, width: width(state.key), height: LABEL_H }],
    layoutOptions: { 'elk.padding': '[top=32,left=14,bottom=14,right=14]', 'elk.nodeLabels.placement': '[H_LEFT, V_TOP, INSIDE]' },
    children,
  };
}

function build(root: StateJson, delays: Record<string, unknown>): Built {
  const kinds = new Map<string, StateJson>();
  const top = nodeFor(root, kinds);
  const edges: ElkExtendedEdge[] = [];
  let n = 0;
  for (const state of allStates(root)) {
    if (state.initial?.target.length && Object.keys(state.states).length && state.type !== 'parallel') {
      edges.push({ id: `e${n++}`, sources: [`${state.id}::initial`], targets: [idOf(state.initial.target[0]!)] });
    }
    for (const transition of transitionsOf(state)) {
      for (const target of transition.target ?? []) {
        const guard = guardName(transition.guard);
        const text = `${eventLabel(transition.eventType, delays)}${guard ? ` [${guard}]` : ''}`;
        edges.push({ id: `e${n++}`, sources: [state.id], targets: [idOf(target)], labels: [{ text, width: width(text, 20), height: LABEL_H }] });
      }
    }
  }
  const graph: ElkNode = {
    id: 'diagram',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: [top],
    edges,
  };
  return { graph, kinds };
}

function renderNode(node: ElkNode, kinds: Map<string, StateJson>, out: string[]) {
  const x = node.x ?? 0;
  const y = node.y ?? 0;
  const w = node.width ?? 0;
  const h = node.height ?? 0;
  if (node.id.endsWith('::initial')) {
    out.push(`<circle class="initial" cx="${x + w / 2}" cy="${y + h / 2}" r="${w / 2}"/>`);
    return;
  }
  const state = kinds.get(node.id)!;
  const parentIsParallel = [...kinds.values()].some((s) => s.type === 'parallel' && Object.values(s.states).includes(state));
  const classes = ['state', state.type, parentIsParallel ? 'region' : ''].filter(Boolean).join(' ');
  if (state.type === 'history') {
    out.push(`<g class="${classes}" data-state="${escapeXml(state.id)}"><circle cx="${x + w / 2}" cy="${y + h / 2}" r="${w / 2}"/><text x="${x + w / 2}" y="${y + h / 2 + 4}" text-anchor="middle">H</text><title>${escapeXml(state.id)} (history)</title></g>`);
    return;
  }
  const nested = (node.children ?? []).length > 0;
  out.push(`<g class="${classes}" data-state="${escapeXml(state.id)}">`);
  out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10"/>`);
  if (state.type === 'final') out.push(`<rect class="inner" x="${x + 4}" y="${y + 4}" width="${w - 8}" height="${h - 8}" rx="7"/>`);
  out.push(
    nested
      ? `<text class="name" x="${x + 12}" y="${y + 21}">${escapeXml(state.key)}${state.type === 'parallel' ? ' ∥' : ''}</text>`
      : `<text class="name" x="${x + w / 2}" y="${y + h / 2 + 4}" text-anchor="middle">${escapeXml(state.key)}</text>`,
  );
  if (state.description) out.push(`<title>${escapeXml(state.description)}</title>`);
  out.push('</g>');
  for (const child of node.children ?? []) renderNode(child, kinds, out);
}

function renderEdge(edge: ElkExtendedEdge, out: string[]) {
  for (const section of edge.sections ?? []) {
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
    out.push(`<polyline class="transition" points="${points.map((p) => `${p.x},${p.y}`).join(' ')}" marker-end="url(#arrow)"/>`);
  }
  for (const label of edge.labels ?? []) {
    out.push(`<text class="event" x="${(label.x ?? 0) + 2}" y="${(label.y ?? 0) + 12}">${escapeXml(label.text ?? '')}</text>`);
  }
}

const STYLE = `
  .state > rect { fill: #f6f8fa; stroke: #24292f; stroke-width: 1.4; }
  .state.parallel > rect { fill: #eef6ff; }
  .state.region > rect { stroke-dasharray: 6 4; fill: #ffffff; }
  .state.final > rect.inner { fill: none; stroke: #24292f; stroke-width: 1.2; }
  .state.history > circle { fill: #ffffff; stroke: #24292f; }
  .name { font: 600 13px system-ui, sans-serif; fill: #24292f; }
  .event { font: 11px ui-monospace, monospace; fill: #0b5cad; }
  .transition { fill: none; stroke: #57606a; stroke-width: 1.2; }
  .initial { fill: #24292f; }
  text { font-family: system-ui, sans-serif; }
`;

/** The machine's diagram as a standalone SVG document. */
export async function renderDiagram(root: StateJson, title: string, delays: Record<string, unknown> = {}): Promise<string> {
  const { graph, kinds } = build(root, delays);
  const laid = await new ELK().layout(graph);
  const out: string[] = [];
  for (const child of laid.children ?? []) renderNode(child, kinds, out);
  for (const edge of laid.edges ?? []) renderEdge(edge, out);
  const w = Math.ceil(laid.width ?? 0);
  const h = Math.ceil(laid.height ?? 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="title">
<title id="title">${escapeXml(title)}</title>
<style>${STYLE}</style>
<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#57606a"/></marker></defs>
<rect width="100%" height="100%" fill="#ffffff"/>
${out.join('\n')}
</svg>
`;
}
