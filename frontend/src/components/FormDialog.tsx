import { useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

export interface FormDialogProps {
  open: boolean;
  title: string;
  subtitle?: ReactNode;
  submitLabel: string;
  onClose: () => void;
  /** Called on submit when the dialog is its own form. */
  onSubmit?: () => void;
  /**
   * The id of a form rendered around the dialog (a react-admin Form): the submit button submits
   * that form, and the dialog is not a form itself.
   */
  formId?: string;
  pending?: boolean;
  /** Disables the submit button (e.g. a required field is blank). */
  submitDisabled?: boolean;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/** The frame of the add and edit dialogs: a form with a title, its fields, Cancel and a submit button. */
export function FormDialog({ open, title, subtitle, submitLabel, onClose, onSubmit, formId, pending = false, submitDisabled = false, children, maxWidth = 'sm' }: FormDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !submitDisabled) onSubmit?.();
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: (formId ? {} : { component: 'form', onSubmit: handleSubmit, noValidate: true }) as object }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, pb: subtitle ? 0.5 : 2, fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} disabled={pending} sx={{ position: 'absolute', right: 12, top: 12, color: 'text.secondary' }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      {subtitle && (
        <Typography variant="body2" sx={{ px: 3, pb: 2, color: 'text.secondary' }}>
          {subtitle}
        </Typography>
      )}
      {/* The gap spaces the fields: react-admin inputs' own dense margins would misalign a row of them. */}
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, py: 3, '& .MuiFormControl-root': { my: 0 } }}>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={pending} color="inherit">
          Cancel
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={pending || submitDisabled}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
