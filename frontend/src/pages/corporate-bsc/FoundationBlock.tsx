import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useOrganizationSettings, useUpdateOrganizationSettings } from '../../lib/organization/useOrganizationSettings';
import { SETTINGS_MESSAGES } from '../../lib/shared';
import { toast } from '../../lib/toast/toastStore';
import { SCORECARD_VIEW_TEXTS } from '../../components/scorecard/texts';

type Foundation = { organizationName: string; vision: string; mission: string; values: string };
const FIELDS: { key: Exclude<keyof Foundation, 'organizationName'>; label: string; empty: string }[] = [
  { key: 'vision', label: 'Vision', empty: SCORECARD_VIEW_TEXTS.noVision },
  { key: 'mission', label: 'Mission', empty: SCORECARD_VIEW_TEXTS.noMission },
  { key: 'values', label: 'Core Values', empty: SCORECARD_VIEW_TEXTS.noValues },
];

/**
 * The organization foundation block: name, vision, mission and values. Edit → Save Changes sends
 * PUT /api/organization-settings and returns to view mode on success; Cancel restores the values.
 */
export function FoundationBlock() {
  const { data, isPending } = useOrganizationSettings();
  const update = useUpdateOrganizationSettings();
  const [draft, setDraft] = useState<Foundation | null>(null);
  const saved: Foundation = {
    organizationName: data?.organizationName ?? '',
    vision: data?.vision ?? '',
    mission: data?.mission ?? '',
    values: data?.values ?? '',
  };

  const save = async () => {
    if (!draft) return;
    try {
      await update.mutateAsync(draft);
      toast({ title: SETTINGS_MESSAGES.savedTitle, description: SETTINGS_MESSAGES.foundationSaved, variant: 'success' });
      setDraft(null);
    } catch (error) {
      console.error('Failed to update organization settings', error);
      toast({ title: SETTINGS_MESSAGES.saveFailedTitle, description: SETTINGS_MESSAGES.foundationSaveFailed, variant: 'destructive' });
    }
  };

  return (
    <Card component="section" aria-labelledby="foundation-title" sx={{ mb: 3, borderRadius: 3 }}>
      <CardContent sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Box>
            <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
              Organization Foundation
            </Typography>
            <Typography id="foundation-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
              {isPending ? <Skeleton width={220} /> : saved.organizationName || SCORECARD_VIEW_TEXTS.unknown}
            </Typography>
          </Box>
          {draft ? (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button onClick={() => setDraft(null)} disabled={update.isPending}>
                Cancel
              </Button>
              <Button variant="contained" onClick={save} disabled={update.isPending}>
                Save Changes
              </Button>
            </Box>
          ) : (
            <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setDraft(saved)} disabled={isPending}>
              Edit
            </Button>
          )}
        </Box>
        {draft ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TextField label="Organization Name" value={draft.organizationName} onChange={(e) => setDraft({ ...draft, organizationName: e.target.value })} fullWidth />
            {FIELDS.map((field) => (
              <TextField
                key={field.key}
                label={field.label}
                value={draft[field.key]}
                onChange={(e) => setDraft({ ...draft, [field.key]: e.target.value })}
                multiline
                minRows={2}
                fullWidth
              />
            ))}
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {FIELDS.map((field) => (
              <Box key={field.key} data-testid={`foundation-${field.key}`}>
                <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {field.label}
                </Typography>
                {isPending ? (
                  <Skeleton />
                ) : saved[field.key].trim() ? (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                    {saved[field.key]}
                  </Typography>
                ) : (
                  <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                    {field.empty}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
