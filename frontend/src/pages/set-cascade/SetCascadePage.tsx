import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AddIcon from '@mui/icons-material/Add';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useQueryClient } from '@tanstack/react-query';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import { BSC_PERSPECTIVES, parentLevel, type KpiAssignment, type ObjectiveAssignment } from '@scorecard/contracts';
import { defaultAssignmentPeriod } from '@scorecard/scoring';
import { useOrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import { useOrganizationSettings } from '../../lib/organization/useOrganizationSettings';
import { useSession } from '../../lib/session';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { NoOrganizationNotice } from '../../components/NoOrganizationNotice';
import { PageHeader } from '../../components/PageHeader';
import { ImportDialog } from '../../components/spreadsheets/ImportDialog';
import { SummaryCard } from '../../components/SummaryCard';
import { ActualResultsDialog } from '../../components/scorecard/ActualResultsDialog';
import { errorText, notifyFailure, notifySuccess } from '../../components/scorecard/feedback';
import { ancestorsOf, buildChart, byPerspective, parentObjectiveOptions, subtreeIds, visibleRows, weightBanners, type ChartFunction } from './cascadeLogic';
import { CASCADE_MESSAGES } from './cascadeMessages';
import { FunctionDialog, type FunctionDialogState, type FunctionPayload } from './FunctionDialog';
import { KpiAssignmentDialog, type KpiAssignmentPayload, type KpiDialogState } from './KpiAssignmentDialog';
import { ObjectiveAssignmentDialog, type ObjectiveAssignmentPayload, type ObjectiveDialogState } from './ObjectiveAssignmentDialog';
import { OrgChart, type FunctionAction } from './OrgChart';
import { PerspectivePanel } from './PerspectivePanel';
import { SelectedFunctionBanner } from './SelectedFunctionBanner';
import { useCascadeActions } from './useCascadeActions';
import { useChart, useFunctionAssignments, useLevelAssignments, useLibrary } from './useCascadeData';
import { WeightBanner } from './WeightBanner';

type RemoveTarget = { kind: 'objective'; assignment: ObjectiveAssignment; name: string } | { kind: 'kpi'; assignment: KpiAssignment; name: string };

const THIS_YEAR = Number(defaultAssignmentPeriod(new Date()));
const YEARS = [THIS_YEAR + 1, THIS_YEAR, THIS_YEAR - 1, THIS_YEAR - 2].map(String);

/**
 * Set and Cascade: the organization chart, and for the selected function its scorecard of objective
 * and KPI assignments with their weights, targets and results.
 */
export function SetCascadePage() {
  const { user } = useSession();
  const hasOrganization = Boolean(user?.organizationId);
  const labels = useOrganizationLabels();
  const { terms } = labels;
  const settings = useOrganizationSettings().data;

  const [year, setYear] = useState(String(THIS_YEAR));
  const [importOpen, setImportOpen] = useState(false);
  const queryClient = useQueryClient();
  // The selection lives in the address (?function=id), so a reload or a shared link keeps the place.
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('function');
  const setSelectedId = useCallback((id: string | null) => setParams(id ? { function: id } : {}, { replace: true }), [setParams]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');

  const { functions, countsById } = useChart(year, hasOrganization);
  const library = useLibrary(hasOrganization);
  const { objectiveAssignments, kpiAssignments } = useFunctionAssignments(selectedId, year);
  const actions = useCascadeActions();

  const tree = useMemo(() => buildChart(functions.data ?? []), [functions.data]);
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

  // ------------------------------------------------------------------ dialogs
  const [functionDialog, setFunctionDialog] = useState<FunctionDialogState | null>(null);
  const [deleteFunction, setDeleteFunction] = useState<ChartFunction | null>(null);
  const [objectiveDialog, setObjectiveDialog] = useState<ObjectiveDialogState | null>(null);
  const [kpiDialog, setKpiDialog] = useState<KpiDialogState | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [removeTarget, setRemoveTarget] = useState<RemoveTarget | null>(null);
  const [resultsFor, setResultsFor] = useState<KpiAssignment | null>(null);

  const onFunctionAction = useCallback((action: FunctionAction, fn: ChartFunction) => {
    if (action === 'add-child') setFunctionDialog({ mode: 'create', parent: fn });
    else if (action === 'edit') setFunctionDialog({ mode: 'edit', fn });
    else setDeleteFunction(fn);
  }, []);

  const saveFunction = async (payload: FunctionPayload) => {
    const state = functionDialog;
    if (!state) return;
    try {
      if (state.mode === 'create') {
        const created = await actions.create<ChartFunction>('functions', payload);
        notifySuccess(CASCADE_MESSAGES.functionCreated);
        if (payload.parentId) onToggle(payload.parentId, true);
        setSelectedId(created.id);
      } else {
        await actions.update('functions', state.fn, { name: payload.name, description: payload.description });
        notifySuccess(CASCADE_MESSAGES.functionUpdated);
      }
      setFunctionDialog(null);
    } catch (error) {
      notifyFailure(CASCADE_MESSAGES.functionSaveFailed(state.mode, errorText(error)));
    }
  };

  const confirmDeleteFunction = async () => {
    if (!deleteFunction) return;
    try {
      await actions.remove('functions', deleteFunction);
      notifySuccess(CASCADE_MESSAGES.functionDeleted);
      if (selectedId && subtreeIds(tree, deleteFunction.id).includes(selectedId)) setSelectedId(deleteFunction.parentId);
      setDeleteFunction(null);
    } catch (error) {
      notifyFailure(CASCADE_MESSAGES.functionDeleteFailed(errorText(error)));
    }
  };

  const openObjectiveDialog = (state: ObjectiveDialogState) => {
    setServerError(null);
    setObjectiveDialog(state);
  };
  const openKpiDialog = (state: KpiDialogState) => {
    setServerError(null);
    setKpiDialog(state);
  };

  const saveObjective = async (payload: ObjectiveAssignmentPayload) => {
    if (!objectiveDialog || !selected) return;
    setServerError(null);
    try {
      if (objectiveDialog.mode === 'create') {
        await actions.create('objective-assignments', {
          objectiveId: payload.objectiveId,
          organizationFunctionId: selected.id,
          organizationLevel: selected.level,
          ownerId: payload.ownerId,
          parentObjectiveAssignmentId: payload.parentObjectiveAssignmentId,
          weight: payload.weight,
          target: payload.target,
          period: year,
          status: 'Active',
        });
        notifySuccess(CASCADE_MESSAGES.objectiveAssigned(selected.name));
      } else {
        await actions.update('objective-assignments', objectiveDialog.assignment, { weight: payload.weight, target: payload.target, ownerId: payload.ownerId });
        notifySuccess(CASCADE_MESSAGES.objectiveAssignmentUpdated);
      }
      setObjectiveDialog(null);
    } catch (error) {
      setServerError(errorText(error));
      notifyFailure(objectiveDialog.mode === 'create' ? CASCADE_MESSAGES.objectiveAssignFailed : CASCADE_MESSAGES.objectiveAssignmentUpdateFailed);
    }
  };

  const saveKpi = async (payload: KpiAssignmentPayload) => {
    if (!kpiDialog) return;
    setServerError(null);
    try {
      if (kpiDialog.mode === 'create') {
        await actions.create('kpi-assignments', {
          kpiId: payload.kpiId,
          linkedObjectiveId: payload.linkedObjectiveId,
          objectiveAssignmentId: payload.objectiveAssignmentId,
          ownerId: payload.ownerId,
          weight: payload.weight,
          targets: JSON.stringify(payload.targets),
          actualResults: JSON.stringify({}),
          period: year,
        });
        notifySuccess(CASCADE_MESSAGES.kpiAssigned);
      } else {
        await actions.update('kpi-assignments', kpiDialog.assignment, { weight: payload.weight, targets: payload.targets, ownerId: payload.ownerId });
        notifySuccess(CASCADE_MESSAGES.kpiAssignmentUpdated);
      }
      setKpiDialog(null);
    } catch (error) {
      const message = errorText(error);
      setServerError(message);
      notifyFailure(kpiDialog.mode === 'create' ? CASCADE_MESSAGES.kpiAssignFailed(message) : CASCADE_MESSAGES.kpiAssignmentUpdateFailed);
    }
  };

  const confirmRemove = async () => {
    if (!removeTarget) return;
    const objective = removeTarget.kind === 'objective';
    try {
      await actions.remove(objective ? 'objective-assignments' : 'kpi-assignments', removeTarget.assignment);
      notifySuccess(objective ? CASCADE_MESSAGES.objectiveAssignmentRemoved : CASCADE_MESSAGES.kpiAssignmentRemoved);
      setRemoveTarget(null);
    } catch (error) {
      notifyFailure(CASCADE_MESSAGES.deleteFailed(objective ? 'objective assignment' : 'KPI assignment', errorText(error)));
    }
  };

  // ------------------------------------------------------------------ the selected function's scorecard
  const objectiveRows = useMemo(() => objectiveAssignments.data ?? [], [objectiveAssignments.data]);
  const kpiRows = useMemo(() => kpiAssignments.data ?? [], [kpiAssignments.data]);
  const banners = useMemo(() => weightBanners(objectiveRows, kpiRows), [objectiveRows, kpiRows]);
  const perspectives = useMemo(() => byPerspective(objectiveRows, library.objectivesById), [objectiveRows, library.objectivesById]);
  const kpisByObjective = useMemo(() => {
    const map = new Map<string, KpiAssignment[]>();
    for (const k of kpiRows) map.set(k.objectiveAssignmentId, [...(map.get(k.objectiveAssignmentId) ?? []), k]);
    return map;
  }, [kpiRows]);
  // The scorecard is valid only when every objective's KPI weights also total 100 (or it has none yet).
  const unbalancedKpiSets = banners.overall.kpiSets.filter((check) => check.state === 'error').length;
  const assignedObjectiveIds = useMemo(() => new Set(objectiveRows.map((a) => a.objectiveId)), [objectiveRows]);

  const upperLevel = selected ? parentLevel(selected.level) : null;
  // The level above: the parent choices of the assign dialog and the 'Cascades from' line of each objective.
  const levelAssignments = useLevelAssignments(upperLevel, year);
  const parentsById = useMemo(() => new Map((levelAssignments.data ?? []).map((a) => [a.id, a])), [levelAssignments.data]);
  const parentOptions = useMemo(() => {
    if (!selected) return undefined;
    if (!upperLevel) return null;
    return levelAssignments.data ? parentObjectiveOptions(selected, year, levelAssignments.data, library.objectivesById) : undefined;
  }, [selected, upperLevel, levelAssignments.data, year, library.objectivesById]);

  const myEmployeeId = useMemo(() => (library.employees.data ?? []).find((e) => e.userId === user?.id)?.id ?? null, [library.employees.data, user?.id]);

  // ------------------------------------------------------------------ tiles
  const scope = selected ? subtreeIds(tree, selected.id) : [...tree.byId.keys()];
  const ownCounts = selected ? countsById.get(selected.id) : undefined;
  const allCounts = [...countsById.values()].reduce((sum, c) => ({ objectiveCount: sum.objectiveCount + c.objectiveCount, kpiCount: sum.kpiCount + c.kpiCount }), { objectiveCount: 0, kpiCount: 0 });
  const tileCounts = selected ? (ownCounts ?? { objectiveCount: 0, kpiCount: 0 }) : allCounts;

  if (!hasOrganization) {
    return (
      <Box>
        <PageHeader title="Set and Cascade" />
        <NoOrganizationNotice />
      </Box>
    );
  }

  const chartLoading = functions.isPending;
  const noFunctions = !chartLoading && tree.byId.size === 0;
  const scorecardLoading = objectiveAssignments.isPending || kpiAssignments.isPending || library.objectives.isPending;

  return (
    <Box>
      <PageHeader
        title="Set and Cascade"
        subtitle="Assign objectives and KPIs to functions and cascade them from the top level down to departments."
        actions={
          <>
            <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImportOpen(true)}>
              Import
            </Button>
            <TextField select size="small" label="Year" value={year} onChange={(event) => setYear(event.target.value)} sx={{ minWidth: 120 }}>
              {YEARS.map((y) => (
                <MenuItem key={y} value={y}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
      />
      <ImportDialog
        open={importOpen}
        onClose={() => setImportOpen(false)}
        functionId={selected?.id ?? null}
        functionName={selected?.name ?? null}
        year={year}
        onImported={() => void queryClient.invalidateQueries()}
      />

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mb: 3 }} aria-label="Summary">
        <SummaryCard
          label="Functions"
          value={scope.length}
          hint={selected ? `${selected.name} and below` : 'In the organization chart'}
          icon={<AccountTreeOutlined />}
          color="#4f46e5"
          loading={chartLoading}
        />
        <SummaryCard
          label={terms.objectives}
          value={tileCounts.objectiveCount}
          hint={selected ? `Assigned to ${selected.name} in ${year}` : `Assigned in ${year}`}
          icon={<FlagOutlined />}
          color="#0891b2"
          loading={chartLoading}
        />
        <SummaryCard
          label={terms.kpis}
          value={tileCounts.kpiCount}
          hint={selected ? `Assigned to ${selected.name} in ${year}` : `Assigned in ${year}`}
          icon={<SpeedOutlined />}
          color="#c2410c"
          loading={chartLoading}
        />
      </Box>

      {noFunctions ? (
        <EmptyState
          icon={<AccountTreeOutlined />}
          title={CASCADE_MESSAGES.noFunctionsTitle}
          text={CASCADE_MESSAGES.noFunctionsText}
          actions={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setFunctionDialog({ mode: 'create', parent: null })}>
              {CASCADE_MESSAGES.createFirstFunction}
            </Button>
          }
        />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)', lg: '340px minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
          <Card
            component="section"
            aria-labelledby="org-chart-heading"
            sx={{ position: { md: 'sticky' }, top: { md: 80 }, display: 'flex', flexDirection: 'column', maxHeight: { xs: 480, md: 'calc(100vh - 100px)' } }}
          >
            <Box sx={{ px: 2, pt: 2 }}>
              <Typography id="org-chart-heading" component="h2" variant="h6" sx={{ fontSize: '1.05rem' }}>
                Organization Chart
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Arrow keys move and open branches; Enter selects; Shift+F10 opens a function&apos;s actions.
              </Typography>
            </Box>
            <OrgChart
              rows={rows}
              loading={chartLoading}
              selectedId={selectedId}
              onSelect={onSelect}
              onToggle={onToggle}
              onAction={onFunctionAction}
              countsById={countsById}
              levelName={labels.level}
              terms={terms}
              search={search}
              onSearch={setSearch}
              emptyText={CASCADE_MESSAGES.noSearchMatches}
            />
          </Card>

          <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
            {selected ? (
              <SelectedFunctionBanner
                fn={selected}
                ancestors={ancestors}
                levelName={labels.level}
                onEdit={() => setFunctionDialog({ mode: 'edit', fn: selected })}
                onAddChild={() => setFunctionDialog({ mode: 'create', parent: selected })}
                onDelete={() => setDeleteFunction(selected)}
              />
            ) : (
              <Skeleton variant="rounded" height={170} />
            )}

            {selected && (
              <Box component="section" aria-labelledby="scorecard-heading" sx={{ display: 'grid', gap: 2 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
                  <Typography id="scorecard-heading" component="h2" variant="h6">
                    Scorecard · {selected.name}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    <Button variant="contained" startIcon={<AddIcon />} onClick={() => openObjectiveDialog({ mode: 'create' })}>
                      Add Objective
                    </Button>
                    <Button variant="outlined" startIcon={<AddIcon />} onClick={() => openKpiDialog({ mode: 'create', objectiveAssignmentId: null })}>
                      Add KPI
                    </Button>
                  </Box>
                </Box>
                {scorecardLoading ? (
                  <Box aria-busy aria-label="Loading the scorecard" sx={{ display: 'grid', gap: 2 }}>
                    <Skeleton variant="rounded" height={48} />
                    {BSC_PERSPECTIVES.map((p) => (
                      <Skeleton key={p} variant="rounded" height={120} />
                    ))}
                  </Box>
                ) : (
                  <>
                    {objectiveRows.length > 0 ? (
                      <>
                        <WeightBanner check={banners.overall.objectives} />
                        {unbalancedKpiSets > 0 && (
                          <Alert severity="warning" role="status">
                            {CASCADE_MESSAGES.unbalancedKpiSets(unbalancedKpiSets)}
                          </Alert>
                        )}
                      </>
                    ) : (
                      <Typography sx={{ color: 'text.secondary' }}>
                        No {terms.objectives.toLowerCase()} assigned to {selected.name} for {year} yet. Use &lsquo;Add Objective&rsquo; to choose one from the Library.
                      </Typography>
                    )}
                    {BSC_PERSPECTIVES.map((perspective) => (
                      <PerspectivePanel
                        key={perspective}
                        perspective={perspective}
                        name={labels.perspective(perspective)}
                        assignments={perspectives[perspective]}
                        kpisByObjective={kpisByObjective}
                        kpiChecks={banners.kpis}
                        objectivesById={library.objectivesById}
                        parentsById={parentsById}
                        kpisById={library.kpisById}
                        employeesById={library.employeesById}
                        thresholds={settings}
                        terms={terms}
                        onAddKpi={(a) => openKpiDialog({ mode: 'create', objectiveAssignmentId: a.id })}
                        onEditObjective={(a) => openObjectiveDialog({ mode: 'edit', assignment: a })}
                        onRemoveObjective={(a) => setRemoveTarget({ kind: 'objective', assignment: a, name: library.objectivesById.get(a.objectiveId)?.name ?? CASCADE_MESSAGES.unknown })}
                        onEnterResults={setResultsFor}
                        onEditKpi={(k) => openKpiDialog({ mode: 'edit', assignment: k })}
                        onRemoveKpi={(k) => setRemoveTarget({ kind: 'kpi', assignment: k, name: library.kpisById.get(k.kpiId)?.name ?? CASCADE_MESSAGES.unknown })}
                      />
                    ))}
                  </>
                )}
              </Box>
            )}
          </Box>
        </Box>
      )}

      <FunctionDialog state={functionDialog} levelName={labels.level} pending={actions.pending} onClose={() => setFunctionDialog(null)} onSubmit={saveFunction} />
      <ConfirmDialog
        open={Boolean(deleteFunction)}
        title="Delete Function"
        message={deleteFunction ? CASCADE_MESSAGES.confirmDeleteFunction(deleteFunction.name, subtreeIds(tree, deleteFunction.id).length - 1) : ''}
        pending={actions.pending}
        onConfirm={confirmDeleteFunction}
        onClose={() => setDeleteFunction(null)}
      />
      {selected && (
        <>
          <ObjectiveAssignmentDialog
            state={objectiveDialog}
            fn={selected}
            year={year}
            objectives={library.objectives.data ?? []}
            objectivesById={library.objectivesById}
            employees={library.employees.data ?? []}
            defaultOwnerId={myEmployeeId}
            parentOptions={parentOptions}
            assignedObjectiveIds={assignedObjectiveIds}
            perspectiveName={labels.perspective}
            levelName={labels.level}
            pending={actions.pending}
            serverError={serverError}
            onClose={() => setObjectiveDialog(null)}
            onSubmit={saveObjective}
          />
          <KpiAssignmentDialog
            state={kpiDialog}
            functionName={selected.name}
            year={year}
            kpis={library.kpis.data ?? []}
            kpisById={library.kpisById}
            objectiveAssignments={objectiveRows}
            objectivesById={library.objectivesById}
            employees={library.employees.data ?? []}
            pending={actions.pending}
            serverError={serverError}
            onClose={() => setKpiDialog(null)}
            onSubmit={saveKpi}
          />
        </>
      )}
      <ConfirmDialog
        open={Boolean(removeTarget)}
        title={removeTarget?.kind === 'objective' ? 'Remove Objective Assignment' : 'Remove KPI Assignment'}
        message={removeTarget ? (removeTarget.kind === 'objective' ? CASCADE_MESSAGES.confirmRemoveObjective(removeTarget.name) : CASCADE_MESSAGES.confirmRemoveKpi(removeTarget.name)) : ''}
        confirmLabel="Remove"
        pending={actions.pending}
        onConfirm={confirmRemove}
        onClose={() => setRemoveTarget(null)}
      />
      <ActualResultsDialog
        open={Boolean(resultsFor)}
        assignment={resultsFor}
        kpi={resultsFor ? library.kpisById.get(resultsFor.kpiId) : null}
        onClose={() => setResultsFor(null)}
      />
    </Box>
  );
}
