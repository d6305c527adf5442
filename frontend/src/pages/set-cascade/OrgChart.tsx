import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SearchIcon from '@mui/icons-material/Search';
import { defaultChildLevel, type FunctionLevel } from '@scorecard/contracts';
import type { AssignmentCounts, ChartFunction, ChartRow, TreeKey } from './cascadeLogic';
import { treeKeyMove } from './cascadeLogic';
import { focusRing } from '../../theme/themes';
import { pillColors } from '../../theme/palette';
import { TintedPill } from '../../components/TintedPill';
import { COMPLETION_LABELS, completionLevel, completionText, type CompletionCounts } from '../../lib/periods/periodClose';
import { COMPLETION_TONES } from './completionTones';
import { LEVEL_COLORS } from './levelColors';

export type FunctionAction = 'add-child' | 'edit' | 'delete';

export interface OrgChartProps {
  rows: readonly ChartRow[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onToggle: (id: string, open: boolean) => void;
  onAction: (action: FunctionAction, fn: ChartFunction) => void;
  countsById: ReadonlyMap<string, AssignmentCounts>;
  levelName: (level: FunctionLevel) => string;
  terms: { objectives: string; kpis: string };
  search: string;
  onSearch: (text: string) => void;
  /** shown in place of the rows when a search finds nothing */
  emptyText: string;
  /** each function's completion of the period bar's period (its branch rolled up); absent: no colours */
  completionById?: ReadonlyMap<string, CompletionCounts>;
}

const TREE_KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];

/**
 * The organization chart as a WAI-ARIA tree: one focusable row at a time (roving tabindex), arrow
 * keys move and open or close branches, Enter or Space selects, Shift+F10 or the context-menu key
 * opens the row's actions. Only open branches are rendered, so a chart of hundreds stays quick.
 */
