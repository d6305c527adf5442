import { KPI_TYPE_DISPLAY_NAMES } from '../../lib/shared';
/** The specification's texts of the scorecard views (scorecard.md sections 2 and 8). */
export const SCORECARD_VIEW_TEXTS = {
  noVision: 'No vision statement defined',
  noMission: 'No mission statement defined',
  noValues: 'No core values defined',
  noObjectivesInPerspective: 'No objectives in this perspective yet',
  noKpisAssigned: 'No KPIs assigned',
  noKpisFound: 'No KPIs found matching your criteria',
  allThemes: 'All Themes',
  unknown: 'Unknown',
  none: 'None',
  noDescription: 'No description',
  notApplicable: 'N/A',
} as const;

export const kpiTypeLabel = (isCumulative: boolean) => (isCumulative ? KPI_TYPE_DISPLAY_NAMES.cumulative : KPI_TYPE_DISPLAY_NAMES.periodBased);
