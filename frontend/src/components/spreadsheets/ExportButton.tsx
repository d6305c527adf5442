import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { errorText, notifyFailure } from '../scorecard/feedback';
import { downloadFile, queryOf } from './spreadsheetApi';

export type ExportFormat = 'xlsx' | 'csv';

const FORMAT_LABELS: Record<ExportFormat, string> = { xlsx: 'Excel (.xlsx)', csv: 'CSV (.csv)' };

export interface ExportButtonProps {
  /** the API path of the export, e.g. /api/spreadsheets/export/kpi-overview */
  path: string;
  params?: Record<string, string | undefined | null>;
  formats?: ExportFormat[];
  /** what is exported, for the button's accessible name, e.g. 'KPI Overview' */
  what: string;
}

/** 'Export' with a menu of formats (a single format downloads at once); a spinner while the file is built. */
export function ExportButton({ path, params = {}, formats = ['xlsx', 'csv'], what }: ExportButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();

  const download = async (format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      await downloadFile(`${path}${queryOf({ ...params, format })}`, `export.${format}`);
    } catch (error) {
      notifyFailure(`Export failed: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const single = formats.length === 1;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} aria-label="Preparing the file" /> : <FileDownloadOutlined />}
        disabled={busy}
        aria-label={`Export ${what}${single ? ` as ${FORMAT_LABELS[formats[0]!]}` : ''}`}
        aria-haspopup={single ? undefined : 'menu'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => (single ? void download(formats[0]!) : setAnchor(event.currentTarget))}
      >
        Export
      </Button>
      {!single && (
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {formats.map((format) => (
            <MenuItem key={format} onClick={() => void download(format)}>
              {FORMAT_LABELS[format]}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
