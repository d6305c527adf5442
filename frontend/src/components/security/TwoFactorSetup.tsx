import { useState, type FormEvent } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deriveErrorMessage } from '../../lib/api';
import { enableTwoFactor, startTwoFactorSetup } from '../../lib/security/securityApi';
import { SECURITY_MESSAGES } from '../../lib/shared';
import { toast } from '../../lib/toast/toastStore';
import { RecoveryCodes } from './RecoveryCodes';

type Stage = { kind: 'start' } | { kind: 'scan'; secret: string; otpauthUrl: string } | { kind: 'codes'; codes: string[] };

/**
 * Turning on two-factor authentication (DESIGN decision 28): a QR code of the otpauth URL (drawn by
 * qrcode.react) and the secret to type instead, the first code to confirm it, then the ten
 * recovery codes, shown once. `onDone` runs when the person has saved them.
 */
export function TwoFactorSetup({ onEnabled, onDone }: { onEnabled?: () => void; onDone: () => void }) {
  const [stage, setStage] = useState<Stage>({ kind: 'start' });
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const codeError = touched && !/^\d{6}$/.test(code.trim()) ? 'Please enter the 6-digit code' : undefined;

  const start = async () => {
    setPending(true);
    try {
      const { secret, otpauthUrl } = await startTwoFactorSetup();
      setStage({ kind: 'scan', secret, otpauthUrl });
    } catch (error) {
      toast({ title: 'Could not start the setup', description: deriveErrorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!/^\d{6}$/.test(code.trim())) return;
    setPending(true);
    try {
      const { recoveryCodes } = await enableTwoFactor(code.trim());
      toast({ title: SECURITY_MESSAGES.twoFactorEnabled, variant: 'success' });
      setStage({ kind: 'codes', codes: recoveryCodes });
      onEnabled?.();
    } catch (error) {
      toast({ title: 'Two-factor authentication was not turned on', description: deriveErrorMessage(error, SECURITY_MESSAGES.invalidCode), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  if (stage.kind === 'start') {
    return (
      <Button variant="contained" onClick={() => void start()} disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
        Set up two-factor authentication
      </Button>
    );
  }
  if (stage.kind === 'codes') return <RecoveryCodes codes={stage.codes} onDone={onDone} />;
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2">
        1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the key below.
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        {/* White behind the code in both themes: scanners need the contrast. */}
        <Box sx={{ p: 1.5, bgcolor: '#ffffff', borderRadius: 2, lineHeight: 0, border: 1, borderColor: 'divider' }}>
          <QRCodeSVG value={stage.otpauthUrl} size={168} title="QR code for your authenticator app" role="img" aria-label="QR code for your authenticator app" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Setup key
          </Typography>
          <Typography data-testid="two-factor-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '0.95rem' }}>
            {stage.secret}
          </Typography>
        </Box>
      </Box>
      <Box component="form" noValidate onSubmit={(e) => void confirm(e)}>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          2. Enter the 6-digit code the app shows.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Authentication code"
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={Boolean(codeError)}
            helperText={codeError}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
            sx={{ maxWidth: { sm: 220 } }}
          />
          <Button type="submit" variant="contained" disabled={pending} sx={{ mt: { sm: 1 } }} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Turn on
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
