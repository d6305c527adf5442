import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AddIcon from '@mui/icons-material/Add';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { PeriodKey } from '@scorecard/contracts';
import { defaultAssignmentPeriod, reportingPeriodKey } from '@scorecard/scoring';
import { errorText } from '../../components/scorecard/feedback';
import { usePeriodCompletion } from '../../lib/periods/useReportingPeriods';
import { useOrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import { useOrganizationSettings } from '../../lib/organization/useOrganizationSettings';
import { useSession } from '../../lib/session';
import { EmptyState } from '../../components/EmptyState';
import { NoOrganizationNotice } from '../../components/NoOrganizationNotice';
import { PageHeader } from '../../components/PageHeader';
import { buildChart } from './cascadeLogic';
import { CascadeDialogs } from './CascadeDialogs';
import { CASCADE_MESSAGES } from './cascadeMessages';
import { ChartPanel } from './ChartPanel';
import { defaultCompletionPeriod, rollUpCompletion, totalCompletion } from './completionLogic';
import { PeriodBar } from './PeriodBar';
import { ScorecardPanel } from './ScorecardPanel';
import { SelectedFunctionBanner } from './SelectedFunctionBanner';
import { SummaryTiles } from './SummaryTiles';
import { useChart, useLibrary } from './useCascadeData';
import { useCascadeDialogs } from './useCascadeDialogs';
import { useChartSelection } from './useChartSelection';
import { useFunctionScorecard } from './useFunctionScorecard';

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
  const settings = useOrganizationSettings().data;
  const [year, setYear] = useState(String(THIS_YEAR));
  const [completionPeriod, setCompletionPeriod] = useState<PeriodKey>(() => defaultCompletionPeriod(THIS_YEAR, new Date()));

  const { functions, countsById } = useChart(year, hasOrganization);
  const library = useLibrary(hasOrganization);
  const tree = useMemo(() => buildChart(functions.data ?? []), [functions.data]);
  const chart = useChartSelection(tree);
  const { selected, selectedId } = chart;
  const scorecard = useFunctionScorecard(selected, selectedId, year, library, user?.id);
  const completion = usePeriodCompletion(hasOrganization ? reportingPeriodKey(year, completionPeriod) : null);
  const completionById = useMemo(() => (completion.data ? rollUpCompletion(tree, completion.data) : undefined), [tree, completion.data]);
  const completionTotal = useMemo(() => (completion.data ? totalCompletion(completion.data) : undefined), [completion.data]);
  const dialogs = useCascadeDialogs({ tree, selected, selectedId, setSelectedId: chart.setSelectedId, onToggle: chart.onToggle, year });
  const { open } = dialogs;

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

  return (
    <Box>
      <PageHeader
        title="Set and Cascade"
        subtitle="Assign objectives and KPIs to functions and cascade them from the top level down to departments."
        actions={
          <>
            <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => open({ kind: 'import' })}>
              Import
            </Button>
            <TextField
              select
              size="small"
              label="Year"
              value={year}
              onChange={(event) => {
                setYear(event.target.value);
                setCompletionPeriod(defaultCompletionPeriod(Number(event.target.value), new Date()));
              }}
              sx={{ minWidth: 120 }}
            >
              {YEARS.map((y) => (
                <MenuItem key={y} value={y}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
      />

      <SummaryTiles tree={tree} selected={selected} countsById={countsById} year={year} terms={labels.terms} loading={chartLoading} />

      {!noFunctions && (
        <PeriodBar
          year={year}
          period={completionPeriod}
          onPeriod={setCompletionPeriod}
          total={completionTotal}
          loading={completion.isPending && !completion.isError}
          error={completion.isError ? errorText(completion.error) : null}
        />
      )}

      {noFunctions ? (
        <EmptyState
          icon={<AccountTreeOutlined />}
          title={CASCADE_MESSAGES.noFunctionsTitle}
          text={CASCADE_MESSAGES.noFunctionsText}
          actions={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => open({ kind: 'function', state: { mode: 'create', parent: null } })}>
              {CASCADE_MESSAGES.createFirstFunction}
            </Button>
          }
        />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)', lg: '340px minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
          <ChartPanel
            rows={chart.rows}
            loading={chartLoading}
            selectedId={selectedId}
            onSelect={chart.onSelect}
            onToggle={chart.onToggle}
            onAction={dialogs.onFunctionAction}
            countsById={countsById}
            levelName={labels.level}
            terms={labels.terms}
            search={chart.search}
            onSearch={chart.setSearch}
            completionById={completionById}
          />

          <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
            {selected ? (
              <SelectedFunctionBanner
                fn={selected}
                ancestors={chart.ancestors}
                levelName={labels.level}
                onEdit={() => open({ kind: 'function', state: { mode: 'edit', fn: selected } })}
                onAddChild={() => open({ kind: 'function', state: { mode: 'create', parent: selected } })}
                onDelete={() => open({ kind: 'delete-function', fn: selected })}
              />
            ) : (
              <Skeleton variant="rounded" height={170} />
            )}

            {selected && <ScorecardPanel fn={selected} year={year} labels={labels} scorecard={scorecard} library={library} thresholds={settings} onOpen={open} />}
          </Box>
        </Box>
      )}

      <CascadeDialogs dialogs={dialogs} tree={tree} selected={selected} year={year} labels={labels} library={library} scorecard={scorecard} />
    </Box>
  );
}
