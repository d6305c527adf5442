import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormDialog } from '../../components/FormDialog';
import { PERIOD_CLOSE_MESSAGES, type ReportingPeriod } from '../../lib/shared';

export type LockAction = { kind: 'lock' | 'unlock'; period: ReportingPeriod };

export interface LockPeriodDialogProps {
  action: LockAction | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Lock (reason optional) or unlock (reason required) one reporting period; both are audited. */
export function LockPeriodDialog({ action, pending, onClose, onConfirm }: LockPeriodDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(action);

  useEffect(() => {
    if (!action) return;
    setShown(action);
    setReason('');
    setError(null);
  }, [action]);

  const unlocking = shown?.kind === 'unlock';
  const name = shown?.period.name ?? '';
  const submit = () => {
    const text = reason.trim();
    if (unlocking && !text) {
      setError(PERIOD_CLOSE_MESSAGES.unlockReasonRequired);
      return;
    }
    onConfirm(text);
  };

  return (
    <FormDialog
      open={Boolean(action)}
      title={unlocking ? `Unlock ${name}` : `Lock ${name}`}
      submitLabel={unlocking ? 'Unlock period' : 'Lock period'}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {unlocking
          ? `Targets and results of ${name} can be changed again once it is unlocked. The reason is kept in the activity log.`
          : `Nobody can change a target or a result of ${name} (or of the months and quarters inside it) while it is locked. The lock is kept in the activity log.`}
      </Typography>
      <TextField
        label={unlocking ? 'Reason' : 'Reason (optional)'}
        required={unlocking}
        multiline
        minRows={2}
        autoFocus
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (error) setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? (unlocking ? 'Say why the period is opened again.' : 'For example: board pack sent.')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
