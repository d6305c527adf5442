/**
 * Defaults and limits from the specifications (platform.md section 9, scorecard.md section 9),
 * so the server's stored defaults and the screens' fallbacks are the same numbers.
 */
import {
  BSC_PERSPECTIVE_DISPLAY_NAMES,
  DEFAULT_REQUEST_STATUSES,
  FUNCTION_LEVEL_DISPLAY_NAMES,
  type BscPerspective,
  type FunctionLevel,
} from './enums.js';
import type {
  LevelLabelSettings,
  NotificationPreferences,
  OrganizationSettings,
  PerspectiveLabelSettings,
  ScoringSettings,
} from './types.js';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

// ---------------------------------------------------------------- Scoring

export const DEFAULT_SCORING_SETTINGS: Readonly<ScoringSettings> = {
  exceedsTargetThreshold: 100,
  onTargetThreshold: 90,
  nearTargetThreshold: 70,
  atRiskThreshold: 50,
  scoreCapPercentage: 150,
};

export const DEFAULT_SCORE_CAP_PERCENTAGE = DEFAULT_SCORING_SETTINGS.scoreCapPercentage;

/** Bounds of the KPI Scoring settings inputs. */
export const SCORING_SETTINGS_LIMITS = {
  thresholdMin: 0,
  thresholdMax: 1000,
  scoreCapMin: 100,
  scoreCapMax: 1000,
} as const;

/** Sample scores shown in the settings' status preview. */
export const STATUS_PREVIEW_SCORES = [120, 95, 80, 60, 30] as const;

/** Assignment weights: each 1..100, default 25, a set totals 100. */
export const WEIGHT_RULES = { min: 1, max: 100, default: 25, total: 100 } as const;
export const DEFAULT_ASSIGNMENT_WEIGHT = WEIGHT_RULES.default;

/** Actual-result inputs step. */
export const RESULT_STEP = 0.01;
/** Objective ids are shown by their first 8 characters. */
export const OBJECTIVE_ID_DISPLAY_LENGTH = 8;

export const DEFAULT_THEME_COLOR = '#3B82F6';
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

// ---------------------------------------------------------------- Organization settings

export const DEFAULT_PERSPECTIVE_LABELS: Readonly<PerspectiveLabelSettings> = {
  perspectiveFinancialName: BSC_PERSPECTIVE_DISPLAY_NAMES.Financial,
  perspectiveCustomerName: BSC_PERSPECTIVE_DISPLAY_NAMES.Customer,
  perspectiveInternalProcessName: BSC_PERSPECTIVE_DISPLAY_NAMES.Internal_Process,
  perspectiveLearningGrowthName: BSC_PERSPECTIVE_DISPLAY_NAMES.Learning_Growth,
};

export const DEFAULT_LEVEL_LABELS: Readonly<LevelLabelSettings> = {
  levelCeoName: FUNCTION_LEVEL_DISPLAY_NAMES.ceo,
  levelDivisionName: FUNCTION_LEVEL_DISPLAY_NAMES.division,
  levelGeneralDepartmentName: FUNCTION_LEVEL_DISPLAY_NAMES['general-department'],
  levelDepartmentName: FUNCTION_LEVEL_DISPLAY_NAMES.department,
};

export const DEFAULT_MAX_ATTACHMENT_SIZE = 10_485_760; // 10 MB
export const DEFAULT_ALLOWED_FILE_TYPES = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.png', '.jpg', '.jpeg'] as const;
/** Bounds of the attachment size input, in MB. */
export const ATTACHMENT_SIZE_LIMITS_MB = { min: 1, max: 100 } as const;

export const DEFAULT_TIME_ZONE = 'UTC';

/** DESIGN decision 21: the period close's settings and their defaults. */
export const DEFAULT_PERIOD_CLOSE_SETTINGS = Object.freeze({
  resultsDueDays: 10,
  reminderDaysBefore: 3,
  reminderDaysAfter: 2,
  escalationDaysAfter: 5,
  requireApproval: false,
});
/** Each day count of the period close is a whole number in this range. */
export const PERIOD_CLOSE_DAY_LIMITS = { min: 0, max: 365 } as const;

