import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddIcon from '@mui/icons-material/Add';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import type { RaRecord } from 'react-admin';
import { useOrganizationLabels } from '../../app/organization/useOrganizationLabels';
import { useSession } from '../../app/session';
import type { Kpi, Objective, Theme } from '../../app/shared';
import { toast } from '../../app/toast/toastStore';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadingBar } from '../../components/LoadingBar';
import { NoOrganizationNotice } from '../../components/NoOrganizationNotice';
import { PageHeader } from '../../components/PageHeader';
import { BulkSelectionBar } from './BulkSelectionBar';
import { EditKpiDialog } from './EditKpiDialog';
import { KpisTable } from './KpisTable';
import { LibraryEmptyState } from './LibraryEmptyState';
import { LibraryKpiDialog, type KpiPayload } from './LibraryKpiDialog';
import { ALL_PERSPECTIVES, LibraryToolbar } from './LibraryToolbar';
import { ObjectiveDialog, type ObjectivePayload } from './ObjectiveDialog';
import { ObjectivesTable } from './ObjectivesTable';
import { ThemeDialog, type ThemePayload } from './ThemeDialog';
import { ThemesTable } from './ThemesTable';
import { KIND_SINGULAR, LIBRARY_MESSAGES, LIBRARY_TOAST_TITLES, failureMessage, type LibraryKind } from './libraryMessages';
import { matchesSearch } from './search';
import { useLibraryActions } from './useLibraryActions';
import { useLibraryData } from './useLibraryData';
import { useSelection } from './useSelection';

const TABS: LibraryKind[] = ['objectives', 'kpis', 'themes'];
const isTab = (value: string | null): value is LibraryKind => TABS.includes(value as LibraryKind);

const success = (description: string) => toast({ title: LIBRARY_TOAST_TITLES.success, description, variant: 'success' });
const failure = (description: string) => toast({ title: LIBRARY_TOAST_TITLES.error, description, variant: 'destructive' });

type DeleteTarget = { kind: 'objectives'; record: Objective } | { kind: 'kpis'; record: Kpi } | { kind: 'themes'; record: Theme };

