import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ChecklistRtl from '@mui/icons-material/ChecklistRtl';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { BSC_PERSPECTIVES, type BscPerspective } from '../../app/shared';

export const ALL_PERSPECTIVES = 'all';

export interface LibraryToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  searchPlaceholder: string;
  /** Shown on the Objectives tab only. */
  perspective?: string;
  onPerspectiveChange?: (value: string) => void;
  perspectiveLabel: (perspective: BscPerspective) => string;
  multiSelect: boolean;
  onToggleMultiSelect: () => void;
}

/** Search (name or description), the perspective filter and the Multi-select toggle. */
export function LibraryToolbar({
  search,
  onSearchChange,
  searchPlaceholder,
  perspective,
  onPerspectiveChange,
  perspectiveLabel,
  multiSelect,
  onToggleMultiSelect,
}: LibraryToolbarProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        size="small"
        type="search"
        placeholder={searchPlaceholder}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ flex: '1 1 260px', maxWidth: 420 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: search ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label="Clear search" onClick={() => onSearchChange('')} edge="end">
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {onPerspectiveChange && (
        <TextField
          select
          size="small"
          label="Perspective"
          value={perspective ?? ALL_PERSPECTIVES}
          onChange={(event) => onPerspectiveChange(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL_PERSPECTIVES}>All Perspectives</MenuItem>
          {BSC_PERSPECTIVES.map((key) => (
            <MenuItem key={key} value={key}>
              {perspectiveLabel(key)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Button
        variant={multiSelect ? 'contained' : 'outlined'}
        color={multiSelect ? 'secondary' : 'primary'}
        startIcon={<ChecklistRtl />}
        onClick={onToggleMultiSelect}
        aria-pressed={multiSelect}
      >
        {multiSelect ? 'Exit Multi-select' : 'Multi-select'}
      </Button>
    </Box>
  );
}
