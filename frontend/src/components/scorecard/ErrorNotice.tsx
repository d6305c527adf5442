import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorText } from './feedback';

/** The server's message for a failed scorecard call (e.g. 'Function not found'), never a blank screen. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert severity="error" sx={{ mb: 3 }} action={onRetry ? <Button color="inherit" size="small" onClick={onRetry}>Retry</Button> : undefined}>
      {errorText(error)}
    </Alert>
  );
}
