import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { FormDialog } from '../../components/FormDialog';
import type { MyWorkItem } from '../../lib/shared';
import { MY_WORK_TEXTS as T } from './myWorkTexts';

export interface ReturnDialogProps {
  item: MyWorkItem | null;
  pending: boolean;
  onClose: () => void;
  onReturn: (comment: string) => void;
}

/** Return a result to its owner: a comment is required ('A comment is required to return a result'). */
export function ReturnDialog({ item, pending, onClose, onReturn }: ReturnDialogProps) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(item);

  useEffect(() => {
    if (!item) return;
    setShown(item);
    setComment('');
    setError(null);
  }, [item]);

  const submit = () => {
    const text = comment.trim();
    if (!text) {
      setError(T.commentRequired);
      return;
    }
    onReturn(text);
  };

  return (
    <FormDialog
      open={Boolean(item)}
      title={T.returnTitle(shown?.kpiName ?? '')}
      subtitle={shown ? [shown.periodName, shown.ownerName, shown.functionName].filter(Boolean).join(' · ') : undefined}
      submitLabel={T.returnSubmit}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
    >
      <TextField
        label={T.comment}
        required
        multiline
        minRows={3}
        autoFocus
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
          if (error) setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? T.commentHint}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </FormDialog>
  );
}
