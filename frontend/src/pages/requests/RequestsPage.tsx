import { useEffect, useMemo, useState } from 'react';
import { useGetList, useGetOne } from 'react-admin';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { useSession } from '../../lib/session';
import { CACHE_TIMES } from '../../lib/shared';
import { EmptyState } from '../../components/EmptyState';
import { LoadingBar } from '../../components/LoadingBar';
import { NoOrganizationNotice } from '../../components/NoOrganizationNotice';
import { PageHeader } from '../../components/PageHeader';
import { RequestCard } from './RequestCard';
import { RequestFiltersBar } from './RequestFiltersBar';
import { RequestFormDialog } from './RequestFormDialog';
import { RequestsSkeleton } from './RequestsSkeleton';
import { StatusChangeDialog } from './StatusChangeDialog';
import { StatusHistoryDialog } from './StatusHistoryDialog';
import { REQUEST_MESSAGES } from './requestMessages';
import { NO_FILTERS, canChangeStatus, hasFilters, newRequestValues, serverFilter, valuesFromRequest, type RequestFilters } from './requestRules';
import type { RequestView } from './requestTypes';
import { useRequestActions } from './useRequestActions';
import { useRequestLookups } from './useRequestLookups';
import { useDebounced } from '../../lib/useDebounced';

const PAGE_SIZES = [10, 25, 50];
const SEARCH_DELAY_MS = 300;

/** A dialog's open flag kept apart from its subject, so the content stays while it closes. */
type DialogState = { open: boolean; request: RequestView | null };
const closed: DialogState = { open: false, request: null };

/** Requests (/requests): filtered, paged on the server; cards with details, comments, status and history. */
export function RequestsPage() {
  const { user } = useSession();
  const hasOrganization = Boolean(user?.organizationId);
  const actions = useRequestActions();

  const [filters, setFilters] = useState<RequestFilters>(NO_FILTERS);
  const search = useDebounced(filters.q, SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]);
  // A notification links to /requests?open=<id>: that request opens expanded, shown first even when
  // the current page or filters would not hold it.
  const [searchParams] = useSearchParams();
  const openId = searchParams.get('open');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(openId ? [openId] : []));
  useEffect(() => {
    if (openId) setExpanded((current) => (current.has(openId) ? current : new Set(current).add(openId)));
  }, [openId]);
  const linked = useGetOne<RequestView>('requests', { id: openId ?? '' }, { enabled: Boolean(openId) && hasOrganization });

  const filter = useMemo(() => serverFilter({ ...filters, q: search }), [filters, search]);
  const { data, total, isPending, isFetching, isError } = useGetList<RequestView>(
    'requests',
    { pagination: { page, perPage }, sort: { field: 'createdAt', order: 'DESC' }, filter },
    { enabled: hasOrganization, staleTime: CACHE_TIMES.requests.staleMs, gcTime: CACHE_TIMES.requests.keptMs, placeholderData: (previous) => previous },
  );
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / perPage));

  const [form, setForm] = useState<{ open: boolean; request: RequestView | null; mode: 'create' | 'edit' }>({ open: false, request: null, mode: 'create' });
  const [statusDialog, setStatusDialog] = useState<DialogState>(closed);
  const [historyDialog, setHistoryDialog] = useState<DialogState>(closed);

  const changeFilters = (next: RequestFilters) => {
    setFilters(next);
    setPage(1);
  };
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (!hasOrganization) {
    return (
      <Box>
        <PageHeader title="Requests" subtitle="Manage KPI-related requests and approvals" />
        <NoOrganizationNotice />
      </Box>
    );
  }

  const pageRows = data ?? [];
  const rows = linked.data && !pageRows.some((row) => row.id === linked.data.id) ? [linked.data, ...pageRows] : pageRows;
  const lookups = useRequestLookups(rows);
  const first = (page - 1) * perPage + 1;

  return (
    <Box>
      <PageHeader
        title="Requests"
        subtitle="Manage KPI-related requests and approvals"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ open: true, request: null, mode: 'create' })}>
            New Request
          </Button>
        }
      />
      <RequestFiltersBar filters={filters} statuses={lookups.statuses} onChange={changeFilters} onClear={() => changeFilters(NO_FILTERS)} />
      <Box sx={{ mt: 3 }}>
        <LoadingBar active={isFetching && !isPending} label="Loading requests" />
      </Box>
      {isPending ? (
        <RequestsSkeleton />
      ) : isError && rows.length === 0 ? (
        <EmptyState icon={<AssignmentOutlined />} title="Requests could not be loaded" text="Please try again in a moment." />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<AssignmentOutlined />}
          title={REQUEST_MESSAGES.noRequests}
          text={hasFilters(filters) ? 'No request matches these filters.' : 'Create the first request to start collecting data or proposing a change.'}
          actions={
            hasFilters(filters) ? (
              <Button onClick={() => changeFilters(NO_FILTERS)}>Clear Filters</Button>
            ) : (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ open: true, request: null, mode: 'create' })}>
                New Request
              </Button>
            )
          }
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
            Showing {first}–{first + pageRows.length - 1} of {(total ?? rows.length).toLocaleString()} requests
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {rows.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                expanded={expanded.has(request.id)}
                onToggle={() => toggle(request.id)}
                mayChange={canChangeStatus(user, lookups.me?.id ?? null, request)}
                lookups={lookups}
                actions={actions}
                onEdit={() => setForm({ open: true, request, mode: 'edit' })}
                onChangeStatus={() => setStatusDialog({ open: true, request })}
                onHistory={() => setHistoryDialog({ open: true, request })}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 3 }}>
            <TextField
              select
              size="small"
              label="Per page"
              value={perPage}
              onChange={(event) => {
                setPerPage(Number(event.target.value));
                setPage(1);
              }}
              sx={{ width: 110 }}
            >
              {PAGE_SIZES.map((size) => (
                <MenuItem key={size} value={size}>
                  {size}
                </MenuItem>
              ))}
            </TextField>
            {pageCount > 1 && (
              <Pagination
                count={pageCount}
                page={Math.min(page, pageCount)}
                onChange={(_, next) => setPage(next)}
                color="primary"
                shape="rounded"
                aria-label="Requests pages"
              />
            )}
          </Box>
        </>
      )}

      <RequestFormDialog
        open={form.open}
        mode={form.mode}
        initial={form.request ? valuesFromRequest(form.request) : newRequestValues(lookups.me?.department, lookups.statuses)}
        statuses={lookups.statuses}
        owners={lookups.owners}
        objectiveCount={lookups.objectiveAssignmentCount}
        pending={actions.pending}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
        onSubmit={(payload) => (form.request ? actions.updateRequest(form.request, payload) : actions.createRequest(payload))}
      />
      <StatusChangeDialog
        open={statusDialog.open}
        request={statusDialog.request}
        statuses={lookups.statuses}
        pending={actions.pending}
        onClose={() => setStatusDialog((current) => ({ ...current, open: false }))}
        onSubmit={(status, reason) => (statusDialog.request ? actions.changeStatus(statusDialog.request, status, reason) : Promise.resolve(false))}
      />
      <StatusHistoryDialog open={historyDialog.open} request={historyDialog.request} onClose={() => setHistoryDialog((current) => ({ ...current, open: false }))} />
    </Box>
  );
}
