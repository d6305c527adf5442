import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { SPREADSHEET_LIMITS, type SpreadsheetImportPreview, type SpreadsheetPreviewRow } from '@scorecard/contracts';
import { periodLabel } from '@scorecard/scoring';
import { errorText, notifyFailure, notifySuccess } from '../scorecard/feedback';
import { commitImport, downloadFile, previewImport, queryOf } from './spreadsheetApi';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** the function whose template is offered (the CEO's when null) */
  functionId: string | null;
  functionName: string | null;
  year: string;
  /** after a commit: refetch what shows the values */
  onImported: () => void;
}

type Phase = { step: 'idle' } | { step: 'uploading'; fraction: number } | { step: 'checking' } | { step: 'applying'; fraction: number };

const PAGE = 50;
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const value = (v: number | null) => (v === null ? 'empty' : v.toLocaleString('en-US', { maximumFractionDigits: 6 }));

/**
 * Targets and results from a spreadsheet: the template to download, the file picker, the preview
 * of every change (old → new) and problem, then 'Apply N changes', which writes exactly what the
 * preview showed or nothing. Large files show their upload progress and then 'Checking the file'.
 */
export function ImportDialog({ open, onClose, functionId, functionName, year, onImported }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [preview, setPreview] = useState<SpreadsheetImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [descendants, setDescendants] = useState(false);
  const [page, setPage] = useState(0);
  const busy = phase.step !== 'idle';

  const reset = () => {
    setFile(null);
    setPreview(null);
    setError(null);
    setPage(0);
    setPhase({ step: 'idle' });
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const template = async (format: 'xlsx' | 'csv') => {
    try {
      await downloadFile(`/api/spreadsheets/template${queryOf({ functionId, year, format, descendants: descendants ? 'true' : undefined })}`, `template.${format}`);
    } catch (e) {
      notifyFailure(`Download failed: ${errorText(e)}`);
    }
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    reset();
    setFile(chosen);
    if (chosen.size > SPREADSHEET_LIMITS.maxBytes) {
      setError(`The file is larger than ${SPREADSHEET_LIMITS.maxBytes / (1024 * 1024)} MB`);
      return;
    }
    setPhase({ step: 'uploading', fraction: 0 });
    try {
      const answer = await previewImport(chosen, (fraction) => setPhase(fraction >= 1 ? { step: 'checking' } : { step: 'uploading', fraction }));
      setPreview(answer);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPhase({ step: 'idle' });
    }
  };

  const apply = async () => {
    if (!file || !preview) return;
    setError(null);
    setPhase({ step: 'applying', fraction: 0 });
    try {
      const done = await commitImport(file, preview.fingerprint, (fraction) => setPhase({ step: 'applying', fraction }));
      notifySuccess(`Imported ${plural(done.changes, 'change')} to ${plural(done.assignments, 'KPI assignment')}`);
      onImported();
      reset();
      onClose();
    } catch (e) {
      setError(errorText(e));
      setPhase({ step: 'idle' });
    }
  };

  const rows = preview?.previewRows ?? [];
  const canApply = Boolean(preview && preview.problems === 0 && preview.changes > 0) && !busy;
  return (
    <Dialog open={open} onClose={close} maxWidth="lg" fullWidth aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">Import targets and results</DialogTitle>
      <DialogContent dividers>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          1. Download the template
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          One row per KPI assignment of {functionName ?? 'the organization’s top level'} in {year}, one column per period, with today’s values. Targets and actual
          results are on separate sheets. Keep the Assignment ID column.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 3 }}>
          <Button variant="outlined" size="small" startIcon={<FileDownloadOutlined />} onClick={() => void template('xlsx')}>
            Template (.xlsx)
          </Button>
          <Button variant="outlined" size="small" startIcon={<FileDownloadOutlined />} onClick={() => void template('csv')}>
            Template (.csv)
          </Button>
          <FormControlLabel control={<Checkbox checked={descendants} onChange={(e) => setDescendants(e.target.checked)} />} label="Include the functions below it" />
        </Box>

        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          2. Upload the edited file
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
          <Button variant="contained" component="label" startIcon={<UploadFileOutlined />} disabled={busy}>
            Choose file
            <input
              hidden
              type="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              aria-label="Spreadsheet file"
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {file ? file.name : `.xlsx or .csv, up to ${SPREADSHEET_LIMITS.maxBytes / (1024 * 1024)} MB and ${SPREADSHEET_LIMITS.maxRows.toLocaleString('en-US')} rows`}
          </Typography>
        </Box>

        {busy && <Progress phase={phase} />}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {preview && <PreviewSummary preview={preview} />}
        {rows.length > 0 && (
          <>
            <TableContainer sx={{ maxHeight: 420 }}>
              <Table size="small" stickyHeader aria-label="Preview of the import">
                <TableHead>
                  <TableRow>
                    <TableCell>Sheet</TableCell>
                    <TableCell>Row</TableCell>
                    <TableCell>KPI</TableCell>
                    <TableCell>Function</TableCell>
                    <TableCell>Changes and problems</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.slice(page * PAGE, page * PAGE + PAGE).map((row) => (
                    <PreviewLine key={`${row.sheet}-${row.row}`} row={row} />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {rows.length > PAGE && (
              <TablePagination component="div" count={rows.length} page={page} rowsPerPage={PAGE} rowsPerPageOptions={[PAGE]} onPageChange={(_, p) => setPage(p)} />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void apply()} disabled={!canApply}>
          {preview ? `Apply ${plural(preview.changes, 'change')}` : 'Apply changes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Progress({ phase }: { phase: Phase }) {
  const fraction = phase.step === 'uploading' || phase.step === 'applying' ? phase.fraction : null;
  const label = phase.step === 'checking' ? 'Checking the file…' : phase.step === 'applying' ? 'Applying the changes…' : `Uploading… ${Math.round((fraction ?? 0) * 100)}%`;
  return (
    <Box sx={{ mb: 2 }} role="status">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <LinearProgress
        aria-label={label}
        variant={fraction === null || phase.step === 'applying' ? 'indeterminate' : 'determinate'}
        value={fraction === null ? undefined : fraction * 100}
      />
    </Box>
  );
}

function PreviewSummary({ preview }: { preview: SpreadsheetImportPreview }) {
  return (
    <Box sx={{ mb: 2 }} role="status">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Chip label={plural(preview.rows, 'row') + ' read'} />
        <Chip color="primary" label={`${plural(preview.changes, 'change')} in ${plural(preview.assignments, 'KPI assignment')}`} />
        <Chip color={preview.problems ? 'error' : 'success'} label={plural(preview.problems, 'problem')} />
      </Box>
      {preview.problems > 0 ? (
        <Alert severity="error">Fix the problems in the file and upload it again. Nothing is imported while a problem remains.</Alert>
      ) : preview.changes === 0 ? (
        <Alert severity="info">The file matches the current values: there is nothing to import.</Alert>
      ) : (
        <Alert severity="success">Nothing has been written yet. Check the changes below, then apply them.</Alert>
      )}
    </Box>
  );
}

function PreviewLine({ row }: { row: SpreadsheetPreviewRow }) {
  const bad = row.problems.length > 0;
  return (
    <TableRow sx={bad ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}>
      <TableCell>{row.sheet}</TableCell>
      <TableCell>{row.row}</TableCell>
      <TableCell>{row.kpiName ?? '—'}</TableCell>
      <TableCell>{row.functionName ?? '—'}</TableCell>
      <TableCell>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {row.problems.map((p, i) => (
            <Box component="li" key={`p${i}`} sx={{ color: 'error.main', fontWeight: 600 }}>
              {p.column ? `${p.column}: ` : ''}
              {p.message}
            </Box>
          ))}
          {row.changes.map((c) => (
            <li key={c.period}>
              {periodLabel(c.period)}: {value(c.oldValue)} → <strong>{value(c.newValue)}</strong>
            </li>
          ))}
        </Box>
      </TableCell>
    </TableRow>
  );
}
