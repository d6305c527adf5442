import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { timeAgo } from '../../lib/timeAgo';
import { usePaletteColors } from '../../theme/palette';
import type { ActivityEntry } from '../../providers/apiTypes';
import { activityDetail, activitySentence, categoryStyle } from './activityText';

export interface ActivityListItemProps {
  activity: ActivityEntry;
  /** Draws the timeline's connecting line below the icon. */
  connector?: boolean;
  dense?: boolean;
}

/** One activity: category icon, sentence, optional detail line, category chip and 'x ago'. */
export function ActivityListItem({ activity, connector = false, dense = false }: ActivityListItemProps) {
  const { icon: Icon, color: name } = categoryStyle(activity.category);
  const { shade, tint } = usePaletteColors();
  const color = shade(name);
  const detail = activityDetail(activity);
  const created = new Date(activity.createdAt);
  const valid = Number.isFinite(created.getTime());
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.75, listStyle: 'none', position: 'relative', pb: connector ? 2.5 : 0 }}>
      {connector && <Box aria-hidden sx={{ position: 'absolute', left: 17, top: 40, bottom: 4, width: '2px', bgcolor: 'divider' }} />}
      <Box sx={{ width: 36, height: 36, borderRadius: 2, flexShrink: 0, display: 'grid', placeItems: 'center', color, bgcolor: tint(name) }}>
        <Icon sx={{ fontSize: 19 }} />
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {activitySentence(activity)}
        </Typography>
        {detail && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.25, overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: dense ? 0.5 : 0.75, flexWrap: 'wrap' }}>
          {!dense && <Chip size="small" label={activity.category} sx={{ height: 22, fontSize: '0.72rem', fontWeight: 600, color, bgcolor: tint(name) }} />}
          <Typography variant="caption" component="time" dateTime={valid ? created.toISOString() : undefined} title={valid ? created.toLocaleString() : undefined} sx={{ color: 'text.secondary' }}>
            {timeAgo(created)}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
