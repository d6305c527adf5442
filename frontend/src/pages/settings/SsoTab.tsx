import { useState, type KeyboardEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import type { SsoSettings, SsoTestResult } from '@scorecard/contracts';
import { PUBLIC_EMAIL_DOMAINS, SSO_MESSAGES } from '@scorecard/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../lib/toast/toastStore';
import { SettingsSection } from './SettingsSection';
import { fetchSsoSettings, removeSsoSettings, saveSsoSettings, SSO_SETTINGS_KEY, testSsoConnection } from './ssoApi';

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** The server's message of a failed call, when it sent one. */
function messageOf(error: unknown): string | undefined {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  return typeof body?.message === 'string' ? body.message : undefined;
}

/**
 * Settings → SSO (DESIGN decision 27, admins): the organization's OpenID Connect provider — issuer,
 * client id, a write-only client secret, the e-mail domains it signs in, whether password sign-in
 * is refused for them — with "Test connection" and the redirect URI to register at the provider.
 */
export function SsoTab() {
  const query = useQuery({ queryKey: SSO_SETTINGS_KEY, queryFn: fetchSsoSettings });
  if (query.isPending) {
    return (
      <Box role="progressbar" aria-label="Loading single sign-on settings">
        <Skeleton variant="rounded" height={420} />
      </Box>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>Retry</Button>}>
        The single sign-on settings could not be loaded.
      </Alert>
    );
  }
  return <SsoForm key={query.data.updatedAt ?? 'new'} stored={query.data} />;
}

