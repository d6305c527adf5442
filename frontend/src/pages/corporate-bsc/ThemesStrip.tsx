import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Theme } from '../../lib/shared';
import { SCORECARD_VIEW_TEXTS } from '../../components/scorecard/texts';

/** Strategic themes: choosing one highlights its objectives and dims the others; 'All Themes' clears it. */
export function ThemesStrip({ themes, selected, onSelect, label }: { themes: readonly Theme[]; selected: string | null; onSelect: (id: string | null) => void; label: string }) {
  return (
    <Box component="nav" aria-label={`Strategic ${label.toLowerCase()}`} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 3 }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700, mr: 1 }}>
        Strategic {label}
      </Typography>
      <Chip label={SCORECARD_VIEW_TEXTS.allThemes} color={selected === null ? 'primary' : 'default'} variant={selected === null ? 'filled' : 'outlined'} onClick={() => onSelect(null)} aria-pressed={selected === null} />
      {themes.map((theme) => (
        <Chip
          key={theme.id}
          label={theme.name}
          onClick={() => onSelect(selected === theme.id ? null : theme.id)}
          aria-pressed={selected === theme.id}
          color={selected === theme.id ? 'primary' : 'default'}
          variant={selected === theme.id ? 'filled' : 'outlined'}
          icon={<Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: theme.color, ml: '8px !important', boxShadow: '0 0 0 1.5px #fff' }} />}
          sx={selected === theme.id ? { fontWeight: 700 } : undefined}
        />
      ))}
    </Box>
  );
}
