import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface SettingsActionsProps {
  secondaryLabel: string;
  onSecondary: () => void;
  saveLabel: string;
  onSave: () => void;
  saving: boolean;
  saveDisabled?: boolean;
}

/** The buttons under a settings tab: a secondary action (Cancel Changes, Reset to Defaults) and save. */
export function SettingsActions({ secondaryLabel, onSecondary, saveLabel, onSave, saving, saveDisabled = false }: SettingsActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
      <Button variant="outlined" color="inherit" onClick={onSecondary} disabled={saving}>
        {secondaryLabel}
      </Button>
      <Button
        variant="contained"
        onClick={onSave}
        disabled={saving || saveDisabled}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {saveLabel}
      </Button>
    </Box>
  );
}
