import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import TablePagination from '@mui/material/TablePagination';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { useOrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import { useSession } from '../../lib/session';
import { CACHE_TIMES, KPI_OVERVIEW_SORT_FIELDS, type KpiOverviewRow, type KpiOverviewSortField } from '../../lib/shared';
import { EmptyState } from '../../components/EmptyState';
import { NoOrganizationNotice } from '../../components/NoOrganizationNotice';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/spreadsheets/ExportButton';
import { ActualResultsDialog } from '../../components/scorecard/ActualResultsDialog';
import { ErrorNotice } from '../../components/scorecard/ErrorNotice';
import { SCORECARD_VIEW_TEXTS } from '../../components/scorecard/texts';
import { TrendDialog, type TrendLine } from '../../components/scorecard/TrendDialog';
import { useViewParams } from '../../components/scorecard/useViewParams';
import { asOfCaption, viewCaption, viewParams } from '../../components/scorecard/viewState';
import { ViewSelectors } from '../../components/scorecard/ViewSelectors';
import { FILTER_KEYS, OverviewFilters, type FilterValues } from './OverviewFilters';
import { OverviewTable, type SortState } from './OverviewTable';
import { ExplainScope } from '../../components/scorecard/explain/ExplainScope';

const PER_PAGE_OPTIONS = [10, 25, 50, 100];
const isSortField = (value: string | null): value is KpiOverviewSortField => (KPI_OVERVIEW_SORT_FIELDS as readonly string[]).includes(value ?? '');

/**
 * KPI Overview: every KPI assignment of the organization for the view in the URL, from
 * GET /api/kpi-overview (scored, filtered, sorted and paged by the server).
 */
export function KpiOverviewPage() {
  const hasOrganization = Boolean(useSession().user?.organizationId);
  const labels = useOrganizationLabels();
  const queryClient = useQueryClient();
  const { view, error: urlError, params, setView, setFrequency, setParam, asOf, asOfQuery, setAsOf } = useViewParams('quarterly');

  const filters: FilterValues = { q: params.get('q') ?? '', functionId: params.get('functionId') ?? '', objectiveId: params.get('objectiveId') ?? '', ownerId: params.get('ownerId') ?? '' };
  const sort: SortState = { field: isSortField(params.get('sort')) ? (params.get('sort') as KpiOverviewSortField) : 'name', order: params.get('order') === 'DESC' ? 'DESC' : 'ASC' };
  const perPage = PER_PAGE_OPTIONS.includes(Number(params.get('perPage'))) ? Number(params.get('perPage')) : 25;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));

  const filter = useMemo(() => {
    const active = Object.fromEntries(FILTER_KEYS.filter((key) => filters[key] !== '').map((key) => [key, filters[key]]));
    return { ...active, ...viewParams(view), ...asOfQuery };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.toString(), view, asOfQuery]);

  const list = useGetList<KpiOverviewRow>(
    'kpi-overview',
    { pagination: { page, perPage }, sort, filter },
    { enabled: hasOrganization, placeholderData: keepPreviousData, staleTime: CACHE_TIMES.kpiAssignments.staleMs },
  );

  const [editing, setEditing] = useState<KpiOverviewRow | null>(null);
  const [trend, setTrend] = useState<TrendLine | null>(null);

  // every filter or sort change starts again at page 1
  const changeFilters = useCallback((change: Partial<FilterValues>) => setParam({ ...change, page: null }), [setParam]);
  const clearFilters = () => setParam({ q: null, functionId: null, objectiveId: null, ownerId: null, page: null });

  const total = list.total ?? 0;
  if (!hasOrganization) return <NoOrganizationNotice />;
  return (
    <Box>
      <PageHeader
        title="KPI Overview"
        actions={<ExportButton path="/api/spreadsheets/export/kpi-overview" params={{ filter: JSON.stringify(filter), sort: JSON.stringify([sort.field, sort.order]) }} what="KPI Overview" />}
        subtitle={
          <span data-testid="overview-count">
            {list.isPending ? 'Loading…' : `${total} ${total === 1 ? 'KPI' : labels.terms.kpis}`} · {viewCaption(view)}
            {asOf ? ` · ${asOfCaption(asOf)}` : ''}
          </span>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
        <ViewSelectors view={view} onFrequency={setFrequency} onChange={setView} viewLabel="View Mode" asOf={{ value: asOf, onChange: setAsOf }} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3, alignItems: 'center' }}>
        <OverviewFilters
          values={filters}
          onChange={changeFilters}
          onClear={clearFilters}
          labels={{ kpis: labels.terms.kpis, objectives: labels.terms.objectives }}
        />
      </Box>
      {urlError && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {urlError} Showing {viewCaption(view)} instead.
        </Alert>
      )}
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data && list.data.length === 0 ? (
        <EmptyState icon={<SearchOffOutlined />} title={SCORECARD_VIEW_TEXTS.noKpisFound} />
      ) : (
        <Card sx={{ borderRadius: 3 }}>
          {/* each row's score explains itself on its own function (DESIGN decision 22) */}
          <ExplainScope value={{ functionId: null, params: { ...viewParams(view), ...asOfQuery } }}>
            <OverviewTable
              rows={list.data}
              sort={sort}
              onSort={(next) => setParam({ sort: next.field, order: next.order, page: null })}
              onEditResult={setEditing}
              onTrend={setTrend}
              perPage={perPage}
            />
          </ExplainScope>
          <TablePagination
            component="div"
            count={total}
            page={Math.min(page - 1, Math.max(0, Math.ceil(total / perPage) - 1))}
            rowsPerPage={perPage}
            rowsPerPageOptions={PER_PAGE_OPTIONS}
            onPageChange={(_e, next) => setParam({ page: String(next + 1) })}
            onRowsPerPageChange={(e) => setParam({ perPage: e.target.value, page: null })}
          />
        </Card>
      )}
      <ActualResultsDialog
        open={editing !== null}
        assignment={editing?.id ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: ['kpi-overview'] })}
      />
      <TrendDialog line={trend} onClose={() => setTrend(null)} />
    </Box>
  );
}
