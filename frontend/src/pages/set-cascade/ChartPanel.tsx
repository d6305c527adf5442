import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { CASCADE_MESSAGES } from './cascadeMessages';
import { OrgChart, type OrgChartProps } from './OrgChart';

/** The organization chart's card: sticky beside the scorecard on a wide screen, scrolling on its own. */
export function ChartPanel(props: Omit<OrgChartProps, 'emptyText'>) {
  return (
    <Card
      component="section"
      aria-labelledby="org-chart-heading"
      sx={{ position: { md: 'sticky' }, top: { md: 80 }, display: 'flex', flexDirection: 'column', maxHeight: { xs: 480, md: 'calc(100vh - 100px)' } }}
    >
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography id="org-chart-heading" component="h2" variant="h6" sx={{ fontSize: '1.05rem' }}>
          Organization Chart
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Arrow keys move and open branches; Enter selects; Shift+F10 opens a function&apos;s actions.
        </Typography>
      </Box>
      <OrgChart {...props} emptyText={CASCADE_MESSAGES.noSearchMatches} />
    </Card>
  );
}
