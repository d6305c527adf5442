import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Initiative } from '../../lib/shared';
import { formatDate, InitiativeStatusPill, OverdueFlag, ProgressBar } from './InitiativeBits';

/** The initiatives serving one objective (DESIGN decision 24): name, status, owner, due date and progress. */
export function ObjectiveInitiatives({ objectiveName, initiatives }: { objectiveName: string; initiatives: readonly Initiative[] }) {
  if (initiatives.length === 0) return null;
  return (
    <Box component="section" aria-label={`Initiatives of ${objectiveName}`} data-testid="objective-initiatives" sx={{ mt: 1.5 }}>
      <Typography component="h4" variant="overline" sx={{ color: 'text.secondary', fontWeight: 700, lineHeight: 2 }}>
        Initiatives
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {initiatives.map((i) => (
          <Box
            component="li"
            key={i.id}
            data-testid="initiative-line"
            data-initiative={i.name}
            sx={{ p: 1.25, borderRadius: 2, border: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Link component={RouterLink} to={`/initiatives/${i.id}`} variant="body2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                {i.name}
              </Link>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {i.hasOverdueMilestone && <OverdueFlag />}
                <InitiativeStatusPill status={i.status} />
              </Box>
            </Box>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {i.ownerName ?? 'No owner'} · Due {formatDate(i.dueDate)}
            </Typography>
            <ProgressBar value={i.percentComplete} label={`${i.name}: ${i.percentComplete}% complete`} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
