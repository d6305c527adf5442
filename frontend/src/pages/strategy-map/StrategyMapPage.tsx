import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import type { Initiative, ObjectiveLink } from '@scorecard/contracts';
import { apiPost, apiRequest, deriveErrorMessage } from '../../lib/api';
import { useOrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast/toastStore';
import { NoOrganizationNotice } from '../../components/NoOrganizationNotice';
import { PageHeader } from '../../components/PageHeader';
import { FunctionPicker, useCeoFunction } from '../../components/pickers/FunctionPicker';
import { ObjectiveInitiatives } from '../../components/initiatives/ObjectiveInitiatives';
import { ErrorNotice } from '../../components/scorecard/ErrorNotice';
import { formatScore, formatValue } from '../../components/scorecard/format';
import { useStatusHex } from '../../components/scorecard/statusColors';
import { useScorecard } from '../../components/scorecard/useScorecard';
import { useViewParams } from '../../components/scorecard/useViewParams';
import { viewCaption } from '../../components/scorecard/viewState';
import { ViewSelectors } from '../../components/scorecard/ViewSelectors';
import { exportPng, exportSvg } from './exportMap';
import { LinkToMenu } from './LinkToMenu';
import { StrategyMapView } from './StrategyMapView';
import { STRATEGY_MAP_QUERY_KEY, useStrategyMap } from './useStrategyMap';

/**
 * Strategy map (DESIGN decision 23): one function's objectives in perspective bands with their
 * cause-and-effect links, for the view in the URL. Selecting an objective shows its KPIs and lets
 * the keyboard draw a link ("Link to…"); arrows are removed with Delete or from the list.
 */
export function StrategyMapPage() {
  const hasOrganization = Boolean(useSession().user?.organizationId);
  const labels = useOrganizationLabels();
  const { view, error: urlError, params, setView, setFrequency, setParam } = useViewParams('quarterly');
  const ceo = useCeoFunction(hasOrganization);
  const functionId = params.get('function') ?? ceo?.id ?? null;
  const map = useStrategyMap(functionId, view, hasOrganization);
  const scorecard = useScorecard(functionId, view, hasOrganization);
  const [selected, setSelected] = useState<string | null>(null);
  const svg = useRef<SVGSVGElement | null>(null);
  const queryClient = useQueryClient();
  const statusHex = useStatusHex();

  const answer = map.data;
  const objectives = useMemo(() => answer?.perspectives.flatMap((p) => p.objectives) ?? [], [answer]);
  const nameOf = (id: string) => objectives.find((o) => o.objectiveAssignmentId === id)?.name ?? '';
  const current = objectives.find((o) => o.objectiveAssignmentId === selected) ?? null;
  const kpis = scorecard.data?.perspectives.flatMap((p) => p.objectives).find((o) => o.objectiveAssignmentId === selected)?.kpis ?? [];
  // The initiatives serving the selected objective (DESIGN decision 24), one call per selection.
  const initiatives = useGetList<Initiative>(
    'initiatives',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'dueDate', order: 'ASC' }, filter: { objectiveAssignmentId: selected ? [selected] : [] } },
    { enabled: hasOrganization && Boolean(selected) },
  );
  const ownLinks = answer?.links.filter((l) => l.from === selected || l.to === selected) ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: STRATEGY_MAP_QUERY_KEY });
  const link = useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) => apiPost<ObjectiveLink>('/api/objective-links', { fromObjectiveAssignmentId: from, toObjectiveAssignmentId: to }),
    onSuccess: (_l, { from, to }) => {
      toast({ title: 'Link added', description: `${nameOf(from)} → ${nameOf(to)}`, variant: 'success' });
      return refresh();
    },
    onError: (error) => toast({ title: 'The link was not added', description: deriveErrorMessage(error, 'Please try again'), variant: 'destructive' }),
  });
  const unlink = useMutation({
    mutationFn: (id: string) => apiRequest<ObjectiveLink>('DELETE', `/api/objective-links/${id}`),
    onSuccess: () => {
      toast({ title: 'Link removed', variant: 'success' });
      return refresh();
    },
    onError: (error) => toast({ title: 'The link was not removed', description: deriveErrorMessage(error, 'Please try again'), variant: 'destructive' }),
  });
  const onLink = (from: string, to: string) => link.mutate({ from, to });

  const fileName = (ext: string) => `strategy-map-${view.year}-${view.period}.${ext}`;

  if (!hasOrganization) return <NoOrganizationNotice />;
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader
        title="Strategy Map"
        subtitle={`Objectives by perspective with their cause-and-effect links · ${viewCaption(view)}`}
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" size="small" startIcon={<FileDownloadOutlined />} disabled={!answer} onClick={() => svg.current && exportSvg(svg.current, fileName('svg'))}>
              SVG
            </Button>
            <Button
              variant="outlined"
              size="small"
              startIcon={<FileDownloadOutlined />}
              disabled={!answer}
              onClick={() => svg.current && void exportPng(svg.current, fileName('png')).catch((e: Error) => toast({ title: e.message, variant: 'destructive' }))}
            >
              PNG
            </Button>
          </Stack>
        }
      />
      <Box sx={{ mb: 3 }}>
        <ViewSelectors view={view} onFrequency={setFrequency} onChange={setView}>
          <FunctionPicker
            value={functionId}
            onChange={(id) => {
              setSelected(null);
              setParam({ function: id });
            }}
            sx={{ minWidth: 260, maxWidth: '100%' }}
          />
        </ViewSelectors>
      </Box>
      {urlError && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {urlError} Showing {viewCaption(view)} instead.
        </Alert>
      )}
      {map.error ? (
        <ErrorNotice error={map.error} onRetry={() => void map.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
          <Card sx={{ borderRadius: 3, minWidth: 0 }} aria-busy={map.isFetching || link.isPending || unlink.isPending || undefined}>
            <CardContent>
              {answer && objectives.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>No objectives are assigned to this function for {view.year}. Assign them in Set and Cascade.</Typography>
              ) : (
                <Box data-testid="strategy-map-scroll" tabIndex={0} role="region" aria-label="Strategy map, scrolls" sx={{ overflow: 'auto', maxHeight: '75vh', maxWidth: '100%' }}>
                  {answer ? (
                    <StrategyMapView
                      answer={answer}
                      selectedObjective={selected}
                      onSelectObjective={setSelected}
                      onLink={onLink}
                      onUnlink={(id) => unlink.mutate(id)}
                      svgRef={(el) => (svg.current = el)}
                    />
                  ) : (
                    <Typography sx={{ color: 'text.secondary' }}>Loading the map…</Typography>
                  )}
                </Box>
              )}
            </CardContent>
          </Card>
          <Card sx={{ borderRadius: 3 }} component="aside" aria-label="Selected objective">
            <CardContent>
              {!current ? (
                <Typography sx={{ color: 'text.secondary' }}>Select an objective to see its {labels.terms.kpis} and link it to another.</Typography>
              ) : (
                <Stack spacing={1.5}>
                  <Box>
                    <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                      {current.name}
                    </Typography>
                    <Typography sx={{ color: statusHex(current.status), fontWeight: 700 }}>
                      {formatScore(current.score)} · {current.status}
                    </Typography>
                  </Box>
                  {answer && <LinkToMenu answer={answer} from={current.objectiveAssignmentId} onLink={onLink} disabled={link.isPending} />}
                  <Divider />
                  <Typography component="h3" variant="subtitle2">
                    {labels.terms.kpis}
                  </Typography>
                  {kpis.length === 0 ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {scorecard.isLoading ? 'Loading…' : `No ${labels.terms.kpis} under this objective.`}
                    </Typography>
                  ) : (
                    <List dense disablePadding aria-label={`${labels.terms.kpis} of ${current.name}`}>
                      {kpis.map((k) => (
                        <ListItem key={k.kpiAssignmentId} disableGutters>
                          <ListItemText
                            primary={k.name}
                            secondary={
                              <>
                                <Box component="span" sx={{ color: statusHex(k.status), fontWeight: 700 }}>
                                  {formatScore(k.score)} · {k.status}
                                </Box>{' '}
                                · actual {formatValue(k.actual, k.unit)} / target {formatValue(k.target, k.unit)}
                              </>
                            }
                          />
                        </ListItem>
                      ))}
                    </List>
                  )}
                  <ObjectiveInitiatives objectiveName={current.name} initiatives={initiatives.data ?? []} />
                  <Divider />
                  <Typography component="h3" variant="subtitle2">
                    Links
                  </Typography>
                  {ownLinks.length === 0 ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      No links yet.
                    </Typography>
                  ) : (
                    <List dense disablePadding aria-label={`Links of ${current.name}`}>
                      {ownLinks.map((l) => (
                        <ListItem
                          key={l.id}
                          disableGutters
                          secondaryAction={
                            <IconButton edge="end" aria-label={`Remove the link from ${nameOf(l.from)} to ${nameOf(l.to)}`} onClick={() => unlink.mutate(l.id)} disabled={unlink.isPending}>
                              <DeleteOutline />
                            </IconButton>
                          }
                        >
                          <ListItemText primary={l.from === selected ? `Leads to ${nameOf(l.to)}` : `Driven by ${nameOf(l.from)}`} />
                        </ListItem>
                      ))}
                    </List>
                  )}
                </Stack>
              )}
            </CardContent>
          </Card>
        </Box>
      )}
    </Box>
  );
}
