import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { BRIEFING_BOOK_MAX_FUNCTIONS, BRIEFING_BOOK_SECTIONS, isFinalBriefingBookState, type BriefingBook, type BriefingBookQueued, type BriefingBookSection, type BriefingBookState } from '@scorecard/contracts';
import { apiGet, apiPost, deriveErrorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { CACHE_TIMES, type OrganizationFunction } from '../../lib/shared';
import { toast } from '../../lib/toast/toastStore';
import { NoOrganizationNotice } from '../../components/NoOrganizationNotice';
import { PageHeader } from '../../components/PageHeader';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { ErrorNotice } from '../../components/scorecard/ErrorNotice';
import { SearchPicker } from '../../components/pickers/SearchPicker';
import { wholeList } from '../../providers/dataProvider';
import { useViewParams } from '../../components/scorecard/useViewParams';
import { viewCaption } from '../../components/scorecard/viewState';
import { ViewSelectors } from '../../components/scorecard/ViewSelectors';
import { ScheduleCard } from './ScheduleCard';

const ONE_FUNCTION = { pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };
const BOOKS_KEY = ['briefing-books'] as const;
const REFRESH_MS = 2000;

export const SECTION_LABELS: Record<BriefingBookSection, string> = {
  scorecard: 'Scorecard tables',
  'strategy-map': 'Strategy map',
  'kpi-trends': 'KPI trend charts',
  commentary: 'Commentary',
};
const OFFERED_SECTIONS = BRIEFING_BOOK_SECTIONS;

const STATE_LABELS: Record<BriefingBookState, string> = { queued: 'Queued', rendering: 'Rendering', ready: 'Ready', failed: 'Failed' };
const STATE_COLORS: Record<BriefingBookState, 'default' | 'info' | 'success' | 'error'> = { queued: 'default', rendering: 'info', ready: 'success', failed: 'error' };

const formatBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Reports (DESIGN decision 23): generate a briefing book — functions, view and sections — and
 * follow it (queued, rendering, ready, failed with the reason) until it can be downloaded.
 */
export function ReportsPage() {
  const user = useSession().user;
  const hasOrganization = Boolean(user?.organizationId);
  const isAdmin = user?.role === 'admin' || user?.role === 'super_admin';
  const { view, setView, setFrequency } = useViewParams('quarterly');
  // 'All functions' is offered while a book can hold them all; the whole list is read only then.
  const functionCount = useGetList<OrganizationFunction>('functions', ONE_FUNCTION, { enabled: hasOrganization, staleTime: CACHE_TIMES.functions.staleMs });
  const offersAll = functionCount.total !== undefined && functionCount.total <= BRIEFING_BOOK_MAX_FUNCTIONS;
  const functions = useGetList<OrganizationFunction>('functions', wholeList({ field: 'name', order: 'ASC' }), { enabled: hasOrganization && offersAll, staleTime: CACHE_TIMES.functions.staleMs });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [sections, setSections] = useState<Set<BriefingBookSection>>(new Set(OFFERED_SECTIONS));
  const [title, setTitle] = useState('');
  const queryClient = useQueryClient();
  const sectionsLabel = useId();
  const listHeading = useId();

  const books = useQuery({
    queryKey: BOOKS_KEY,
    queryFn: () => apiGet<BriefingBook[]>('/api/briefing-books'),
    enabled: hasOrganization,
    refetchInterval: (query) => (query.state.data?.some((b) => !isFinalBriefingBookState(b.state)) ? REFRESH_MS : false),
  });

  const generate = useMutation({
    mutationFn: () =>
      apiPost<BriefingBookQueued>('/api/briefing-books', {
        title: title.trim() || `Briefing book · ${viewCaption(view)}`,
        functionIds: [...chosen],
        year: view.year,
        frequency: view.frequency,
        period: view.period,
        view: view.view,
        sections: OFFERED_SECTIONS.filter((s) => sections.has(s)),
      }),
    onSuccess: () => {
      toast({ title: 'Briefing book queued', description: 'It appears below and can be downloaded once ready.', variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: BOOKS_KEY });
    },
    onError: (error) => toast({ title: 'The briefing book was not generated', description: deriveErrorMessage(error, 'Please try again'), variant: 'destructive' }),
  });

  const toggle = <T,>(set: Set<T>, value: T) => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };
  const allFunctions = functions.data ?? [];
  const allChosen = allFunctions.length > 0 && allFunctions.every((f) => chosen.has(f.id));

  if (!hasOrganization) return <NoOrganizationNotice />;
  return (
    <Box>
      <PageHeader title="Reports" subtitle="Briefing books: the scorecards, strategy maps, KPI trends and commentary of chosen functions as one PDF" />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            New briefing book
          </Typography>
          <Stack spacing={3}>
            <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} placeholder={`Briefing book · ${viewCaption(view)}`} slotProps={{ htmlInput: { maxLength: 200 } }} sx={{ maxWidth: 480 }} />
            <ViewSelectors view={view} onFrequency={setFrequency} onChange={setView} />
            <Box>
              <SearchPicker<OrganizationFunction>
                multiple
                resource="functions"
                label="Functions"
                value={[...chosen]}
                onChange={(ids) => setChosen(new Set(ids))}
                optionLabel={(f) => f.name}
                helperText={offersAll ? undefined : `A book holds at most ${BRIEFING_BOOK_MAX_FUNCTIONS} functions.`}
                staleTime={CACHE_TIMES.functions.staleMs}
                sx={{ maxWidth: 720 }}
              />
              {offersAll && (
                <FormControlLabel
                  control={<Checkbox checked={allChosen} disabled={allFunctions.length === 0} onChange={() => setChosen(allChosen ? new Set() : new Set(allFunctions.map((f) => f.id)))} />}
                  label="All functions"
                />
              )}
            </Box>
            <FormControl component="fieldset" aria-labelledby={sectionsLabel}>
              <FormLabel id={sectionsLabel} component="legend">
                Sections
              </FormLabel>
              <FormGroup row>
                {OFFERED_SECTIONS.map((s) => (
                  <FormControlLabel key={s} control={<Checkbox checked={sections.has(s)} onChange={() => setSections((c) => toggle(c, s))} />} label={SECTION_LABELS[s]} />
                ))}
              </FormGroup>
            </FormControl>
            <Box>
              <Button variant="contained" onClick={() => generate.mutate()} disabled={chosen.size === 0 || sections.size === 0 || generate.isPending}>
                Generate
              </Button>
              {chosen.size === 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Choose at least one function.
                </Typography>
              )}
            </Box>
          </Stack>
        </CardContent>
      </Card>

      {isAdmin && <ScheduleCard />}

      <Typography id={listHeading} variant="h6" component="h2" sx={{ mb: 1 }}>
        Briefing books
      </Typography>
      {books.error ? (
        <ErrorNotice error={books.error} onRetry={() => void books.refetch()} />
      ) : books.isPending ? (
        <Skeleton variant="rectangular" height={80} />
      ) : books.data.length === 0 ? (
        <Alert severity="info">No briefing books yet. Choose functions and sections above, then Generate.</Alert>
      ) : (
        <TableContainer component={Card} variant="outlined">
          <Table aria-labelledby={listHeading} size="small">
            <TableHead>
              <TableRow>
                <TableCell>Title</TableCell>
                <TableCell>Period</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Size</TableCell>
                <TableCell>
                  <VisuallyHidden>Download</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {books.data.map((b) => (
                <TableRow key={b.id}>
                  <TableCell>{b.title}</TableCell>
                  <TableCell>{viewCaption({ year: b.year, frequency: b.frequency, period: b.period as never, view: b.view })}</TableCell>
                  <TableCell>
                    <Chip size="small" label={STATE_LABELS[b.state]} color={STATE_COLORS[b.state]} variant={b.state === 'ready' ? 'filled' : 'outlined'} />
                    {b.state === 'failed' && b.error && (
                      <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                        {b.error}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{b.state === 'ready' && b.bytes !== null ? `${b.pages ?? '?'} pages · ${formatBytes(b.bytes)}` : '—'}</TableCell>
                  <TableCell>
                    {b.state === 'ready' && (
                      <Button size="small" startIcon={<FileDownloadOutlined />} href={`/api/briefing-books/${b.id}/pdf`} download aria-label={`Download ${b.title}`}>
                        Download
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
