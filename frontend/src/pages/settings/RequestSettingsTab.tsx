import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import LowPriorityOutlined from '@mui/icons-material/LowPriorityOutlined';
import { reloadPage } from '../../lib/reloadPage';
import { ATTACHMENT_SIZE_LIMITS_MB, DEFAULT_ORGANIZATION_SETTINGS, type OrganizationSettings } from '../../lib/shared';
import { SettingsActions } from './SettingsActions';
import { SettingsSection } from './SettingsSection';
import { attachmentSizeError, bytesFromMb, joinList, mbFromBytes, splitList } from './settingsForm';
import { useSaveSettings } from './useSaveSettings';

type RequestSettings = Pick<OrganizationSettings, 'maxAttachmentSize' | 'allowedFileTypes' | 'requestStatuses'>;

const formOf = (settings: Partial<RequestSettings>) => ({
  maxAttachmentMb: String(mbFromBytes(settings.maxAttachmentSize ?? DEFAULT_ORGANIZATION_SETTINGS.maxAttachmentSize)),
  allowedFileTypes: joinList(settings.allowedFileTypes ?? DEFAULT_ORGANIZATION_SETTINGS.allowedFileTypes),
  requestStatuses: joinList(settings.requestStatuses ?? DEFAULT_ORGANIZATION_SETTINGS.requestStatuses),
});

function ListPreview({ items, label }: { items: string[]; label: string }) {
  if (!items.length) return null;
  return (
    <Box aria-label={label} sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1.25 }}>
      {items.map((item, index) => (
        <Chip key={`${item}-${index}`} size="small" label={item} variant="outlined" />
      ))}
    </Box>
  );
}

/** Attachment limit (MB on screen, bytes stored), allowed file types and the request statuses. */
export function RequestSettingsTab({ settings }: { settings: Partial<RequestSettings> }) {
  const [form, setForm] = useState(() => formOf(settings));
  const { save, saving } = useSaveSettings();

  const fileTypes = useMemo(() => splitList(form.allowedFileTypes), [form.allowedFileTypes]);
  const statuses = useMemo(() => splitList(form.requestStatuses), [form.requestStatuses]);
  const sizeError = attachmentSizeError(form.maxAttachmentMb);
  const statusesError = statuses.length ? undefined : 'Enter at least one request status';

  const submit = () => {
    if (sizeError || statusesError) return;
    const patch: RequestSettings = {
      maxAttachmentSize: bytesFromMb(Number(form.maxAttachmentMb)),
      allowedFileTypes: fileTypes,
      requestStatuses: statuses,
    };
    void save(patch).then((saved) => {
      if (saved) setForm(formOf(patch));
    });
  };

  return (
    <Stack spacing={3}>
      <SettingsSection title="Attachments" description="Limits for files attached to requests." icon={<AttachFileOutlined />}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 2.5, alignItems: 'start' }}>
          <TextField
            label="Maximum attachment size"
            type="number"
            value={form.maxAttachmentMb}
            onChange={(event) => setForm((current) => ({ ...current, maxAttachmentMb: event.target.value }))}
            error={Boolean(sizeError)}
            helperText={sizeError ?? `From ${ATTACHMENT_SIZE_LIMITS_MB.min} to ${ATTACHMENT_SIZE_LIMITS_MB.max} MB`}
            slotProps={{
              htmlInput: { min: ATTACHMENT_SIZE_LIMITS_MB.min, max: ATTACHMENT_SIZE_LIMITS_MB.max, step: 1 },
              input: { endAdornment: <InputAdornment position="end">MB</InputAdornment> },
            }}
          />
          <Box>
            <TextField
              fullWidth
              label="Allowed file types"
              value={form.allowedFileTypes}
              onChange={(event) => setForm((current) => ({ ...current, allowedFileTypes: event.target.value }))}
              helperText="Comma-separated extensions, e.g. .pdf, .docx, .png"
            />
            <ListPreview items={fileTypes} label="Allowed file types preview" />
          </Box>
        </Box>
      </SettingsSection>
      <SettingsSection
        title="Request Statuses"
        description="The statuses a request can take, in order. New requests start in the first one."
        icon={<LowPriorityOutlined />}
      >
        <TextField
          fullWidth
          label="Available request statuses"
          value={form.requestStatuses}
          onChange={(event) => setForm((current) => ({ ...current, requestStatuses: event.target.value }))}
          error={Boolean(statusesError)}
          helperText={statusesError ?? 'Comma-separated, e.g. New, In Progress, Completed, Rejected'}
        />
        <ListPreview items={statuses} label="Request statuses preview" />
      </SettingsSection>
      <SettingsActions
        secondaryLabel="Cancel Changes"
        onSecondary={reloadPage}
        saveLabel="Save Request Settings"
        onSave={submit}
        saving={saving}
        saveDisabled={Boolean(sizeError || statusesError)}
      />
    </Stack>
  );
}