/** A new organization's settings (created with the organization at sign-up). */
export const DEFAULT_ORGANIZATION_SETTINGS: Readonly<OrganizationSettings> = Object.freeze({
  vision: '',
  mission: '',
  values: '',
  organizationName: '',
  ...DEFAULT_SCORING_SETTINGS,
  requestStatuses: [...DEFAULT_REQUEST_STATUSES],
  dataCollectionWorkflow: { requiresApproval: false, autoAssign: true },
  changeRequestWorkflow: { requiresApproval: true, requiresImpactAnalysis: true, multiLevelApproval: true },
  maxAttachmentSize: DEFAULT_MAX_ATTACHMENT_SIZE,
  allowedFileTypes: [...DEFAULT_ALLOWED_FILE_TYPES],
  ...DEFAULT_PERSPECTIVE_LABELS,
  ...DEFAULT_LEVEL_LABELS,
  termObjectivesLabel: 'Objectives',
  termKpisLabel: 'KPIs',
  termThemesLabel: 'Themes',
  termAssignmentsLabel: 'Assignments',
  termTargetsLabel: 'Targets',
  termActualResultsLabel: 'Actual Results',
  termScoreLabel: 'Score',
  timeZone: DEFAULT_TIME_ZONE,
  requireTwoFactorForAdmins: false,
  ...DEFAULT_PERIOD_CLOSE_SETTINGS,
  updatedById: null,
});

/** A fresh deep copy of the default settings, safe to mutate (the constant is shared). */
export function defaultOrganizationSettings(): OrganizationSettings {
  const d = DEFAULT_ORGANIZATION_SETTINGS;
  return {
    ...d,
    requestStatuses: [...d.requestStatuses],
    allowedFileTypes: [...d.allowedFileTypes],
    dataCollectionWorkflow: { ...d.dataCollectionWorkflow },
    changeRequestWorkflow: { ...d.changeRequestWorkflow },
  };
}

/** The settings field that renames each perspective. */
export const PERSPECTIVE_LABEL_SETTING: Readonly<Record<BscPerspective, keyof PerspectiveLabelSettings>> = {
  Financial: 'perspectiveFinancialName',
  Customer: 'perspectiveCustomerName',
  Internal_Process: 'perspectiveInternalProcessName',
  Learning_Growth: 'perspectiveLearningGrowthName',
};

/** The settings field that renames each level. */
export const LEVEL_LABEL_SETTING: Readonly<Record<FunctionLevel, keyof LevelLabelSettings>> = {
  ceo: 'levelCeoName',
  division: 'levelDivisionName',
  'general-department': 'levelGeneralDepartmentName',
  department: 'levelDepartmentName',
};

type Labels<T> = { readonly [K in keyof T]?: T[K] | null };

/** The organization's name for a perspective; a blank or missing label falls back to the default name. */
export function perspectiveName(perspective: BscPerspective, labels?: Labels<PerspectiveLabelSettings> | null): string {
  const custom = labels?.[PERSPECTIVE_LABEL_SETTING[perspective]]?.trim();
  return custom ? custom : BSC_PERSPECTIVE_DISPLAY_NAMES[perspective];
}

/** The organization's name for a level; a blank or missing label falls back to the default name. */
export function levelName(level: FunctionLevel, labels?: Labels<LevelLabelSettings> | null): string {
  const custom = labels?.[LEVEL_LABEL_SETTING[level]]?.trim();
  return custom ? custom : FUNCTION_LEVEL_DISPLAY_NAMES[level];
}

// ---------------------------------------------------------------- Tenancy limits

/** Default plan limits, enforced on create with 422 (DESIGN decision 8). */
export const ORGANIZATION_LIMITS = { maxUsers: 10, maxObjectives: 50, maxKpis: 100 } as const;
export const TRIAL_DAYS = 14;