export function OrgChart(props: OrgChartProps) {
  const { rows, loading, selectedId, onSelect, onToggle, onAction, countsById, levelName, terms, search, onSearch, emptyText, completionById } = props;
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; fn: ChartFunction } | null>(null);
  const treeRef = useRef<HTMLUListElement>(null);
  const moveFocus = useRef(false);

  // The row holding the tab stop: the focused one if still shown, else the selected one, else the first.
  const tabStop = rows.find((r) => r.fn.id === focusedId)?.fn.id ?? rows.find((r) => r.fn.id === selectedId)?.fn.id ?? rows[0]?.fn.id ?? null;

  useEffect(() => {
    if (!moveFocus.current || !tabStop) return;
    moveFocus.current = false;
    treeRef.current?.querySelector<HTMLElement>(`[data-function-id="${tabStop}"]`)?.focus();
  }, [tabStop, rows]);

  const openMenu = useCallback((anchor: HTMLElement, fn: ChartFunction) => setMenu({ anchor, fn }), []);
  // Read through a ref so the handler stays the same object and the memoised rows do not re-render.
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, row: ChartRow) => {
      if (event.target !== event.currentTarget) return;
      if (TREE_KEYS.includes(event.key)) {
        event.preventDefault();
        const move = treeKeyMove(rowsRef.current, row.fn.id, event.key as TreeKey);
        if (move.expand) onToggle(move.expand, true);
        if (move.collapse) onToggle(move.collapse, false);
        if (move.focus) {
          moveFocus.current = true;
          setFocusedId(move.focus);
        }
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onSelect(row.fn.id);
      } else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
        event.preventDefault();
        const button = event.currentTarget.querySelector<HTMLElement>('[data-actions]');
        if (button) openMenu(button, row.fn);
      }
    },
    [onSelect, onToggle, openMenu],
  );

  const menuFn = menu?.fn;
  const childLevel = menuFn ? defaultChildLevel(menuFn.level) : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 2, pb: 1.5 }}>
        <TextField
          size="small"
          fullWidth
          type="search"
          placeholder="Search functions"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search functions' },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
      </Box>
      {loading ? (
        <Box sx={{ px: 2, pb: 2 }} aria-busy aria-label="Loading the organization chart">
          {[0, 1, 1, 2, 2, 1].map((depth, index) => (
            <Skeleton key={index} variant="rounded" height={58} sx={{ mb: 1, ml: depth * 2.5 }} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <Typography sx={{ px: 2, pb: 3, color: 'text.secondary' }}>{emptyText}</Typography>
      ) : (
        <Box
          component="ul"
          role="tree"
          aria-label="Organization chart"
          ref={treeRef}
          sx={{ listStyle: 'none', m: 0, px: 1.5, pb: 1.5, pt: 0.5, overflowY: 'auto', flex: 1, minHeight: 0 }}
        >
          {rows.map((row) => (
            <ChartNode
              key={row.fn.id}
              row={row}
              selected={row.fn.id === selectedId}
              tabbable={row.fn.id === tabStop}
              counts={countsById.get(row.fn.id)}
              completion={completionById?.get(row.fn.id)}
              levelName={levelName}
              terms={terms}
              onSelect={onSelect}
              onFocusRow={setFocusedId}
              onToggle={onToggle}
              onKeyDown={onKeyDown}
              onOpenMenu={openMenu}
            />
          ))}
        </Box>
      )}
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {menuFn && childLevel && (
          <MenuItem
            onClick={() => {
              setMenu(null);
              onAction('add-child', menuFn);
            }}
          >
            <ListItemIcon>
              <AddIcon fontSize="small" />
            </ListItemIcon>
            Add {levelName(childLevel)}
          </MenuItem>
        )}
        {menuFn && (
          <MenuItem
            onClick={() => {
              setMenu(null);
              onAction('edit', menuFn);
            }}
          >
            <ListItemIcon>
              <EditOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Edit
          </MenuItem>
        )}
        {menuFn && menuFn.level !== 'ceo' && (
          <MenuItem
            onClick={() => {
              setMenu(null);
              onAction('delete', menuFn);
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlineIcon fontSize="small" />
            </ListItemIcon>
            Delete
          </MenuItem>
        )}
      </Menu>
    </Box>
  );
}

interface ChartNodeProps {
  row: ChartRow;
  selected: boolean;
  tabbable: boolean;
  counts: AssignmentCounts | undefined;
  completion: CompletionCounts | undefined;
  levelName: (level: FunctionLevel) => string;
  terms: { objectives: string; kpis: string };
  onSelect: (id: string) => void;
  onFocusRow: (id: string) => void;
  onToggle: (id: string, open: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, row: ChartRow) => void;
  onOpenMenu: (anchor: HTMLElement, fn: ChartFunction) => void;
}

/** One function card of the chart; memoised so that moving the focus re-renders two rows, not all. */
const ChartNode = memo(function ChartNode({ row, selected, tabbable, counts, completion, levelName, terms, onSelect, onFocusRow, onToggle, onKeyDown, onOpenMenu }: ChartNodeProps) {
  const theme = useTheme();
  const { fn, depth, hasChildren, expanded } = row;
  const accent = LEVEL_COLORS[fn.level][theme.palette.mode];
  const labelId = `function-${fn.id}`;
  const level = completion ? completionLevel(completion) : null;
  const tint = level ? pillColors(COMPLETION_TONES[level], theme.palette.mode) : null;
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Box
      component="li"
      role="treeitem"
      aria-level={depth + 1}
      aria-posinset={row.position}
      aria-setsize={row.siblings}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-selected={selected}
      // The name is everything the card shows (WCAG 2.5.3: the visible text is part of the name).
      aria-labelledby={[`${labelId}-name`, `${labelId}-level`, fn.description ? `${labelId}-description` : null, `${labelId}-counts`, level ? `${labelId}-completion` : null].filter(Boolean).join(' ')}
      tabIndex={tabbable ? 0 : -1}
      data-function-id={fn.id}
      data-function-name={fn.name}
      data-completion={level ?? undefined}
      onClick={() => {
        onFocusRow(fn.id);
        onSelect(fn.id);
      }}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusRow(fn.id);
      }}
      onKeyDown={(event) => onKeyDown(event, row)}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        ml: depth * 2.25,
        mb: 0.75,
        py: 1,
        pl: 0.5,
        pr: 0.5,
        borderRadius: 2.5,
        border: 1,
        // Completion colours the card's outline (its words are in the card); the left edge keeps the level's colour.
        borderColor: selected ? accent : tint ? tint.text : 'divider',
        borderLeft: `4px solid ${accent}`,
        bgcolor: selected ? alpha(accent, theme.palette.mode === 'dark' ? 0.16 : 0.08) : 'background.paper',
        cursor: 'pointer',
        transition: 'background-color 120ms',
        '&:hover': { bgcolor: alpha(accent, theme.palette.mode === 'dark' ? 0.12 : 0.05) },
        '&:focus-visible': focusRing(theme),
      }}
    >
      <Box sx={{ width: 30, flexShrink: 0, display: 'flex', justifyContent: 'center' }}>
        {hasChildren && (
          <IconButton
            size="small"
            tabIndex={-1}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${fn.name}`}
            onClick={(event) => {
              stop(event);
              onToggle(fn.id, !expanded);
            }}
          >
            {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" id={`${labelId}-name`} sx={{ fontWeight: 700, fontSize: '0.92rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {fn.name}
          </Typography>{' '}
          {/* Spaces between the parts keep the visible text equal to the name read out (axe 2.5.3). */}
          <Typography component="span" id={`${labelId}-level`} sx={{ fontSize: '0.68rem', fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase', color: accent }}>
            {levelName(fn.level)}
          </Typography>
        </Box>{' '}
        {fn.description && (
          <Typography variant="body2" id={`${labelId}-description`} title={fn.description} sx={{ color: 'text.secondary', fontSize: '0.8rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {fn.description}
          </Typography>
        )}{' '}
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.25, fontVariantNumeric: 'tabular-nums' }} id={`${labelId}-counts`} data-testid="function-counts">
          {terms.objectives}: {counts?.objectiveCount ?? 0} · {terms.kpis}: {counts?.kpiCount ?? 0}
        </Typography>{' '}
        {level && completion && (
          <Box id={`${labelId}-completion`} data-testid="function-completion" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 0.5 }}>
            <TintedPill tone={COMPLETION_TONES[level]} label={COMPLETION_LABELS[level]} dot />{' '}
            {level !== 'nothing-due' && (
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                {completionText(completion)}
              </Typography>
            )}
          </Box>
        )}
      </Box>
      <IconButton
        size="small"
        tabIndex={-1}
        data-actions
        aria-label={`Actions for ${fn.name}`}
        aria-haspopup="menu"
        onClick={(event) => {
          stop(event);
          onOpenMenu(event.currentTarget, fn);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
    </Box>
  );
});
