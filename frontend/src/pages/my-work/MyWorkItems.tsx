import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import LockOutlined from '@mui/icons-material/LockOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { RESULT_STEP } from '@scorecard/contracts';
import { errorText } from '../../components/scorecard/feedback';
import { formatValue } from '../../components/scorecard/format';
import { TintedPill } from '../../components/TintedPill';
import { formatCalendarDate } from '../../lib/periods/periodClose';
import { PERIOD_CLOSE_MESSAGES, SCORECARD_MESSAGES, type MyWorkItem } from '../../lib/shared';
import { MY_WORK_TEXTS as T } from './myWorkTexts';

/** What the line says about the value: function, period, and when it is (or was) due. */
function ItemHeading({ item, headingId, today, showOwner = false }: { item: MyWorkItem; headingId: string; today: string; showOwner?: boolean }) {
  const overdue = item.dueDate < today;
  return (
    <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
        {item.kpiName}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {[showOwner ? item.ownerName : null, item.functionName, item.periodName].filter(Boolean).join(' · ')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.75 }}>
        <TintedPill tone={overdue ? 'red' : 'orange'} label={`${overdue ? 'Overdue since' : 'Due'} ${formatCalendarDate(item.dueDate)}`} />
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          Target {formatValue(item.target, item.unit)}
        </Typography>
      </Box>
    </Box>
  );
}

export interface EntryItemProps {
  item: MyWorkItem;
  today: string;
  /** 'Save' for a due value, 'Resubmit' for a returned one */
  submitLabel: string;
  pending: boolean;
  onSave: (item: MyWorkItem, value: number) => Promise<unknown>;
}

/**
 * A value due from me (or returned to me): type the actual result and save it. A value of a locked
 * period is read-only with the lock's message.
 */
export function EntryItem({ item, today, submitLabel, pending, onSave }: EntryItemProps) {
  const headingId = useId();
  const [text, setText] = useState(item.actual === null || item.actual === undefined ? '' : String(item.actual));
  const [error, setError] = useState<string | null>(null);
  const lockedNote = item.locked ? PERIOD_CLOSE_MESSAGES.locked(item.periodName) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || item.locked) return;
    const trimmed = text.trim();
    if (!trimmed) return setError(T.actualRequired);
    const value = Number(trimmed);
    if (!Number.isFinite(value)) return setError(SCORECARD_MESSAGES.invalidNumber);
    setError(null);
    // The server's refusal shows under the field as well as in the toast.
    onSave(item, value).catch((failure: unknown) => setError(errorText(failure)));
  };

  return (
    <Box component="li" aria-labelledby={headingId} data-testid="my-work-item" sx={ITEM_SX}>
      <ItemHeading item={item} headingId={headingId} today={today} />
      {item.state === 'returned' && item.comment && (
        <Alert severity="warning" variant="outlined" sx={{ flexBasis: '100%', order: { sm: 3 } }}>
          <strong>Returned:</strong> {item.comment}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flex: '0 1 300px', minWidth: 0 }}>
        <TextField
          size="small"
          type="number"
          label={`${item.periodName} actual${item.unit ? ` (${item.unit})` : ''}`}
          value={text}
          onChange={(event) => {
            if (item.locked) return;
            setText(event.target.value);
            if (error) setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? lockedNote ?? undefined}
          disabled={pending}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{
            htmlInput: { step: RESULT_STEP, inputMode: 'decimal', readOnly: item.locked },
            input: item.locked
              ? { startAdornment: <InputAdornment position="start"><LockOutlined fontSize="small" titleAccess="Locked" /></InputAdornment> }
              : undefined,
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={pending || item.locked}
          aria-label={`${submitLabel} ${item.kpiName}, ${item.periodName}`}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ flexShrink: 0, mt: '2px' }}
        >
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

export interface ReviewItemProps {
  item: MyWorkItem;
  today: string;
  pending: boolean;
  onApprove: (item: MyWorkItem) => void;
  onReturn: (item: MyWorkItem) => void;
}

/** A value submitted beneath me: approve it in one click, or return it with a comment. */
export function ReviewItem({ item, today, pending, onApprove, onReturn }: ReviewItemProps) {
  const headingId = useId();
  const name = `${item.kpiName}, ${item.periodName}`;
  return (
    <Box component="li" aria-labelledby={headingId} data-testid="my-work-item" sx={ITEM_SX}>
      <ItemHeading item={item} headingId={headingId} today={today} showOwner />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, flex: '0 1 auto' }}>
        <Box>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            Actual
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.15rem', fontVariantNumeric: 'tabular-nums' }}>{formatValue(item.actual, item.unit)}</Typography>
        </Box>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={pending || item.locked} onClick={() => onApprove(item)} aria-label={`${T.approve} ${name}`}>
          {T.approve}
        </Button>
        <Button variant="outlined" color="inherit" startIcon={<UndoIcon />} disabled={pending || item.locked} onClick={() => onReturn(item)} aria-label={`${T.return} ${name}`}>
          {T.return}
        </Button>
      </Box>
      {item.locked && (
        <Typography variant="body2" sx={{ flexBasis: '100%', color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <LockOutlined fontSize="small" aria-hidden />
          {PERIOD_CLOSE_MESSAGES.locked(item.periodName)}
        </Typography>
      )}
    </Box>
  );
}

const ITEM_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 2,
  py: 2,
  px: { xs: 2, md: 3 },
  borderTop: 1,
  borderColor: 'divider',
} as const;
