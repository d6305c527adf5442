import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ancestorsOf, visibleRows, type ChartTree } from './cascadeLogic';

/**
 * The chart's selection, open branches and search. The selection lives in the address
 * (?function=id), so a reload or a shared link keeps the place.
 */
export function useChartSelection(tree: ChartTree) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('function');
  const setSelectedId = useCallback((id: string | null) => setParams(id ? { function: id } : {}, { replace: true }), [setParams]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');

  const rows = useMemo(() => visibleRows(tree, expanded, search), [tree, expanded, search]);
  const selected = selectedId ? (tree.byId.get(selectedId) ?? null) : null;
  const ancestors = useMemo(() => (selectedId ? ancestorsOf(tree, selectedId) : []), [tree, selectedId]);

  // The root is selected and open at first; an unknown or deleted selection falls back to the root.
  // The branches above the selected function are opened, so it is always in view.
  useEffect(() => {
    const root = tree.roots[0];
    if (!root) return;
    if (!selectedId || !tree.byId.has(selectedId)) {
      setSelectedId(root.id);
      return;
    }
    const path = [...ancestorsOf(tree, selectedId).map((f) => f.id), ...(selectedId === root.id ? [root.id] : [])];
    setExpanded((current) => (path.every((id) => current.has(id)) ? current : new Set([...current, ...path])));
  }, [tree, selectedId, setSelectedId]);

  const onToggle = useCallback((id: string, open: boolean) => {
    setExpanded((current) => {
      if (current.has(id) === open) return current;
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const onSelect = useCallback((id: string) => setSelectedId(id), [setSelectedId]);

  return { selectedId, selected, ancestors, setSelectedId, rows, search, setSearch, onToggle, onSelect };
}
