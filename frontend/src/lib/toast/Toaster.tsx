import { useEffect, useRef } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { dismissToast, removeToast, type ToastVariant } from './toastStore';
import { useToasts } from './useToasts';

const severityOf: Record<ToastVariant, AlertColor> = {
  default: 'info',
  info: 'info',
  success: 'success',
  warning: 'warning',
  destructive: 'error',
};

/** Renders the one visible toast. Mounted once, at the root of the whole application. */
export function Toaster() {
  const toasts = useToasts();
  const regionRef = useRef<HTMLDivElement>(null);
  const current = toasts[0];

  // F8 moves focus to the notification region.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // Portalled to <body> when shown, so an open modal dialog does not hide it from assistive technology.
  if (!current) return null;
  return (
    <Portal>
      <Box ref={regionRef} role="region" aria-label="Notifications (F8)" tabIndex={-1} sx={{ outline: 'none' }}>
        <Snackbar
          key={current.id}
          open={current.open}
          autoHideDuration={current.duration ?? null}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          onClose={(_event, reason) => {
            if (reason === 'clickaway') return;
            dismissToast(current.id);
          }}
          slotProps={{ transition: { onExited: () => removeToast(current.id) } }}
          sx={{ maxWidth: { md: 420 }, width: { xs: 'calc(100% - 16px)', sm: 'auto' } }}
        >
          <Alert
            role={current.variant === 'destructive' ? 'alert' : 'status'}
            severity={severityOf[current.variant ?? 'default']}
            variant="filled"
            onClose={() => dismissToast(current.id)}
            action={
              current.action ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    current.action?.onClick();
                    dismissToast(current.id);
                  }}
                  sx={{ fontWeight: 700 }}
                >
                  {current.action.label}
                </Button>
              ) : undefined
            }
            sx={{ width: '100%', minWidth: { sm: 320 }, boxShadow: 6, alignItems: 'flex-start' }}
          >
            <AlertTitle sx={{ mb: current.description ? 0.25 : 0, fontWeight: 600 }}>{current.title}</AlertTitle>
            {current.description && (
              <Box component="span" sx={{ display: 'block' }}>
                {current.description}
              </Box>
            )}
          </Alert>
        </Snackbar>
      </Box>
    </Portal>
  );
}
