import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PreviewOutlined from '@mui/icons-material/PreviewOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { checkScoringSettings } from '@scorecard/scoring';
import {
  DEFAULT_SCORING_SETTINGS,
  SCORING_SETTINGS_LIMITS,
  SETTINGS_MESSAGES,
  type ScoringSettings,
} from '../../lib/shared';
import { toast } from '../../lib/toast/toastStore';
import { SettingsActions } from './SettingsActions';
import { SettingsSection } from './SettingsSection';
import { StatusPreview } from './StatusPreview';
import { rangeErrors, scoringFormOf, scoringValues, type ScoringField, type ScoringForm } from './settingsForm';
import { useSaveSettings } from './useSaveSettings';

const FIELDS: { field: ScoringField; label: string; help: string; min: number }[] = [
  { field: 'exceedsTargetThreshold', label: 'Exceeds Target threshold (%)', help: 'Scores at or above this are Exceeds Target', min: SCORING_SETTINGS_LIMITS.thresholdMin },
  { field: 'onTargetThreshold', label: 'On Target threshold (%)', help: 'Scores at or above this are On Target', min: SCORING_SETTINGS_LIMITS.thresholdMin },
  { field: 'nearTargetThreshold', label: 'Near Target threshold (%)', help: 'Scores at or above this are Near Target', min: SCORING_SETTINGS_LIMITS.thresholdMin },
  { field: 'atRiskThreshold', label: 'At Risk threshold (%)', help: 'Scores at or above this are At Risk; lower is Below Target', min: SCORING_SETTINGS_LIMITS.thresholdMin },
  { field: 'scoreCapPercentage', label: 'Score cap (%)', help: 'No score is shown above this percentage', min: SCORING_SETTINGS_LIMITS.scoreCapMin },
];

/** Thresholds and score cap, with the rules' messages and a live status preview (libs/scoring). */
export function ScoringTab({ settings }: { settings: Partial<ScoringSettings> }) {
  const [form, setForm] = useState<ScoringForm>(() => scoringFormOf(settings));
  const { save, saving } = useSaveSettings();

  const values = useMemo(() => scoringValues(form), [form]);
  const ruleErrors = useMemo(() => checkScoringSettings(values), [values]);
  const fieldErrors = useMemo(() => rangeErrors(values), [values]);
  const thresholdsInvalid = ruleErrors.includes(SETTINGS_MESSAGES.invalidThresholds);
  const capInvalid = ruleErrors.includes(SETTINGS_MESSAGES.invalidScoreCap);

  const submit = () => {
    if (thresholdsInvalid) {
      toast({ title: SETTINGS_MESSAGES.invalidThresholdsTitle, description: SETTINGS_MESSAGES.invalidThresholds, variant: 'destructive' });
      return;
    }
    if (capInvalid) {
      toast({ title: SETTINGS_MESSAGES.invalidScoreCapTitle, description: SETTINGS_MESSAGES.invalidScoreCap, variant: 'destructive' });
      return;
    }
    if (Object.keys(fieldErrors).length) return;
    void save(values).then((saved) => {
      if (saved) setForm(scoringFormOf(values));
    });
  };

  return (
    <Stack spacing={3}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <SettingsSection
            title="Performance Thresholds"
            description="A KPI's status comes from its score, as a percentage of target. Each threshold must be higher than the next one."
            icon={<TuneOutlined />}
          >
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
              {FIELDS.map(({ field, label, help, min }) => {
                const ruleError =
                  (field === 'scoreCapPercentage' && capInvalid) || (field !== 'scoreCapPercentage' && thresholdsInvalid);
                return (
                  <TextField
                    key={field}
                    label={label}
                    type="number"
                    value={form[field]}
                    onChange={(event) => setForm((current) => ({ ...current, [field]: event.target.value }))}
                    onBlur={() => setForm((current) => ({ ...current, [field]: String(values[field]) }))}
                    error={Boolean(fieldErrors[field]) || ruleError}
                    helperText={fieldErrors[field] ?? help}
                    slotProps={{ htmlInput: { min, max: SCORING_SETTINGS_LIMITS.thresholdMax, step: 1, inputMode: 'numeric' } }}
                  />
                );
              })}
            </Box>
            {ruleErrors.length > 0 && (
              <Stack spacing={1} sx={{ mt: 2.5 }}>
                {ruleErrors.map((message) => (
                  <Alert key={message} severity="error" variant="outlined">
                    {message}
                  </Alert>
                ))}
              </Stack>
            )}
          </SettingsSection>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <SettingsSection title="Status Preview" description="How sample scores are judged with the values on the left." icon={<PreviewOutlined />}>
            <StatusPreview settings={values} />
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
              Scores above {values.scoreCapPercentage}% are shown as {values.scoreCapPercentage}%.
            </Typography>
          </SettingsSection>
        </Grid>
      </Grid>
      <SettingsActions
        secondaryLabel="Reset to Defaults"
        onSecondary={() => setForm(scoringFormOf(DEFAULT_SCORING_SETTINGS))}
        saveLabel="Save Changes"
        onSave={submit}
        saving={saving}
      />
    </Stack>
  );
}
