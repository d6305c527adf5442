import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';

export interface LibraryEmptyStateProps {
  /** True when rows exist but none matches the search or filter. */
  filtered: boolean;
  /** Plural word shown in the texts, e.g. 'objectives'. */
  noun: string;
  /** Singular word, e.g. 'objective'. */
  singular: string;
  icon: ReactNode;
  /** The add button of an empty library; absent where adding is elsewhere. */
  onAdd?: () => void;
  onClearFilters: () => void;
}

export function LibraryEmptyState({ filtered, noun, singular, icon, onAdd, onClearFilters }: LibraryEmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 5, md: 7 }, px: 2 }}>
      <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 44 } }}>{filtered ? <SearchOffOutlined /> : icon}</Box>
      <Typography component="h3" variant="h6" sx={{ mt: 1.5 }}>
        {filtered ? `No ${noun} match your search` : `No ${noun} yet`}
      </Typography>
      <Typography sx={{ mt: 0.75, color: 'text.secondary' }}>
        {filtered ? 'Try another word, or clear the search.' : `Create your first ${singular} template to reuse across scorecards.`}
      </Typography>
      <Box sx={{ mt: 2.5 }}>
        {filtered ? (
          <Button onClick={onClearFilters}>Clear search</Button>
        ) : onAdd ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
            New {singular}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
