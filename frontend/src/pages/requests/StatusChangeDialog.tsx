import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormDialog } from '../../components/FormDialog';
import { TintedPill } from '../../components/TintedPill';
import { requestStatusTone } from '../../components/pillTones';
import { statusChoices } from './requestRules';
import { SelectField } from './SelectField';
import type { RequestView } from './requestTypes';

export interface StatusChangeDialogProps {
  request: RequestView | null;
  open: boolean;
  statuses: readonly string[];
  pending: boolean;
  onClose: () => void;
  onSubmit: (status: string, reason: string) => Promise<boolean>;
}

/** A new status (one of the organization's, not the current one) and an optional reason. */
export function StatusChangeDialog({ request, open, statuses, pending, onClose, onSubmit }: StatusChangeDialogProps) {
  const choices = request ? statusChoices(statuses, request.status) : [];
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');

  useEffect(() => {
    if (open) {
      setStatus(choices[0] ?? '');
      setReason('');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, request?.id]);

  return (
    <FormDialog
      open={open}
      title="Change Request Status"
      subtitle={request?.title}
      submitLabel="Update Status"
      pending={pending}
      submitDisabled={!status}
      onClose={onClose}
      onSubmit={async () => {
        if (await onSubmit(status, reason)) onClose();
      }}
      maxWidth="xs"
    >
      {request && (
        <Typography variant="body2" component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          Current status: <TintedPill tone={requestStatusTone(request.status)} label={request.status} srPrefix="Status: " />
        </Typography>
      )}
      <SelectField label="New status" required value={status} onChange={setStatus} options={choices.map((choice) => ({ value: choice, label: choice }))} />
      <TextField
        label="Reason (optional)"
        multiline
        minRows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        fullWidth
      />
    </FormDialog>
  );
}
