import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import ClearIcon from '@mui/icons-material/Clear';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';

export interface BulkSelectionBarProps {
  count: number;
  onClear: () => void;
  onDelete: () => void;
  pending?: boolean;
}

/** Shown in multi-select mode: '{n} selected', a clear button and 'Delete Selected' (confirmed by the caller). */
export function BulkSelectionBar({ count, onClear, onDelete, pending = false }: BulkSelectionBarProps) {
  const theme = useTheme();
  return (
    <Box
      role="region"
      aria-label="Selection"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
        px: 2,
        py: 1.25,
        borderRadius: 2.5,
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.14 : 0.07),
        border: `1px solid ${alpha(theme.palette.primary.main, 0.25)}`,
      }}
    >
      <Typography aria-live="polite" sx={{ fontWeight: 700, color: 'primary.main', mr: 'auto' }}>
        {count} selected
      </Typography>
      <Button size="small" color="inherit" startIcon={<ClearIcon />} onClick={onClear} disabled={count === 0 || pending}>
        Clear selection
      </Button>
      <Button size="small" variant="contained" color="error" startIcon={<DeleteOutline />} onClick={onDelete} disabled={count === 0 || pending}>
        Delete Selected
      </Button>
    </Box>
  );
}
