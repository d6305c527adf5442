import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import type { ApiKey, ApiKeyScope, CreatedApiKey, Webhook, WebhookEvent } from '@scorecard/contracts';
import { WEBHOOK_EVENTS } from '@scorecard/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { timeAgo } from '../../lib/timeAgo';
import { toast } from '../../lib/toast/toastStore';
import { SettingsSection } from './SettingsSection';
import {
  API_KEYS_KEY,
  createApiKey,
  createWebhook,
  deleteWebhook,
  deliveriesKey,
  fetchApiKeys,
  fetchDeliveries,
  fetchWebhooks,
  resendDelivery,
  revokeApiKey,
  WEBHOOKS_KEY,
} from './connectApi';

/** The server's message of a failed call, when it sent one. */
function messageOf(error: unknown): string | undefined {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  return typeof body?.message === 'string' ? body.message : undefined;
}

const when = (iso: string | null) => (iso ? timeAgo(iso) : 'Never');

/** Settings → API (DESIGN decision 26, admins): API keys and webhooks. */
export function ApiTab() {
  return (
    <Stack spacing={3}>
      <ApiKeysSection />
      <WebhooksSection />
    </Stack>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Box role="progressbar" aria-label={label}>
      <Skeleton variant="rounded" height={120} />
    </Box>
  );
}