// ---------------------------------------------------------------- Accounts

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_VALIDITY_MS = 24 * HOUR_MS;
/** Wrong codes after which the code is void (DESIGN decision 4). */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const VERIFY_EMAIL_REDIRECT_DELAY_MS = 3 * SECOND_MS;
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;
/** The e-mail rule of the sign-up and sign-in forms and of the server's DTOs: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
export const LOCAL_STORAGE_KEYS = { theme: 'theme', sessionHistory: 'auth_session_history' } as const;

// ---------------------------------------------------------------- Notifications

export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<NotificationPreferences> = Object.freeze({
  emailNotifications: true,
  inAppNotifications: true,
  requestStatusChanges: true,
  newComments: true,
  requestAssignments: true,
  mentions: true,
  escalations: true,
  digestFrequency: 'weekly',
  quietHoursStart: 22,
  quietHoursEnd: 8,
});

export const NOTIFICATION_TITLE_MAX_LENGTH = 200;
/** The bell shows '99+' above this count. */
export const NOTIFICATION_BADGE_CAP = 99;

// ---------------------------------------------------------------- Client query and UI constants

export interface CacheTime {
  /** how long data counts as fresh */
  staleMs: number;
  /** how long unused data is kept in the cache */
  keptMs: number;
}

/** Cache times per resource (platform.md section 9, scorecard.md section 9). */
export const CACHE_TIMES = {
  objectives: { staleMs: 5 * MINUTE_MS, keptMs: 10 * MINUTE_MS },
  kpis: { staleMs: 5 * MINUTE_MS, keptMs: 10 * MINUTE_MS },
  requests: { staleMs: 2 * MINUTE_MS, keptMs: 5 * MINUTE_MS },
  employees: { staleMs: 10 * MINUTE_MS, keptMs: 15 * MINUTE_MS },
  objectiveAssignments: { staleMs: 3 * MINUTE_MS, keptMs: 10 * MINUTE_MS },
  kpiAssignments: { staleMs: 2 * MINUTE_MS, keptMs: 10 * MINUTE_MS },
  functions: { staleMs: 15 * MINUTE_MS, keptMs: 30 * MINUTE_MS },
  themes: { staleMs: 30 * MINUTE_MS, keptMs: 60 * MINUTE_MS },
  organizationSettings: { staleMs: 30 * MINUTE_MS, keptMs: 60 * MINUTE_MS },
  activities: { staleMs: 1 * MINUTE_MS, keptMs: 5 * MINUTE_MS },
  /** the session user never goes stale by time; it is polled instead */
  user: { staleMs: Number.POSITIVE_INFINITY, keptMs: 10 * MINUTE_MS },
  /** kept time not given by the specification: the query client's usual 5 minutes */
  notifications: { staleMs: 30 * SECOND_MS, keptMs: 5 * MINUTE_MS },
} as const satisfies Record<string, CacheTime>;
export type CacheResource = keyof typeof CACHE_TIMES;

export const QUERY_CONSTANTS = {
  /** no refetch on window focus or interval unless a query asks */
  refetchOnWindowFocus: false,
  /** data never goes stale unless a query sets its own time */
  defaultStaleMs: Number.POSITIVE_INFINITY,
  userPollIntervalMs: 30 * SECOND_MS,
  notificationsPollIntervalMs: 60 * SECOND_MS,
  requestsBadgeStaleMs: 30 * SECOND_MS,
  activitiesLimit: 100,
  recentActivitiesCount: 3,
} as const;

export const TOAST_CONSTANTS = {
  limit: 1,
  removeDelayMs: 1_000_000,
  defaultDurationMs: 5000,
  swipeThresholdPx: 50,
  viewportMaxWidthPx: 420,
} as const;

export const UI_DELAYS = {
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  scrollAreaHideDelayMs: 600,
  testimonialRotationMs: 5000,
} as const;

/** Spreadsheet import (beyond the specification): what one upload may hold. */
export const SPREADSHEET_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
} as const;

/**
 * The columns of a targets-and-results template, in order; period columns (the year's months,
 * quarters and 'Annual') sit between Frequency and Assignment ID. The CSV template adds 'Values'
 * ('Targets' or 'Actual Results') after Frequency, since one CSV holds both kinds.
 */
export const SPREADSHEET_COLUMNS = {
  function: 'Function',
  objective: 'Objective',
  kpi: 'KPI',
  unit: 'Unit',
  frequency: 'Frequency',
  values: 'Values',
  assignmentId: 'Assignment ID',
} as const;

/** Sheet names of the .xlsx template, also the 'Values' column's two words in the CSV one. */
export const SPREADSHEET_SHEETS = { targets: 'Targets', actualResults: 'Actual Results' } as const;
