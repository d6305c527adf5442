import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMMENTARY_MAX_LENGTH, type Commentary } from '@scorecard/contracts';
import { apiGet, apiRequest, deriveErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast/toastStore';
import { FormDialog } from '../../components/FormDialog';

const key = (functionId: string, period: string) => ['commentary', functionId, period] as const;

/**
 * The commentary of the shown function for the shown reporting period (DESIGN decision 23):
 * printed in the briefing books; edited here in a dialog.
 */
export function CommentaryCard({ functionId, period, periodName }: { functionId: string; period: string; periodName: string }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commentary = useQuery({
    queryKey: key(functionId, period),
    queryFn: () => apiGet<Commentary>(`/api/commentary?${new URLSearchParams({ functionId, period })}`),
  });
  const save = useMutation({
    mutationFn: (text: string) => apiRequest<Commentary>('PUT', '/api/commentary', { functionId, period, text }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key(functionId, period), saved);
      setDraft(null);
      toast({ title: 'Commentary saved', variant: 'success' });
    },
    onError: (error) => toast({ title: 'The commentary was not saved', description: deriveErrorMessage(error, 'Please try again'), variant: 'destructive' }),
  });
  const text = commentary.data?.text ?? '';
  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h2">
            Commentary · {periodName}
          </Typography>
          <Button size="small" startIcon={<EditOutlined />} onClick={() => setDraft(text)} disabled={!commentary.data}>
            Edit commentary
          </Button>
        </Stack>
        {commentary.isPending ? (
          <Skeleton variant="text" width="60%" />
        ) : text ? (
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{text}</Typography>
        ) : (
          <Typography color="text.secondary">No commentary for this period yet. It is printed in the briefing books.</Typography>
        )}
        {commentary.data?.updatedByName && (
          <Typography variant="caption" color="text.secondary">
            Last edited by {commentary.data.updatedByName}
          </Typography>
        )}
      </CardContent>
      <FormDialog
        open={draft !== null}
        title="Edit commentary"
        subtitle={periodName}
        submitLabel="Save"
        onClose={() => setDraft(null)}
        onSubmit={() => save.mutate(draft ?? '')}
        pending={save.isPending}
      >
        <TextField
          label="Commentary"
          value={draft ?? ''}
          onChange={(e) => setDraft(e.target.value)}
          multiline
          minRows={5}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: COMMENTARY_MAX_LENGTH } }}
        />
      </FormDialog>
    </Card>
  );
}
