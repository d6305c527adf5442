import {
  OBJECTIVE_STATUS_DISPLAY_NAMES,
  PERSPECTIVE_COLORS,
  REQUEST_TYPE_DISPLAY_NAMES,
  type BscPerspective,
  type ObjectiveStatus,
  type PaletteColor,
  type PerformanceStatus,
  type RequestPriority,
  type RequestType,
} from '@scorecard/contracts';
import { statusColor } from '@scorecard/scoring';

/** Which palette colour each kind of TintedPill takes. The pill's words always say it too. */

/** One colour per perspective, the same on every screen. */
export const perspectiveTone = (perspective: BscPerspective): PaletteColor => PERSPECTIVE_COLORS[perspective] ?? 'grey';

/** A KPI or objective performance status (libs/scoring's STATUS_COLORS). */
export const performanceTone = (status: PerformanceStatus): PaletteColor => statusColor(status) ?? 'grey';

/** A performance status with its score before it when there is one: '75% On Target'. */
export function performanceLabel(status: PerformanceStatus, score?: number | null): string {
  return typeof score === 'number' && Number.isFinite(score) ? `${Math.round(score)}% ${status}` : status;
}

/** A TintedPill's props for a performance status: `<TintedPill {...performancePill(status, score)} />`. */
export function performancePill(status: PerformanceStatus, score?: number | null) {
  return { tone: performanceTone(status), label: performanceLabel(status, score), dot: true, 'data-status': status } as const;
}

/** Objective statuses by display value (also Under Review, At Risk, Behind), and the KPIs' 'Template'. */
const OBJECTIVE_STATUS_TONES: Readonly<Record<string, PaletteColor>> = {
  Active: 'green',
  'Under Review': 'orange',
  Inactive: 'grey',
  'At Risk': 'orange',
  Behind: 'red',
  Template: 'blue',
};

export const objectiveStatusLabel = (status: string): string =>
  OBJECTIVE_STATUS_DISPLAY_NAMES[status as ObjectiveStatus] ?? status.replace(/_/g, ' ');

/** Anything unknown is coloured like Active. */
export const objectiveStatusTone = (status: string): PaletteColor => OBJECTIVE_STATUS_TONES[objectiveStatusLabel(status)] ?? 'green';

/** The default request statuses; an organization's own statuses are grey. */
const REQUEST_STATUS_TONES: Readonly<Record<string, PaletteColor>> = {
  New: 'blue',
  'In Progress': 'orange',
  Completed: 'green',
  Rejected: 'red',
};
const REQUEST_PRIORITY_TONES: Readonly<Record<RequestPriority, PaletteColor>> = { Low: 'grey', Medium: 'orange', High: 'red' };
const REQUEST_TYPE_TONES: Readonly<Record<RequestType, PaletteColor>> = { Data_Collection: 'indigo', Change_Request: 'sky' };

export const requestStatusTone = (status: string): PaletteColor => REQUEST_STATUS_TONES[status] ?? 'grey';
export const requestPriorityTone = (priority: RequestPriority): PaletteColor => REQUEST_PRIORITY_TONES[priority] ?? 'grey';
export const requestTypeTone = (type: RequestType): PaletteColor => REQUEST_TYPE_TONES[type] ?? 'grey';
export const requestTypeLabel = (type: RequestType): string => REQUEST_TYPE_DISPLAY_NAMES[type] ?? type;

/** Initiative statuses (DESIGN decision 24). */
const INITIATIVE_STATUS_TONES: Readonly<Record<string, PaletteColor>> = {
  'Not Started': 'grey',
  'On Track': 'green',
  'At Risk': 'orange',
  'Off Track': 'red',
  Completed: 'blue',
};
export const initiativeStatusTone = (status: string): PaletteColor => INITIATIVE_STATUS_TONES[status] ?? 'grey';
