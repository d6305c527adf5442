import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import type { StrategyMapAnswer } from '@scorecard/contracts';
import { formatScore } from '../../components/scorecard/format';
import { useStatusHex } from '../../components/scorecard/statusColors';
import { layoutMap, loadElk, wrapText, MAP_SIZES, type MapLayout, type PlacedNode } from './layout';

export interface StrategyMapViewProps {
  answer: StrategyMapAnswer;
  /** print and export: no handles, nothing selectable */
  readOnly?: boolean;
  selectedObjective?: string | null;
  onSelectObjective?: (objectiveAssignmentId: string) => void;
  /** a link drawn with the mouse (drag from a node's handle, or click the handle then the target) */
  onLink?: (from: string, to: string) => void;
  /** an arrow selected and Delete pressed */
  onUnlink?: (linkId: string) => void;
  /** the <svg> element, for the export */
  svgRef?: (svg: SVGSVGElement | null) => void;
}

const FONT = 'Inter, Roboto, "Helvetica Neue", Arial, sans-serif';

/** The laid-out map of an answer: ELK runs after every change of the answer (lazily loaded). */
export function useMapLayout(answer: StrategyMapAnswer | undefined): { layout: MapLayout | null; error: unknown } {
  const [state, setState] = useState<{ layout: MapLayout | null; error: unknown; for: StrategyMapAnswer | undefined }>({ layout: null, error: null, for: undefined });
  useEffect(() => {
    if (!answer) return;
    let live = true;
    loadElk()
      .then((elk) => layoutMap(answer, elk))
      .then((layout) => live && setState({ layout, error: null, for: answer }))
      .catch((error: unknown) => live && setState({ layout: null, error, for: answer }));
    return () => {
      live = false;
    };
  }, [answer]);
  return { layout: state.layout, error: state.error };
}

const pathOf = (points: { x: number; y: number }[]) => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

/**
 * The strategy map as SVG: perspectives as horizontal bands with their labels, objectives as boxes
 * outlined in their status colour with the score and the status in words, arrows from causes to
 * effects. Colours are written as attributes so that the serialized SVG (export) looks the same.
 */
