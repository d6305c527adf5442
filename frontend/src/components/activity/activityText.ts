import type SvgIcon from '@mui/material/SvgIcon';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import DomainOutlined from '@mui/icons-material/DomainOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import { activityCategoryColor, type PaletteColor } from '@scorecard/contracts';
import type { ActivityEntry } from '../../providers/apiTypes';

const VERBS: Record<string, string> = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  assigned: 'assigned',
  uploaded_data: 'uploaded data for',
  actual_result_update: 'updated the actual result of',
};

const ENTITY_LABELS: Record<string, string> = {
  objective: 'objective',
  objective_assignment: 'objective assignment',
  kpi: 'KPI',
  kpi_assignment: 'KPI assignment',
  theme: 'theme',
  target: 'target',
  actual_result: 'actual result',
  request: 'request',
  employee: 'employee',
  comment: 'comment',
  function: 'function',
  organization_settings: 'organization settings',
  sso_configuration: 'single sign-on',
};

/** One sentence for an activity: 'Edith Clarke created objective "Grow revenue"'. */
export function activitySentence(activity: ActivityEntry): string {
  const who = activity.performedByName?.trim() || 'Someone';
  const name = activity.entityName?.trim();
  const quoted = name ? ` "${name}"` : '';
  const details = activity.details ?? {};
  if (activity.action === 'actual_result_update') return `${who} updated the actual result of${quoted || ' a KPI'}`;
  if (activity.action === 'uploaded_data') return `${who} uploaded data for${quoted || ' a KPI'}`;
  if (activity.action === 'assigned') {
    const what = activity.entityType === 'kpi_assignment' ? 'KPI' : activity.entityType === 'objective_assignment' ? 'objective' : ENTITY_LABELS[activity.entityType] ?? 'item';
    const where = typeof details.functionName === 'string' && details.functionName.trim() ? ` to ${details.functionName.trim()}` : '';
    return `${who} assigned ${what}${quoted}${where}`;
  }
  const verb = VERBS[activity.action] ?? activity.action.replace(/_/g, ' ');
  if (activity.entityType === 'organization_settings') return `${who} ${verb} the organization settings`;
  // Entity types outside the specification's list count as system.
  const what = ENTITY_LABELS[activity.entityType] ?? 'system item';
  return `${who} ${verb} ${what}${quoted}`;
}

/** q2 → Q2, january → January. */
const periodLabel = (period: string): string => (/^q\d$/i.test(period) ? period.toUpperCase() : period.charAt(0).toUpperCase() + period.slice(1));

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);

const FIELD_LABELS: Record<string, string> = {
  bscPerspective: 'perspective',
  themeId: 'theme',
  ownerId: 'owner',
  parentObjectiveId: 'parent objective',
  isCumulative: 'type',
  organizationFunctionId: 'function',
  linkedObjectiveId: 'linked objective',
  actualResults: 'actual results',
};

const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A second line from the activity's details: a result change, or the fields an update changed. */
export function activityDetail(activity: ActivityEntry): string | null {
  const details = activity.details ?? {};
  if ('newValue' in details || 'oldValue' in details) {
    const kpi = text(details.kpiName);
    const from = text(details.oldValue) ?? 'empty';
    const to = text(details.newValue) ?? 'empty';
    const period = text(details.period);
    const prefix = [kpi && kpi !== activity.entityName ? kpi : null, period ? periodLabel(period) : null].filter(Boolean).join(' ');
    return `${prefix ? `${prefix}: ` : ''}${from} → ${to}`;
  }
  if (activity.action === 'updated') {
    const changes = details.changes && typeof details.changes === 'object' ? (details.changes as Record<string, unknown>) : details;
    const fields = Object.keys(changes).filter((key) => !['id', 'organizationId'].includes(key));
    if (fields.length) return `Changed ${fields.map(fieldLabel).join(', ')}`;
  }
  return null;
}

export interface CategoryStyle {
  icon: typeof SvgIcon;
  /** From libs/contracts' ACTIVITY_CATEGORY_COLORS; the theme's palette gives its accessible shade. */
  color: PaletteColor;
}

const CATEGORY_ICONS: Record<string, typeof SvgIcon> = {
  Library: LibraryBooksOutlined,
  Assignments: AccountTreeOutlined,
  'Actual Result Update': ShowChartOutlined,
  'Targets and Results': ShowChartOutlined,
  Organization: DomainOutlined,
  Requests: AssignmentOutlined,
};

export const categoryStyle = (category: string): CategoryStyle => ({
  icon: CATEGORY_ICONS[category] ?? SettingsOutlined,
  // The older 'Targets and Results' name of result updates keeps their colour.
  color: activityCategoryColor(category === 'Targets and Results' ? 'Actual Result Update' : category),
});