function SsoForm({ stored }: { stored: SsoSettings }) {
  const queryClient = useQueryClient();
  const [issuer, setIssuer] = useState(stored.issuer);
  const [clientId, setClientId] = useState(stored.clientId);
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState<string[]>(stored.emailDomains);
  const [domainDraft, setDomainDraft] = useState('');
  const [domainError, setDomainError] = useState<string | null>(null);
  const [enforced, setEnforced] = useState(stored.enforced);
  const [error, setError] = useState<string | null>(null);
  const [tested, setTested] = useState<SsoTestResult | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const addDomain = () => {
    const domain = domainDraft.trim().toLowerCase().replace(/^@/, '');
    if (!domain) return;
    if (!DOMAIN.test(domain)) {
      setDomainError(SSO_MESSAGES.domainInvalid(domain));
      return;
    }
    if (PUBLIC_EMAIL_DOMAINS.includes(domain)) {
      setDomainError(SSO_MESSAGES.domainPublic(domain));
      return;
    }
    setDomains((current) => (current.includes(domain) ? current : [...current, domain]));
    setDomainDraft('');
    setDomainError(null);
  };
  const onDomainKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      addDomain();
    }
  };

  const save = useMutation({
    mutationFn: () =>
      saveSsoSettings({ issuer: issuer.trim(), clientId: clientId.trim(), ...(clientSecret ? { clientSecret } : {}), emailDomains: domains, enforced }),
    onSuccess: (saved) => {
      setError(null);
      queryClient.setQueryData(SSO_SETTINGS_KEY, saved);
      toast({ title: SSO_MESSAGES.saved, description: `Members of ${saved.emailDomains.join(', ')} can sign in with ${saved.issuer}.`, variant: 'success' });
    },
    onError: (err) => {
      const message = messageOf(err) ?? 'The single sign-on settings could not be saved.';
      setError(message);
      toast({ title: 'Single sign-on not saved', description: message, variant: 'destructive' });
    },
  });
  const test = useMutation({
    mutationFn: () => testSsoConnection(issuer.trim()),
    onSuccess: (result) => setTested(result),
    onError: (err) => setTested({ ok: false, issuer: issuer.trim(), message: messageOf(err) ?? 'The connection could not be tested.' }),
  });

  const remove = useMutation({
    mutationFn: removeSsoSettings,
    onSuccess: (cleared) => {
      setConfirmRemove(false);
      queryClient.setQueryData(SSO_SETTINGS_KEY, cleared);
      toast({ title: SSO_MESSAGES.removed, description: 'Members sign in with their passwords again.', variant: 'success' });
    },
    onError: (err) => {
      setConfirmRemove(false);
      toast({ title: 'Single sign-on not removed', description: messageOf(err) ?? 'Please try again.', variant: 'destructive' });
    },
  });

  const copyRedirect = async () => {
    try {
      await navigator.clipboard.writeText(stored.redirectUri);
      toast({ title: 'Copied', description: 'The redirect URI is on the clipboard.', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the redirect URI and copy it.', variant: 'destructive' });
    }
  };

  const canSave = issuer.trim() && clientId.trim() && domains.length > 0 && (clientSecret || stored.clientSecretSet);

  return (
    <SettingsSection
      title="Single sign-on (OpenID Connect)"
      icon={<KeyOutlined />}
      description="Members whose e-mail is in one of your domains sign in with your identity provider. A first sign-in makes them a member (role User) when your plan has a free seat."
    >
      <Stack spacing={2.5} component="form" noValidate onSubmit={(event) => { event.preventDefault(); if (canSave) save.mutate(); }}>
        <Box>
          <Typography variant="subtitle2" component="p" id="sso-redirect-label">
            Redirect URI to register at your provider
          </Typography>
          <TextField
            value={stored.redirectUri}
            fullWidth
            size="small"
            slotProps={{
              htmlInput: { readOnly: true, 'aria-labelledby': 'sso-redirect-label' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label="Copy the redirect URI" edge="end" onClick={() => void copyRedirect()}>
                      <ContentCopyOutlined fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <TextField label="Issuer" placeholder="https://login.example.com" value={issuer} onChange={(e) => setIssuer(e.target.value)} required fullWidth helperText="The provider's issuer URL; its OpenID configuration is discovered from it." />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField label="Client ID" value={clientId} onChange={(e) => setClientId(e.target.value)} required fullWidth />
          <TextField
            label="Client secret"
            type="password"
            autoComplete="new-password"
            value={clientSecret}
            onChange={(e) => setClientSecret(e.target.value)}
            required={!stored.clientSecretSet}
            fullWidth
            helperText={stored.clientSecretSet ? 'A secret is set. Leave blank to keep it.' : 'Stored encrypted and never shown again.'}
          />
        </Stack>
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label="Add an e-mail domain"
              placeholder="example.com"
              value={domainDraft}
              onChange={(e) => {
                setDomainDraft(e.target.value);
                setDomainError(null);
              }}
              onKeyDown={onDomainKey}
              error={Boolean(domainError)}
              helperText={domainError ?? 'Press Enter to add. Each domain belongs to one organization only.'}
              fullWidth
            />
            <Button variant="outlined" onClick={addDomain} sx={{ mt: '10px', minHeight: 36, flexShrink: 0 }}>
              Add
            </Button>
          </Stack>
          <Box component="ul" aria-label="E-mail domains" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
            {domains.length === 0 && (
              <Typography component="li" variant="body2" sx={{ color: 'text.secondary' }}>
                No domain yet.
              </Typography>
            )}
            {domains.map((domain) => (
              <li key={domain}>
                <Chip label={domain} onDelete={() => setDomains((current) => current.filter((d) => d !== domain))} title={`Remove ${domain} with Delete or Backspace`} />
              </li>
            ))}
          </Box>
        </Box>
        <FormControlLabel
          control={<Switch checked={enforced} onChange={(e) => setEnforced(e.target.checked)} />}
          label="Enforce single sign-on: password sign-in is refused for these domains"
        />
        {error && <Alert severity="error">{error}</Alert>}
        {tested && (
          <Alert severity={tested.ok ? 'success' : 'error'} role="status">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {tested.message}
            </Typography>
            {tested.ok && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Authorization endpoint: {tested.authorizationEndpoint}
                <br />
                Token endpoint: {tested.tokenEndpoint}
                <br />
                PKCE (S256): {tested.supportsPkceS256 ? 'supported' : 'not supported'} · client_secret_basic: {tested.supportsClientSecretBasic ? 'supported' : 'not supported'}
              </Typography>
            )}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
          {stored.configured && (
            <Button color="error" onClick={() => setConfirmRemove(true)} sx={{ mr: 'auto' }}>
              Remove single sign-on
            </Button>
          )}
          <Button
            variant="outlined"
            onClick={() => test.mutate()}
            disabled={test.isPending || !issuer.trim()}
            startIcon={test.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Test connection
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || !canSave}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Save
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirmRemove}
        title="Remove single sign-on?"
        message={`Members of ${stored.emailDomains.join(', ')} will need a password to sign in; those who joined through single sign-on have none yet.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirmRemove(false)}
      />
    </SettingsSection>
  );
}
