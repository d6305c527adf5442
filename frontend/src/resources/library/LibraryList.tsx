import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  DataTable,
  List,
  Pagination,
  useDelete,
  useDeleteMany,
  useListContext,
  useRecordContext,
  useRedirect,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { CACHE_TIMES } from '../../lib/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SelectPageCheckbox, SelectRowCheckbox } from '../../components/RowSelection';
import { PartialDeleteError } from '../../providers/dataProvider';
import { BulkSelectionBar } from './BulkSelectionBar';
import { LibraryEmptyState } from './LibraryEmptyState';
import { LibraryToolbar } from './LibraryToolbar';
import { KIND_NOUNS, KIND_SINGULAR, LIBRARY_MESSAGES, failureMessage, failureToast, successToast, type LibraryKind } from './libraryMessages';
import { useLibraryRefresh } from './useLibraryRefresh';

export type NamedRecord = RaRecord & { name: string };

export interface LibraryListProps {
  kind: LibraryKind;
  /** The organization's name for the records ('Objectives', or a custom term): the table's label. */
  label: string;
  /** The table's columns (DataTable.Col elements); selection and actions columns are added. */
  children: ReactNode;
  /** More filters beside the search box (the perspective filter of objectives). */
  filters?: ReactNode;
  emptyIcon: ReactNode;
  /** Opens the add dialog (the empty state's button). */
  onAdd?: () => void;
  /** Opens the edit dialog; by default the resource's edit route. */
  onEdit?: (record: NamedRecord) => void;
  /** Multi-select mode, when the page keeps it across tabs; otherwise the list's own. */
  multiSelect?: boolean;
  onMultiSelectChange?: (on: boolean) => void;
}

/** What the Library page (or a resource route) passes to a tab's list. */
export type LibraryTabProps = Partial<Pick<LibraryListProps, 'label' | 'onAdd' | 'onEdit' | 'multiSelect' | 'onMultiSelectChange'>>;

const ROWS_PER_PAGE = [10, 25, 50, 100];

/**
 * A Library tab: react-admin's List on the resource with server-side search (filter.q), sort and
 * paging (the total is the server's Content-Range), a Multi-select mode whose selection is deleted
 * with useDeleteMany, and a confirmed single delete. List parameters live in the component, not
 * the URL, so changing tab starts each list afresh.
 */
