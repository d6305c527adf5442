import { describe, expect, it } from 'vitest';
import type { StrategyMapAnswer } from '@scorecard/contracts';
import { layoutMap, loadElk, MAP_SIZES, wrapText } from './layout';

const objective = (id: string, name = id) => ({ objectiveAssignmentId: id, name, score: 80, status: 'Near Target' as const, themeId: null });

const answer: StrategyMapAnswer = {
  perspectives: [
    { key: 'Financial', name: 'Money', objectives: [objective('f1'), objective('f2')] },
    { key: 'Customer', name: 'Clients', objectives: [objective('c1')] },
    { key: 'Internal_Process', name: 'Process', objectives: [] },
    { key: 'Learning_Growth', name: 'People', objectives: [objective('l1'), objective('l2')] },
  ],
  links: [
    { id: 'a', from: 'l1', to: 'c1' },
    { id: 'b', from: 'c1', to: 'f1' },
    { id: 'c', from: 'l2', to: 'l1' },
    // against the perspective order: still drawn
    { id: 'd', from: 'f2', to: 'l2' },
  ],
};

describe('strategy map layout (elkjs)', () => {
  it('puts each perspective in its own band, in the organization order from the top, with every objective inside its band', async () => {
    const layout = await layoutMap(answer, await loadElk());
    expect(layout.bands.map((b) => b.name)).toEqual(['Money', 'Clients', 'Process', 'People']);
    for (let i = 1; i < layout.bands.length; i++) expect(layout.bands[i].y).toBeCloseTo(layout.bands[i - 1].y + layout.bands[i - 1].height);
    expect(layout.bands[2].height).toBeGreaterThan(0);
    for (const node of layout.nodes) {
      const band = layout.bands.find((b) => b.key === node.perspective)!;
      expect(node.y).toBeGreaterThanOrEqual(band.y);
      expect(node.y + node.height).toBeLessThanOrEqual(band.y + band.height + 0.01);
      expect(node.x).toBeGreaterThanOrEqual(MAP_SIZES.labelWidth);
    }
    expect(layout.nodes.map((n) => n.objectiveAssignmentId).sort()).toEqual(['c1', 'f1', 'f2', 'l1', 'l2']);
  });

  it('routes every link from its cause to its effect', async () => {
    const layout = await layoutMap(answer, await loadElk());
    expect(layout.edges.map((e) => e.id).sort()).toEqual(['a', 'b', 'c', 'd']);
    const node = (id: string) => layout.nodes.find((n) => n.objectiveAssignmentId === id)!;
    const near = (p: { x: number; y: number }, id: string) => {
      const n = node(id);
      return p.x >= n.x - 1 && p.x <= n.x + n.width + 1 && p.y >= n.y - 1 && p.y <= n.y + n.height + 1;
    };
    for (const edge of layout.edges) {
      expect(edge.points.length).toBeGreaterThanOrEqual(2);
      expect(near(edge.points[0], edge.from)).toBe(true);
      expect(near(edge.points[edge.points.length - 1], edge.to)).toBe(true);
    }
    // causes below their effects
    const up = layout.edges.find((e) => e.id === 'b')!;
    expect(up.points[0].y).toBeGreaterThan(up.points[up.points.length - 1].y);
  });

  it('keeps 40 objectives apart', async () => {
    const many: StrategyMapAnswer = {
      perspectives: ['Financial', 'Customer', 'Internal_Process', 'Learning_Growth'].map((key, p) => ({
        key: key as StrategyMapAnswer['perspectives'][number]['key'],
        name: key,
        objectives: Array.from({ length: 10 }, (_, i) => objective(`${p}-${i}`)),
      })),
      links: Array.from({ length: 30 }, (_, i) => ({ id: `e${i}`, from: `${3 - (i % 3)}-${i % 10}`, to: `${2 - (i % 3)}-${(i * 3) % 10}` })),
    };
    const layout = await layoutMap(many, await loadElk());
    expect(layout.nodes).toHaveLength(40);
    for (const a of layout.nodes)
      for (const b of layout.nodes) {
        if (a === b) continue;
        const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        expect(overlap).toBe(false);
      }
  });

  it('wraps names to two lines with an ellipsis', () => {
    expect(wrapText('Grow revenue')).toEqual(['Grow revenue']);
    expect(wrapText('Increase the share of recurring revenue in all markets we serve today')).toEqual(['Increase the share of', 'recurring revenue in al…']);
  });
});