/** The Library: template objectives, KPIs and themes, with search, multi-select and bulk delete. */
export function LibraryPage() {
  const { user } = useSession();
  const hasOrganization = Boolean(user?.organizationId);
  const labels = useOrganizationLabels();
  const { terms } = labels;
  const [params, setParams] = useSearchParams();
  const tab: LibraryKind = isTab(params.get('tab')) ? (params.get('tab') as LibraryKind) : 'objectives';

  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [perspective, setPerspective] = useState(ALL_PERSPECTIVES);
  const [multiSelect, setMultiSelect] = useState(false);
  const selection = useSelection();

  const [objectiveDialog, setObjectiveDialog] = useState<{ open: boolean; record: Objective | null }>({ open: false, record: null });
  const [addKpiOpen, setAddKpiOpen] = useState(false);
  const [editKpi, setEditKpi] = useState<Kpi | null>(null);
  const [themeDialog, setThemeDialog] = useState<{ open: boolean; record: Theme | null }>({ open: false, record: null });
  const [deleteState, setDeleteState] = useState<{ open: boolean; target: DeleteTarget | null }>({ open: false, target: null });
  const deleteTarget = deleteState.open ? deleteState.target : null;
  const setDeleteTarget = (target: DeleteTarget | null) => setDeleteState((current) => (target ? { open: true, target } : { ...current, open: false }));
  const [bulkConfirmOpen, setBulkConfirmOpen] = useState(false);

  const { objectives, kpis, themes, employees } = useLibraryData(hasOrganization);
  const actions = useLibraryActions();

  const objectiveRows = useMemo(() => objectives.data ?? [], [objectives.data]);
  const kpiRows = useMemo(() => kpis.data ?? [], [kpis.data]);
  const themeRows = useMemo(() => themes.data ?? [], [themes.data]);
  const employeeRows = useMemo(() => employees.data ?? [], [employees.data]);

  const ownerNames = useMemo(() => new Map(employeeRows.map((employee) => [employee.id, employee.name])), [employeeRows]);
  const themesById = useMemo(() => new Map(themeRows.map((theme) => [theme.id, theme])), [themeRows]);
  const myEmployeeId = useMemo(() => employeeRows.find((employee) => employee.userId === user?.id)?.id ?? null, [employeeRows, user?.id]);

  const visibleObjectives = useMemo(
    () =>
      objectiveRows.filter(
        (row) => matchesSearch(row, deferredSearch) && (perspective === ALL_PERSPECTIVES || row.bscPerspective === perspective),
      ),
    [objectiveRows, deferredSearch, perspective],
  );
  const visibleKpis = useMemo(() => kpiRows.filter((row) => matchesSearch(row, deferredSearch)), [kpiRows, deferredSearch]);
  const visibleThemes = useMemo(() => themeRows.filter((row) => matchesSearch(row, deferredSearch)), [themeRows, deferredSearch]);

  const visibleIds = (tab === 'objectives' ? visibleObjectives : tab === 'kpis' ? visibleKpis : visibleThemes).map((row) => row.id);
  // Only rows on screen count as selected: a search never hides a row that is about to be deleted.
  const selectedIds = visibleIds.filter((id) => selection.selected.has(id));

  const active = tab === 'objectives' ? objectives : tab === 'kpis' ? kpis : themes;
  const tabTitle = { objectives: terms.objectives, kpis: terms.kpis, themes: terms.themes };

  const changeTab = (next: LibraryKind) => {
    setParams(next === 'objectives' ? {} : { tab: next }, { replace: true });
    setSearch('');
    setPerspective(ALL_PERSPECTIVES);
    selection.clear();
  };

  const toggleMultiSelect = () => {
    setMultiSelect((current) => !current);
    selection.clear();
  };

  const openAdd = () => {
    if (tab === 'objectives') setObjectiveDialog({ open: true, record: null });
    else if (tab === 'kpis') setAddKpiOpen(true);
    else setThemeDialog({ open: true, record: null });
  };

  const clearFilters = () => {
    setSearch('');
    setPerspective(ALL_PERSPECTIVES);
  };

  // ---------------------------------------------------------------- saves

  const saveObjective = async (payload: ObjectivePayload) => {
    const editing = objectiveDialog.record;
    try {
      if (editing) await actions.update('objectives', editing, payload);
      else await actions.create('objectives', payload);
      setObjectiveDialog({ open: false, record: editing });
      success(editing ? LIBRARY_MESSAGES.objectiveUpdated : LIBRARY_MESSAGES.objectiveCreated);
    } catch (error) {
      console.error(error);
      failure(editing ? LIBRARY_MESSAGES.objectiveUpdateFailed : LIBRARY_MESSAGES.objectiveCreateFailed);
    }
  };

  const createKpi = async (payload: KpiPayload) => {
    try {
      await actions.create('kpis', payload);
      setAddKpiOpen(false);
      success(LIBRARY_MESSAGES.kpiCreated);
    } catch (error) {
      console.error(error);
      failure(LIBRARY_MESSAGES.kpiCreateFailed);
    }
  };

  const updateKpi = async (payload: KpiPayload) => {
    if (!editKpi) return;
    try {
      await actions.update('kpis', editKpi, payload);
      setEditKpi(null);
      success(LIBRARY_MESSAGES.kpiUpdated);
    } catch (error) {
      console.error(error);
      failure(LIBRARY_MESSAGES.kpiUpdateFailed(failureMessage(error)));
    }
  };

  const saveTheme = async (payload: ThemePayload) => {
    const editing = themeDialog.record;
    try {
      if (editing) await actions.update('themes', editing, payload);
      else await actions.create('themes', payload);
      setThemeDialog({ open: false, record: editing });
      success(editing ? LIBRARY_MESSAGES.themeUpdated : LIBRARY_MESSAGES.themeCreated);
    } catch (error) {
      console.error(error);
      failure(editing ? LIBRARY_MESSAGES.themeUpdateFailed(failureMessage(error)) : LIBRARY_MESSAGES.themeCreateFailed);
    }
  };

  // ---------------------------------------------------------------- deletes

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    const { kind, record } = deleteTarget;
    const messages = {
      objectives: [LIBRARY_MESSAGES.objectiveDeleted, LIBRARY_MESSAGES.objectiveDeleteFailed],
      kpis: [LIBRARY_MESSAGES.kpiDeleted, LIBRARY_MESSAGES.kpiDeleteFailed],
      themes: [LIBRARY_MESSAGES.themeDeleted, LIBRARY_MESSAGES.themeDeleteFailed],
    }[kind];
    try {
      await actions.remove(kind, record as RaRecord);
      setDeleteTarget(null);
      success(messages[0]);
    } catch (error) {
      console.error(error);
      setDeleteTarget(null);
      failure(messages[1]);
    }
  };

  const confirmBulkDelete = async () => {
    const ids = selectedIds;
    const { succeeded, failed } = await actions.removeMany(tab, ids);
    setBulkConfirmOpen(false);
    selection.setMany(succeeded.map(String), false);
    if (failed.length) failure(LIBRARY_MESSAGES.bulkDeleteFailed[tab]);
    else success(LIBRARY_MESSAGES.bulkDeleted[tab](succeeded.length));
  };

  // ---------------------------------------------------------------- render

  const tableCommon = {
    loading: active.isPending,
    selectable: multiSelect,
    selected: selection.selected,
    onToggle: selection.toggle,
    onToggleAll: (checked: boolean) => selection.setMany(visibleIds, checked),
  };

  const emptyState = (kind: LibraryKind, noun: string, singular: string, icon: ReactNode, total: number) => (
    <LibraryEmptyState filtered={total > 0} noun={noun} singular={singular} icon={icon} onAdd={openAdd} onClearFilters={clearFilters} key={kind} />
  );

  const counts = { objectives: objectives.data?.length, kpis: kpis.data?.length, themes: themes.data?.length };
  const searchPlaceholder = `Search ${tabTitle[tab]}...`;

  return (
    <>
      <PageHeader
        title="Library"
        subtitle="Create template objectives and KPIs. Targets are set in Set & Cascade."
        actions={
          hasOrganization ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
              Add {KIND_SINGULAR[tab]}
            </Button>
          ) : undefined
        }
      />
      {!hasOrganization ? (
        <NoOrganizationNotice />
      ) : (
        <>
          <LoadingBar active={objectives.isFetching || kpis.isFetching || themes.isFetching || actions.pending} label="Loading library" />
          <Card sx={{ borderRadius: 3, overflow: 'hidden' }}>
            <Tabs
              value={tab}
              onChange={(_event, next: LibraryKind) => changeTab(next)}
              aria-label="Library sections"
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 56, fontWeight: 600 } }}
            >
              {TABS.map((key) => (
                <Tab
                  key={key}
                  value={key}
                  iconPosition="start"
                  icon={key === 'objectives' ? <FlagOutlined fontSize="small" /> : key === 'kpis' ? <SpeedOutlined fontSize="small" /> : <PaletteOutlined fontSize="small" />}
                  label={
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                      {tabTitle[key]}
                      {counts[key] !== undefined && <Chip size="small" label={counts[key]} sx={{ height: 20, fontSize: '0.72rem', fontWeight: 700 }} />}
                    </Box>
                  }
                />
              ))}
            </Tabs>
            <Box sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
              <LibraryToolbar
                search={search}
                onSearchChange={setSearch}
                searchPlaceholder={searchPlaceholder}
                perspective={perspective}
                onPerspectiveChange={tab === 'objectives' ? setPerspective : undefined}
                perspectiveLabel={labels.perspective}
                multiSelect={multiSelect}
                onToggleMultiSelect={toggleMultiSelect}
              />
              {multiSelect && (
                <BulkSelectionBar count={selectedIds.length} onClear={selection.clear} onDelete={() => setBulkConfirmOpen(true)} pending={actions.pending} />
              )}
              {active.error ? (
                <Alert
                  severity="error"
                  action={
                    <Button color="inherit" size="small" onClick={() => void active.refetch()}>
                      Retry
                    </Button>
                  }
                >
                  {`${tabTitle[tab]} could not be loaded: ${failureMessage(active.error)}`}
                </Alert>
              ) : null}
            </Box>
            {tab === 'objectives' && (
              <ObjectivesTable
                {...tableCommon}
                label={tabTitle.objectives}
                rows={visibleObjectives}
                ownerNames={ownerNames}
                themesById={themesById}
                perspectiveLabel={labels.perspective}
                onEdit={(record) => setObjectiveDialog({ open: true, record })}
                onDelete={(record) => setDeleteTarget({ kind: 'objectives', record })}
                empty={emptyState('objectives', 'objectives', 'objective', <FlagOutlined />, objectiveRows.length)}
              />
            )}
            {tab === 'kpis' && (
              <KpisTable
                {...tableCommon}
                label={tabTitle.kpis}
                rows={visibleKpis}
                onEdit={(record) => setEditKpi(record)}
                onDelete={(record) => setDeleteTarget({ kind: 'kpis', record })}
                empty={emptyState('kpis', 'KPIs', 'KPI', <SpeedOutlined />, kpiRows.length)}
              />
            )}
            {tab === 'themes' && (
              <ThemesTable
                {...tableCommon}
                label={tabTitle.themes}
                rows={visibleThemes}
                onEdit={(record) => setThemeDialog({ open: true, record })}
                onDelete={(record) => setDeleteTarget({ kind: 'themes', record })}
                empty={emptyState('themes', 'themes', 'theme', <PaletteOutlined />, themeRows.length)}
              />
            )}
          </Card>

          <ObjectiveDialog
            open={objectiveDialog.open}
            objective={objectiveDialog.record}
            themes={themeRows}
            employees={employeeRows}
            objectives={objectiveRows}
            defaultOwnerId={myEmployeeId}
            perspectiveLabel={labels.perspective}
            pending={actions.pending}
            onClose={() => setObjectiveDialog((current) => ({ ...current, open: false }))}
            onSubmit={(payload) => void saveObjective(payload)}
          />
          <LibraryKpiDialog open={addKpiOpen} pending={actions.pending} onClose={() => setAddKpiOpen(false)} onSubmit={(payload) => void createKpi(payload)} />
          <EditKpiDialog kpi={editKpi} pending={actions.pending} onClose={() => setEditKpi(null)} onSubmit={(payload) => void updateKpi(payload)} />
          <ThemeDialog
            open={themeDialog.open}
            theme={themeDialog.record}
            pending={actions.pending}
            onClose={() => setThemeDialog((current) => ({ ...current, open: false }))}
            onSubmit={(payload) => void saveTheme(payload)}
          />
          <ConfirmDialog
            open={deleteState.open}
            title={deleteState.target ? `Delete ${KIND_SINGULAR[deleteState.target.kind]}` : ''}
            message={deleteState.target ? LIBRARY_MESSAGES.confirmDelete[deleteState.target.kind](deleteState.target.record.name) : ''}
            pending={actions.pending}
            onConfirm={() => void confirmDelete()}
            onClose={() => setDeleteTarget(null)}
          />
          <ConfirmDialog
            open={bulkConfirmOpen}
            title="Delete Selected"
            message={LIBRARY_MESSAGES.confirmBulkDelete(selectedIds.length, tab)}
            confirmLabel={`Delete ${selectedIds.length}`}
            pending={actions.pending}
            onConfirm={() => void confirmBulkDelete()}
            onClose={() => setBulkConfirmOpen(false)}
          />
        </>
      )}
    </>
  );
}