function ApiKeysSection() {
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: API_KEYS_KEY, queryFn: fetchApiKeys });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useMutation({
    mutationFn: (id: string) => revokeApiKey(id),
    onSuccess: (key) => {
      setRevoking(null);
      void queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });
      toast({ title: 'API key revoked', description: `${key.name} no longer works.`, variant: 'success' });
    },
    onError: (err) => toast({ title: 'API key not revoked', description: messageOf(err) ?? 'Please try again.', variant: 'destructive' }),
  });
  return (
    <SettingsSection
      title="API keys"
      icon={<KeyOutlined />}
      description={
        <>
          Call the API as your organization with <code>Authorization: Bearer sk_…</code>. Read keys may only read. See the <a href="/api/docs">API documentation</a>.
        </>
      }
      action={
        <Button variant="contained" onClick={() => setCreating(true)}>
          Create API key
        </Button>
      }
    >
      {keys.isPending ? (
        <Loading label="Loading API keys" />
      ) : keys.isError ? (
        <Alert severity="error">The API keys could not be loaded.</Alert>
      ) : keys.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No API keys yet.</Typography>
      ) : (
        <List aria-label="API keys" disablePadding>
          {keys.data.map((key) => (
            <ListItem
              key={key.id}
              divider
              disableGutters
              secondaryAction={
                <Button color="error" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
                  Revoke
                </Button>
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', pr: 10 }}>
                    <span>{key.name}</span>
                    <Chip size="small" label={key.scope === 'read' ? 'Read' : 'Read and write'} />
                  </Stack>
                }
                secondary={`Created ${when(key.createdAt)} · Last used ${when(key.lastUsedAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
          void queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });
        }}
      />
      <ShowKeyDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API key"
        message={`Revoke ${revoking?.name ?? ''}? Calls with this key stop working at once.`}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        onClose={() => setRevoking(null)}
      />
    </SettingsSection>
  );
}

function CreateKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const create = useMutation({
    mutationFn: () => createApiKey({ name: name.trim(), scope }),
    onSuccess: (key) => {
      setName('');
      setScope('read');
      onCreated(key);
    },
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="create-api-key-title">
      <DialogTitle id="create-api-key-title">Create API key</DialogTitle>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) create.mutate();
        }}
      >
        <DialogContent>
          <Stack spacing={2}>
            {create.isError && <Alert severity="error">{messageOf(create.error) ?? 'The key could not be created.'}</Alert>}
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required autoFocus slotProps={{ htmlInput: { maxLength: 100 } }} />
            <TextField select label="Scope" value={scope} onChange={(e) => setScope(e.target.value as ApiKeyScope)}>
              <MenuItem value="read">Read</MenuItem>
              <MenuItem value="write">Read and write</MenuItem>
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!name.trim() || create.isPending}>
            Create
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function ShowKeyDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created!.key);
      toast({ title: 'Copied', description: 'The API key is on the clipboard.', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the key and copy it.', variant: 'destructive' });
    }
  };
  return (
    <Dialog open={created !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="show-api-key-title">
      <DialogTitle id="show-api-key-title">API key created</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy this key now: it is shown only once.
        </Alert>
        <TextField
          label={created?.name ?? 'API key'}
          value={created?.key ?? ''}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'created-api-key', style: { fontFamily: 'monospace' } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label="Copy API key" onClick={() => void copy()} edge="end">
                    <ContentCopyOutlined />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const EVENT_LABELS: Record<WebhookEvent, string> = {
  'result.recorded': 'A result is recorded',
  'period.locked': 'A reporting period is locked',
  'request.created': 'A request is created',
  'request.status_changed': "A request's status changes",
};

function WebhooksSection() {
  const queryClient = useQueryClient();
  const hooks = useQuery({ queryKey: WEBHOOKS_KEY, queryFn: fetchWebhooks });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [open, setOpen] = useState<Webhook | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteWebhook(id),
    onSuccess: () => {
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
      toast({ title: 'Webhook deleted', variant: 'success' });
    },
    onError: (err) => toast({ title: 'Webhook not deleted', description: messageOf(err) ?? 'Please try again.', variant: 'destructive' }),
  });
  return (
    <SettingsSection
      title="Webhooks"
      icon={<WebhookOutlined />}
      description="Scorecard POSTs each chosen event to your URL, signed with X-Scorecard-Signature: sha256=<HMAC-SHA256 of the body with your secret>."
      action={
        <Button variant="contained" onClick={() => setCreating(true)}>
          Add webhook
        </Button>
      }
    >
      {hooks.isPending ? (
        <Loading label="Loading webhooks" />
      ) : hooks.isError ? (
        <Alert severity="error">The webhooks could not be loaded.</Alert>
      ) : hooks.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No webhooks yet.</Typography>
      ) : (
        <List aria-label="Webhooks" disablePadding>
          {hooks.data.map((hook) => (
            <ListItem key={hook.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText primary={<Box component="span" sx={{ wordBreak: 'break-all' }}>{hook.url}</Box>} secondary={hook.events.join(', ')} sx={{ minWidth: 0, flex: '1 1 240px' }} />
              <Stack direction="row" spacing={1}>
                <Button onClick={() => setOpen(hook)} aria-label={`Deliveries of ${hook.url}`}>
                  Deliveries
                </Button>
                <Button color="error" onClick={() => setDeleting(hook)} aria-label={`Delete ${hook.url}`}>
                  Delete
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      <CreateWebhookDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
          toast({ title: 'Webhook added', variant: 'success' });
        }}
      />
      <DeliveriesDialog webhook={open} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete webhook"
        message={`Delete the webhook to ${deleting?.url ?? ''}? Nothing more is sent to it.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </SettingsSection>
  );
}

function CreateWebhookDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['result.recorded']);
  const create = useMutation({
    mutationFn: () => createWebhook({ url: url.trim(), events, secret }),
    onSuccess: () => {
      setUrl('');
      setSecret('');
      setEvents(['result.recorded']);
      onCreated();
    },
  });
  const toggle = (event: WebhookEvent) => setEvents((now) => (now.includes(event) ? now.filter((e) => e !== event) : [...now, event]));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-webhook-title">
      <DialogTitle id="create-webhook-title">Add webhook</DialogTitle>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <DialogContent>
          <Stack spacing={2}>
            {create.isError && <Alert severity="error">{messageOf(create.error) ?? 'The webhook could not be added.'}</Alert>}
            <TextField label="URL" type="url" value={url} onChange={(e) => setUrl(e.target.value)} required autoFocus placeholder="https://example.com/scorecard" />
            <TextField label="Secret" value={secret} onChange={(e) => setSecret(e.target.value)} required helperText="At least 8 characters; used to sign each delivery." />
            <FormControl component="fieldset">
              <FormLabel component="legend">Events</FormLabel>
              <FormGroup>
                {WEBHOOK_EVENTS.map((event) => (
                  <FormControlLabel key={event} control={<Checkbox checked={events.includes(event)} onChange={() => toggle(event)} />} label={`${EVENT_LABELS[event]} (${event})`} />
                ))}
              </FormGroup>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!url.trim() || secret.length < 8 || events.length === 0 || create.isPending}>
            Add
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function DeliveriesDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const id = webhook?.id ?? '';
  const deliveries = useQuery({ queryKey: deliveriesKey(id), queryFn: () => fetchDeliveries(id), enabled: Boolean(webhook) });
  const resend = useMutation({
    mutationFn: (deliveryId: string) => resendDelivery(id, deliveryId),
    onSuccess: () => {
      toast({ title: 'Delivery sent again', variant: 'success' });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }), 1000);
    },
    onError: (err) => toast({ title: 'Not sent again', description: messageOf(err) ?? 'Please try again.', variant: 'destructive' }),
  });
  return (
    <Dialog open={webhook !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="deliveries-title">
      <DialogTitle id="deliveries-title">Deliveries</DialogTitle>
      <DialogContent>
        {deliveries.isPending ? (
          <Loading label="Loading deliveries" />
        ) : deliveries.isError ? (
          <Alert severity="error">The deliveries could not be loaded.</Alert>
        ) : deliveries.data.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>Nothing delivered yet.</Typography>
        ) : (
          <List aria-label="Deliveries" disablePadding>
            {deliveries.data.map((d) => (
              <ListItem key={d.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={`${d.event} · ${d.status === 'delivered' ? 'Delivered' : d.status === 'failed' ? 'Failed' : 'Pending'}${d.statusCode !== null ? ` · HTTP ${d.statusCode}` : ''}`}
                  secondary={`${when(d.occurredAt)} · ${d.attempts} attempt${d.attempts === 1 ? '' : 's'}${d.error ? ` · ${d.error}` : ''}`}
                  sx={{ minWidth: 0, flex: '1 1 240px' }}
                />
                <Button onClick={() => resend.mutate(d.id)} disabled={resend.isPending}>
                  Resend
                </Button>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
