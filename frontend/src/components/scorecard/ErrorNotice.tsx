import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The server's message for a failed scorecard call (e.g. 'Function not found'), never a blank screen. */
export function errorText(error: unknown): string {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  if (body && typeof body.message === 'string') return body.message;
  if (error instanceof Error && error.message) return error.message;
  return 'The scorecard could not be loaded.';
}

export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert severity="error" sx={{ mb: 3 }} action={onRetry ? <Button color="inherit" size="small" onClick={onRetry}>Retry</Button> : undefined}>
      {errorText(error)}
    </Alert>
  );
}