export function StrategyMapView({ answer, readOnly = false, selectedObjective = null, onSelectObjective, onLink, onUnlink, svgRef }: StrategyMapViewProps) {
  const { layout, error } = useMapLayout(answer);
  const theme = useTheme();
  const statusHex = useStatusHex();
  const svg = useRef<SVGSVGElement | null>(null);
  const [selectedLink, setSelectedLink] = useState<string | null>(null);
  const [drag, setDrag] = useState<{ from: string; start: { x: number; y: number }; at: { x: number; y: number }; moved: boolean } | null>(null);
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  const nameOf = useMemo(() => new Map(answer.perspectives.flatMap((p) => p.objectives.map((o) => [o.objectiveAssignmentId, o.name] as const))), [answer]);

  const colors = {
    text: theme.palette.text.primary,
    secondary: theme.palette.text.secondary,
    paper: theme.palette.background.paper,
    bands: [alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.1 : 0.05), alpha(theme.palette.text.primary, 0.03)],
    divider: theme.palette.divider,
    arrow: theme.palette.mode === 'dark' ? '#cbd5e1' : '#334155',
    focus: theme.palette.primary.main,
  };

  if (error) return <Typography color="error">The map could not be laid out.</Typography>;
  if (!layout) return <Skeleton variant="rounded" height={320} />;

  const toSvg = (event: { clientX: number; clientY: number }) => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return { x: event.clientX, y: event.clientY };
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  };
  const nodeAt = (event: { clientX: number; clientY: number }): string | null => {
    const hit = document.elementFromPoint(event.clientX, event.clientY);
    return hit?.closest('[data-node-id]')?.getAttribute('data-node-id') ?? null;
  };

  const startDrag = (event: PointerEvent, node: PlacedNode) => {
    event.stopPropagation();
    event.preventDefault();
    (event.target as Element).setPointerCapture?.(event.pointerId);
    const at = toSvg(event);
    setDrag({ from: node.objectiveAssignmentId, start: at, at, moved: false });
  };
  const moveDrag = (event: PointerEvent) => {
    if (!drag) return;
    const at = toSvg(event);
    setDrag({ ...drag, at, moved: drag.moved || Math.hypot(at.x - drag.start.x, at.y - drag.start.y) > 6 });
  };
  const endDrag = (event: PointerEvent) => {
    if (!drag) return;
    const target = nodeAt(event);
    if (!drag.moved) setPendingFrom(drag.from);
    else if (target && target !== drag.from) onLink?.(drag.from, target);
    setDrag(null);
  };

  const activate = (id: string) => {
    if (pendingFrom && !readOnly) {
      if (pendingFrom !== id) onLink?.(pendingFrom, id);
      setPendingFrom(null);
      return;
    }
    onSelectObjective?.(id);
  };
  const nodeKey = (event: KeyboardEvent, id: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(id);
    } else if (event.key === 'Escape') setPendingFrom(null);
  };
  const edgeKey = (event: KeyboardEvent, id: string) => {
    if ((event.key === 'Delete' || event.key === 'Backspace') && !readOnly) {
      event.preventDefault();
      onUnlink?.(id);
      setSelectedLink(null);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setSelectedLink(id);
    }
  };

  const interactive = !readOnly;
  return (
    <Box
      sx={{
        '& [data-node-id]:focus-visible > rect:first-of-type': { stroke: colors.focus, strokeWidth: 4 },
        '& [data-link-id]:focus-visible > path:last-of-type': { stroke: colors.focus, strokeWidth: 3 },
      }}
    >
      {interactive && (
        <Typography role="status" variant="body2" sx={{ minHeight: 24, color: 'text.secondary', mb: 0.5 }}>
          {pendingFrom
            ? `Choose the objective that “${nameOf.get(pendingFrom)}” leads to (Escape cancels).`
            : selectedLink
              ? 'Arrow selected: press Delete to remove the link.'
              : 'Drag from the round handle of an objective to another to link them; select an arrow and press Delete to remove it.'}
        </Typography>
      )}
      <svg
        ref={(el) => {
          svg.current = el;
          svgRef?.(el);
        }}
        xmlns="http://www.w3.org/2000/svg"
        role="group"
        aria-label="Strategy map"
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        fontFamily={FONT}
        style={{ display: 'block', touchAction: drag ? 'none' : undefined }}
        onPointerMove={interactive ? moveDrag : undefined}
        onPointerUp={interactive ? endDrag : undefined}
        onKeyDown={(e) => e.key === 'Escape' && (setPendingFrom(null), setSelectedLink(null))}
      >
        <defs>
          <marker id="sm-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" fill={colors.arrow} />
          </marker>
          <marker id="sm-arrow-selected" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" fill={colors.focus} />
          </marker>
        </defs>
        <rect x={0} y={0} width={layout.width} height={layout.height} fill={colors.paper} />
        {layout.bands.map((band, i) => (
          <g key={band.key} data-band={band.key}>
            <rect x={0} y={band.y} width={layout.width} height={band.height} fill={colors.bands[i % 2]} />
            <line x1={0} x2={layout.width} y1={band.y + band.height} y2={band.y + band.height} stroke={colors.divider} />
            {wrapText(band.name, 16, 3).map((line, l) => (
              <text key={l} x={MAP_SIZES.margin} y={band.y + band.height / 2 + (l - 0.5) * 16} fill={colors.text} fontSize={13} fontWeight={700}>
                {line}
              </text>
            ))}
          </g>
        ))}
        {layout.edges.map((edge) => {
          const selected = selectedLink === edge.id;
          const label = `Link from ${nameOf.get(edge.from)} to ${nameOf.get(edge.to)}`;
          return (
            <g
              key={edge.id}
              data-link-id={edge.id}
              {...(interactive ? { tabIndex: 0, role: 'button', 'aria-label': label, 'aria-pressed': selected } : { 'aria-hidden': true })}
              onClick={interactive ? () => setSelectedLink(edge.id) : undefined}
              onFocus={interactive ? () => setSelectedLink(edge.id) : undefined}
              onKeyDown={interactive ? (e) => edgeKey(e, edge.id) : undefined}
              style={{ cursor: interactive ? 'pointer' : undefined, outline: 'none' }}
            >
              {interactive && <path d={pathOf(edge.points)} stroke="transparent" strokeWidth={12} fill="none" />}
              <path d={pathOf(edge.points)} stroke={selected ? colors.focus : colors.arrow} strokeWidth={selected ? 3 : 1.6} fill="none" markerEnd={`url(#${selected ? 'sm-arrow-selected' : 'sm-arrow'})`} />
            </g>
          );
        })}
        {layout.nodes.map((node) => {
          const status = statusHex(node.status);
          const selected = selectedObjective === node.objectiveAssignmentId;
          const lines = wrapText(node.name);
          const scoreText = `${formatScore(node.score)} · ${node.status}`;
          // The visible text first (WCAG 2.5.3), then the whole name when the box cut it.
          const shown = lines.join(' ');
          const label = `${shown} ${scoreText}${shown === node.name ? '' : ` (${node.name})`}`;
          return (
            <g
              key={node.objectiveAssignmentId}
              data-node-id={node.objectiveAssignmentId}
              // A button is named by its own text (what is drawn, so the name always holds the visible
              // text, WCAG 2.5.3); the picture of a read-only map is named by the label.
              {...(interactive ? { tabIndex: 0, role: 'button', 'aria-pressed': selected } : { role: 'img', 'aria-label': label })}
              onClick={interactive ? () => activate(node.objectiveAssignmentId) : undefined}
              onKeyDown={interactive ? (e) => nodeKey(e, node.objectiveAssignmentId) : undefined}
              style={{ cursor: interactive ? 'pointer' : undefined, outline: 'none' }}
              className="sm-node"
            >
              <rect x={node.x} y={node.y} width={node.width} height={node.height} rx={8} fill={colors.paper} stroke={selected || pendingFrom === node.objectiveAssignmentId ? colors.focus : status} strokeWidth={selected ? 3 : 2} />
              <rect x={node.x} y={node.y} width={8} height={node.height} rx={3} fill={status} />
              <text x={node.x + 16} y={node.y + 20} fill={colors.text} fontSize={13} fontWeight={600}>
                {lines.map((line, i) => (
                  <tspan key={i} x={node.x + 16} dy={i === 0 ? 0 : 16}>
                    {i === 0 ? line : ` ${line}`}
                  </tspan>
                ))}{' '}
                <tspan x={node.x + 16} y={node.y + node.height - 10} fill={status} fontSize={12} fontWeight={700}>
                  {scoreText}
                </tspan>
              </text>
              {interactive && (
                <circle
                  aria-hidden
                  data-handle={node.objectiveAssignmentId}
                  cx={node.x + node.width}
                  cy={node.y + node.height / 2}
                  r={7}
                  fill={colors.paper}
                  stroke={colors.focus}
                  strokeWidth={2}
                  style={{ cursor: 'crosshair' }}
                  onPointerDown={(e) => startDrag(e, node)}
                  onClick={(e) => e.stopPropagation()}
                />
              )}
            </g>
          );
        })}
        {drag?.moved && <line x1={drag.start.x} y1={drag.start.y} x2={drag.at.x} y2={drag.at.y} stroke={colors.focus} strokeWidth={2} strokeDasharray="6 4" markerEnd="url(#sm-arrow-selected)" pointerEvents="none" />}
      </svg>
    </Box>
  );
}
