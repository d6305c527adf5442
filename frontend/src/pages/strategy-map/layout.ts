import type { StrategyMapAnswer, StrategyMapObjective } from '@scorecard/contracts';

/** Sizes of the drawing, in SVG units. */
export const MAP_SIZES = { nodeWidth: 180, nodeHeight: 68, labelWidth: 150, bandPadding: 18, margin: 16, emptyBandHeight: 60 } as const;

export interface PlacedNode extends StrategyMapObjective {
  x: number;
  y: number;
  width: number;
  height: number;
  perspective: string;
}

export interface PlacedEdge {
  id: string;
  from: string;
  to: string;
  /** the polyline of the arrow, from the cause to the effect */
  points: { x: number; y: number }[];
}

export interface PlacedBand {
  key: string;
  name: string;
  y: number;
  height: number;
}

export interface MapLayout {
  width: number;
  height: number;
  bands: PlacedBand[];
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

interface ElkPoint {
  x: number;
  y: number;
}
interface ElkSection {
  startPoint: ElkPoint;
  endPoint: ElkPoint;
  bendPoints?: ElkPoint[];
}
interface ElkResult {
  width?: number;
  height?: number;
  children?: { id: string; x?: number; y?: number; width?: number; height?: number }[];
  edges?: { id: string; sources?: string[]; sections?: ElkSection[] }[];
}
/** The part of elkjs' API the adapter uses (so a test can give a fake). */
export interface ElkLike {
  layout(graph: unknown): Promise<ElkResult>;
}

const PLACEHOLDER = 'placeholder:';

/**
 * The ELK graph of a map: a layered layout drawn upwards (causes below their effects), each
 * perspective a partition so that its objectives share a band, in the organization's order from
 * the top. An empty perspective holds an invisible placeholder so that its band keeps a place.
 */
export function toElkGraph(answer: StrategyMapAnswer) {
  const count = answer.perspectives.length;
  const children = answer.perspectives.flatMap((p, index) => {
    const partition = count - 1 - index;
    const layoutOptions = { 'elk.partitioning.partition': String(partition) };
    if (p.objectives.length === 0) return [{ id: PLACEHOLDER + p.key, width: MAP_SIZES.nodeWidth, height: MAP_SIZES.emptyBandHeight - 2 * MAP_SIZES.bandPadding, layoutOptions }];
    return p.objectives.map((o) => ({ id: o.objectiveAssignmentId, width: MAP_SIZES.nodeWidth, height: MAP_SIZES.nodeHeight, layoutOptions }));
  });
  const partitionOf = new Map(answer.perspectives.flatMap((p, index) => p.objectives.map((o) => [o.objectiveAssignmentId, count - 1 - index] as const)));
  // An arrow against the perspective order (from a higher band to a lower one) is laid out reversed
  // (partitions only allow edges upwards) and turned back by layoutMap.
  const edges = answer.links
    .filter((l) => partitionOf.has(l.from) && partitionOf.has(l.to))
    .map((l) => (partitionOf.get(l.from)! > partitionOf.get(l.to)! ? { id: l.id, sources: [l.to], targets: [l.from] } : { id: l.id, sources: [l.from], targets: [l.to] }));
  return {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'UP',
      'elk.partitioning.activate': 'true',
      'elk.separateConnectedComponents': 'false',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.spacing.nodeNode': '28',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.layered.crossingMinimization.semiInteractive': 'false',
      'elk.padding': `[top=${MAP_SIZES.bandPadding},left=0,bottom=${MAP_SIZES.bandPadding},right=0]`,
    },
    children,
    edges,
  };
}

/** Lays the map out with ELK and turns the answer into bands, nodes and arrows in SVG units. */
export async function layoutMap(answer: StrategyMapAnswer, elk: ElkLike): Promise<MapLayout> {
  const result = await elk.layout(toElkGraph(answer));
  const left = MAP_SIZES.labelWidth + MAP_SIZES.margin;
  const byId = new Map((result.children ?? []).map((c) => [c.id, c]));
  const nodes: PlacedNode[] = [];
  const extents: { key: string; name: string; top: number; bottom: number }[] = [];
  for (const p of answer.perspectives) {
    const ids = p.objectives.length === 0 ? [PLACEHOLDER + p.key] : p.objectives.map((o) => o.objectiveAssignmentId);
    const boxes = ids.map((id) => byId.get(id)).filter((b) => b !== undefined);
    const top = Math.min(...boxes.map((b) => b.y ?? 0));
    const bottom = Math.max(...boxes.map((b) => (b.y ?? 0) + (b.height ?? 0)));
    extents.push({ key: p.key, name: p.name, top, bottom });
    for (const o of p.objectives) {
      const box = byId.get(o.objectiveAssignmentId);
      if (!box) continue;
      nodes.push({ ...o, perspective: p.key, x: left + (box.x ?? 0), y: box.y ?? 0, width: box.width ?? MAP_SIZES.nodeWidth, height: box.height ?? MAP_SIZES.nodeHeight });
    }
  }
  const height = Math.max(result.height ?? 0, ...extents.map((e) => e.bottom + MAP_SIZES.bandPadding));
  // Bands meet halfway between the objectives of neighbouring perspectives.
  const bands: PlacedBand[] = extents.map((e, i) => {
    const top = i === 0 ? 0 : (extents[i - 1].bottom + e.top) / 2;
    const bottom = i === extents.length - 1 ? height : (e.bottom + extents[i + 1].top) / 2;
    return { key: e.key, name: e.name, y: top, height: Math.max(0, bottom - top) };
  });
  const edges: PlacedEdge[] = (result.edges ?? []).map((e) => {
    const link = answer.links.find((l) => l.id === e.id)!;
    const section = e.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: left + p.x, y: p.y })) : [];
    const reversed = e.sources?.[0] === link.to && link.from !== link.to;
    if (reversed) points.reverse();
    return { id: e.id, from: link.from, to: link.to, points };
  });
  return { width: left + (result.width ?? 0) + MAP_SIZES.margin, height, bands, nodes, edges };
}

let elkPromise: Promise<ElkLike> | null = null;

/** elkjs, loaded on first use (its own chunk). */
export function loadElk(): Promise<ElkLike> {
  elkPromise ??= import('elkjs/lib/elk.bundled.js').then((m) => new m.default() as unknown as ElkLike);
  return elkPromise;
}

/** Up to `max` lines of about `width` characters, the last cut with an ellipsis. */
export function wrapText(text: string, width = 24, max = 2): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines.map((l) => (l.length > width ? l.slice(0, width - 1) + '…' : l));
  const kept = lines.slice(0, max);
  kept[max - 1] = (kept[max - 1].length > width - 1 ? kept[max - 1].slice(0, width - 1) : kept[max - 1]) + '…';
  return kept;
}
