import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ACTIVITY_CATEGORIES } from '../../lib/shared';

export interface ActivityCategoryFilterProps {
  value: string;
  onChange: (category: string) => void;
}

/** 'All Categories' or one of the activity categories (platform.md section 9). */
export function ActivityCategoryFilter({ value, onChange }: ActivityCategoryFilterProps) {
  return (
    <TextField select size="small" label="Category" value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 220 }}>
      <MenuItem value="all">All Categories</MenuItem>
      {ACTIVITY_CATEGORIES.map((category) => (
        <MenuItem key={category} value={category}>
          {category}
        </MenuItem>
      ))}
    </TextField>
  );
}
