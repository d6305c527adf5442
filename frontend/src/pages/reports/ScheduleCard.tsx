import { useEffect, useId, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BriefingBookSchedule, Member, PutBriefingBookScheduleInput } from '@scorecard/contracts';
import { apiGet, apiRequest, deriveErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast/toastStore';
import { ErrorNotice } from '../../components/scorecard/ErrorNotice';

const SCHEDULE_KEY = ['briefing-books', 'schedule'] as const;
const MEMBERS_KEY = ['members', 'for-schedule'] as const;

const memberName = (m: Member) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email;

/**
 * The monthly mailing of the latest ready book to chosen members (admins): on or off, and who.
 * The first mail goes out on the 1st of the next month, in the organization's time zone.
 */
export function ScheduleCard() {
  const queryClient = useQueryClient();
  const headingId = useId();
  const schedule = useQuery({ queryKey: SCHEDULE_KEY, queryFn: () => apiGet<BriefingBookSchedule>('/api/briefing-books/schedule') });
  const members = useQuery({ queryKey: MEMBERS_KEY, queryFn: () => apiGet<Member[]>('/api/members') });
  const [enabled, setEnabled] = useState(false);
  const [recipients, setRecipients] = useState<string[]>([]);
  useEffect(() => {
    if (!schedule.data) return;
    setEnabled(schedule.data.enabled);
    setRecipients(schedule.data.recipientIds);
  }, [schedule.data]);

  const save = useMutation({
    mutationFn: (input: PutBriefingBookScheduleInput) => apiRequest<BriefingBookSchedule>('PUT', '/api/briefing-books/schedule', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(SCHEDULE_KEY, saved);
      toast({ title: saved.enabled ? 'Monthly briefing book on' : 'Monthly briefing book off', variant: 'success' });
    },
    onError: (error) => toast({ title: 'The schedule was not saved', description: deriveErrorMessage(error, 'Please try again'), variant: 'destructive' }),
  });

  const active = (members.data ?? []).filter((m) => m.status === 'active' || recipients.includes(m.userId));
  const byId = new Map(active.map((m) => [m.userId, m]));
  const chosen = recipients.map((id) => byId.get(id)).filter((m): m is Member => Boolean(m));
  const changed = schedule.data !== undefined && (schedule.data.enabled !== enabled || schedule.data.recipientIds.join() !== recipients.join());

  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
          Monthly briefing book
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          On the 1st of each month the latest ready book is mailed to the chosen members (attached up to 10 MB, otherwise as a link to this screen).
        </Typography>
        {schedule.error || members.error ? (
          <ErrorNotice error={schedule.error ?? members.error} onRetry={() => void Promise.all([schedule.refetch(), members.refetch()])} />
        ) : schedule.isPending || members.isPending ? (
          <Skeleton variant="rectangular" height={56} />
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <FormControlLabel control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />} label="Mail monthly" />
            <Autocomplete
              multiple
              options={active}
              value={chosen}
              onChange={(_, value) => setRecipients(value.map((m) => m.userId))}
              getOptionLabel={memberName}
              isOptionEqualToValue={(a, b) => a.userId === b.userId}
              sx={{ minWidth: 320, flex: 1, maxWidth: 640 }}
              renderInput={(params) => <TextField {...params} label="Recipients" placeholder={chosen.length ? undefined : 'Choose members'} />}
            />
            <Button variant="outlined" onClick={() => save.mutate({ enabled, recipientIds: recipients })} disabled={!changed || save.isPending || (enabled && recipients.length === 0)}>
              Save schedule
            </Button>
            {schedule.data?.lastSentMonth && schedule.data.enabled && (
              <Typography variant="body2" sx={{ color: 'text.secondary', width: '100%' }}>
                Sent for {schedule.data.lastSentMonth}; next on the 1st of the following month.
              </Typography>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