export function LibraryList({ kind, ...props }: LibraryListProps) {
  const cache = CACHE_TIMES[kind];
  return (
    <List
      resource={kind}
      disableSyncWithLocation
      storeKey={false}
      title={false}
      actions={false}
      empty={false}
      component="div"
      perPage={25}
      debounce={300}
      sort={{ field: 'name', order: 'ASC' }}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
      queryOptions={{ staleTime: cache.staleMs, gcTime: cache.keptMs }}
      // On a narrow screen the table scrolls sideways inside the card; the toolbar stays in view.
      sx={{ minWidth: 0, '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <LibraryListBody kind={kind} {...props} />
    </List>
  );
}

function LibraryListBody({ kind, label, children, filters, emptyIcon, onAdd, onEdit, multiSelect: shared, onMultiSelectChange }: LibraryListProps) {
  const list = useListContext<NamedRecord>();
  const { data = [], filterValues, setFilters, selectedIds, onSelect, onUnselectItems, error, refetch, isFetching, isPending } = list;
  const redirect = useRedirect();
  const refresh = useLibraryRefresh();
  const [own, setOwn] = useState(false);
  const multiSelect = shared ?? own;
  const [confirmBulk, setConfirmBulk] = useState(false);
  const [toDelete, setToDelete] = useState<{ open: boolean; record: NamedRecord | null }>({ open: false, record: null });
  const [deleteOne, { isPending: deletingOne }] = useDelete();
  const [deleteMany, { isPending: deletingMany }] = useDeleteMany();

  // Only rows on screen count as selected: a search never hides a row that is about to be deleted.
  const selectedOnScreen = data.filter((row) => selectedIds.includes(row.id)).map((row) => row.id);
  const filtered = Object.entries(filterValues).some(([, value]) => value !== undefined && value !== '');
  const { plural, singular } = KIND_NOUNS[kind];

  const clearFilters = () => setFilters({}, undefined, false);
  const toggleMultiSelect = () => {
    (onMultiSelectChange ?? setOwn)(!multiSelect);
    onUnselectItems();
  };
  const edit = (record: NamedRecord) => (onEdit ? onEdit(record) : redirect('edit', kind, record.id));

  const confirmDelete = () => {
    const record = toDelete.record;
    if (!record) return;
    deleteOne(
      kind,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setToDelete({ open: false, record });
          successToast(LIBRARY_MESSAGES.deleted[kind]);
          void refresh(kind);
        },
        onError: (failure) => {
          console.error(failure);
          setToDelete({ open: false, record });
          failureToast(LIBRARY_MESSAGES.deleteFailed[kind]);
        },
      },
    );
  };

  const confirmBulkDelete = () => {
    const ids = selectedOnScreen;
    const unselect = (gone: Identifier[]) => onSelect(selectedIds.filter((id) => !gone.includes(id)));
    deleteMany(
      kind,
      { ids },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirmBulk(false);
          unselect(ids);
          successToast(LIBRARY_MESSAGES.bulkDeleted[kind](ids.length));
          void refresh(kind);
        },
        onError: (failure) => {
          console.error(failure);
          setConfirmBulk(false);
          // The ones that went leave the selection; the failed ones stay selected for another try.
          if (failure instanceof PartialDeleteError) unselect(failure.deleted);
          failureToast(LIBRARY_MESSAGES.bulkDeleteFailed[kind]);
          void refresh(kind);
        },
      },
    );
  };

  return (
    <>
      <Box sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <LibraryToolbar
          searchPlaceholder={`Search ${label}...`}
          filters={filters}
          multiSelect={multiSelect}
          onToggleMultiSelect={toggleMultiSelect}
        />
        {multiSelect && (
          <BulkSelectionBar count={selectedOnScreen.length} onClear={onUnselectItems} onDelete={() => setConfirmBulk(true)} pending={deletingMany} />
        )}
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            {`${label} could not be loaded: ${failureMessage(error)}`}
          </Alert>
        ) : null}
      </Box>
      {/* A search or page change keeps the rows on screen until the answer comes: say it is coming. */}
      <Box sx={{ height: 3 }}>{isFetching && !isPending ? <LinearProgress aria-label={`Loading ${label}`} sx={{ height: 3 }} /> : null}</Box>
      <DataTable
        aria-label={label}
        bulkActionButtons={false}
        rowClick={false}
        hover
        empty={
          <LibraryEmptyState filtered={filtered} noun={plural} singular={singular} icon={emptyIcon} onAdd={onAdd} onClearFilters={clearFilters} />
        }
        sx={{
          minWidth: 720,
          '& .RaDataTable-headerCell': { color: 'text.secondary', fontWeight: 600, fontSize: '0.78rem', textTransform: 'uppercase', letterSpacing: '0.04em', whiteSpace: 'nowrap', bgcolor: 'action.hover' },
        }}
      >
        {multiSelect && (
          <DataTable.Col source="selection" label={<SelectPageCheckbox ids={data.map((row) => row.id)} />} disableSort headerClassName="library-select" cellSx={() => ({ width: 48, py: 0 })}>
            <SelectRowCheckbox<NamedRecord> name={(record) => record.name} />
          </DataTable.Col>
        )}
        {children}
        <DataTable.Col source="actions" label="Actions" disableSort align="right" cellSx={() => ({ width: 110, whiteSpace: 'nowrap' })}>
          <RowActions onEdit={edit} onDelete={(record) => setToDelete({ open: true, record })} />
        </DataTable.Col>
      </DataTable>

      <ConfirmDialog
        open={toDelete.open}
        title={`Delete ${KIND_SINGULAR[kind]}`}
        message={toDelete.record ? LIBRARY_MESSAGES.confirmDelete[kind](toDelete.record.name) : ''}
        pending={deletingOne}
        onConfirm={confirmDelete}
        onClose={() => setToDelete((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={confirmBulk}
        title="Delete Selected"
        message={LIBRARY_MESSAGES.confirmBulkDelete(selectedOnScreen.length, kind)}
        confirmLabel={`Delete ${selectedOnScreen.length}`}
        pending={deletingMany}
        onConfirm={confirmBulkDelete}
        onClose={() => setConfirmBulk(false)}
      />
    </>
  );
}

function RowActions({ onEdit, onDelete }: { onEdit: (record: NamedRecord) => void; onDelete: (record: NamedRecord) => void }) {
  const record = useRecordContext<NamedRecord>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      <Tooltip title="Edit">
        <IconButton size="small" aria-label={`Edit ${record.name}`} onClick={() => onEdit(record)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton size="small" aria-label={`Delete ${record.name}`} onClick={() => onDelete(record)} sx={{ '&:hover': { color: 'error.main' } }}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
