import { useId } from 'react';
import { useGetList } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { TintedPill } from '../../components/TintedPill';
import { requestStatusTone } from '../../components/pillTones';
import type { RequestView, StatusHistoryView } from './requestTypes';

export interface StatusHistoryDialogProps {
  request: RequestView | null;
  open: boolean;
  onClose: () => void;
}

/** Every status change of a request, newest first: who, when, from, to and why. */
export function StatusHistoryDialog({ request, open, onClose }: StatusHistoryDialogProps) {
  const titleId = useId();
  const { data, isPending } = useGetList<StatusHistoryView>(
    'request-status-history',
    { filter: { requestId: request?.id }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'changedAt', order: 'DESC' } },
    { enabled: open && Boolean(request), staleTime: 0 },
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700, pb: 0.5 }}>
        Status History
      </DialogTitle>
      <Typography variant="body2" sx={{ px: 3, pb: 2, color: 'text.secondary' }}>
        {request?.title}
      </Typography>
      <DialogContent dividers>
        {isPending ? (
          <Box role="progressbar" aria-label="Loading history">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Box>
        ) : !data?.length ? (
          <Typography color="text.secondary">No status changes yet.</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 2 }}>
            {data.map((entry) => (
              <Box component="li" key={entry.id} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  {entry.previousStatus ? (
                    <>
                      <TintedPill tone={requestStatusTone(entry.previousStatus)} label={entry.previousStatus} srPrefix="Status: " />
                      <ArrowForward fontSize="small" aria-label="to" />
                      <TintedPill tone={requestStatusTone(entry.newStatus)} label={entry.newStatus} srPrefix="Status: " />
                    </>
                  ) : (
                    <>
                      <Typography variant="body2">Created as</Typography>
                      <TintedPill tone={requestStatusTone(entry.newStatus)} label={entry.newStatus} srPrefix="Status: " />
                    </>
                  )}
                </Box>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                  {entry.changedByName ?? 'Unknown'} · {new Date(entry.changedAt).toLocaleString()}
                </Typography>
                {entry.reason && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    Reason: {entry.reason}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
