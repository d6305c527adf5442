/**
 * The one door between the front end and `@scorecard/contracts`: screens import from here, so the
 * names the front end uses stay stable while the shared package evolves.
 */
import {
  AUTH_MESSAGES,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_ROLE_DISPLAY_NAMES,
  VERIFICATION_CODE_LENGTH,
} from '@scorecard/contracts';

export type { SessionUser, UserRole, VerificationStatus } from '@scorecard/contracts';
export type { Invitation, InvitationStatus, Member, MemberRole, MemberStatus } from '@scorecard/contracts';
export type { AuthSession, TwoFactorStatus } from '@scorecard/contracts';
export { SECURITY_MESSAGES } from '@scorecard/contracts';
export {
  AUTH_MESSAGES,
  LOCAL_STORAGE_KEYS,
  VERIFY_EMAIL_REDIRECT_DELAY_MS,
  SESSION_MESSAGES,
  ACCESS_MESSAGES,
  isValidEmail,
  retryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from '@scorecard/contracts';

export const USER_ROLE_LABELS = USER_ROLE_DISPLAY_NAMES;

/** Form messages of platform.md section 5. */
export const VALIDATION_MESSAGES = {
  firstNameRequired: AUTH_MESSAGES.firstNameRequired,
  lastNameMin: AUTH_MESSAGES.lastNameMin,
  email: AUTH_MESSAGES.invalidEmail,
  passwordMin: AUTH_MESSAGES.passwordMin,
  passwordRequired: AUTH_MESSAGES.passwordRequired,
  companyNameMin: AUTH_MESSAGES.companyNameMin,
  otpDigits: AUTH_MESSAGES.codeFormat,
  emailRequired: AUTH_MESSAGES.emailRequired,
} as const;

export const LIMITS = {
  lastNameMin: NAME_MIN_LENGTH,
  passwordMin: PASSWORD_MIN_LENGTH,
  companyNameMin: NAME_MIN_LENGTH,
  otpLength: VERIFICATION_CODE_LENGTH,
} as const;

// ---------------------------------------------------------------- Scorecard screens

export type {
  Activity,
  ActivityCategory,
  ActivitySummary,
  ApiErrorBody,
  DashboardSummary,
  OverallHealth,
  RequestQueueHealth,
  BscPerspective,
  Employee,
  Frequency,
  FunctionLevel,
  Kpi,
  YtdAggregation,
  KpiUnit,
  LevelLabelSettings,
  Objective,
  ObjectiveStatus,
  OrganizationSettings,
  OrganizationSettingsRecord,
  PerformanceStatus,
  PerspectiveLabelSettings,
  Polarity,
  ScoringSettings,
  Theme,
} from '@scorecard/contracts';
export {
  ACTIVITY_CATEGORIES,
  ATTACHMENT_SIZE_LIMITS_MB,
  BSC_PERSPECTIVES,
  BSC_PERSPECTIVE_DISPLAY_NAMES,
  CACHE_TIMES,
  DEFAULT_KPI_FREQUENCY,
  DEFAULT_KPI_UNIT,
  DEFAULT_OBJECTIVE_STATUS,
  DEFAULT_ORGANIZATION_SETTINGS,
  DEFAULT_POLARITY,
  DEFAULT_SCORING_SETTINGS,
  DEFAULT_THEME_COLOR,
  FREQUENCIES,
  YTD_AGGREGATIONS,
  FREQUENCY_DISPLAY_NAMES,
  FUNCTION_LEVELS,
  HEX_COLOR_PATTERN,
  KPI_TYPE_DISPLAY_NAMES,
  KPI_UNITS,
  LEVEL_LABEL_SETTING,
  OBJECTIVE_ID_DISPLAY_LENGTH,
  OBJECTIVE_STATUSES,
  OBJECTIVE_STATUS_DISPLAY_NAMES,
  PERSPECTIVE_LABEL_SETTING,
  POLARITIES,
  POLARITY_DISPLAY_NAMES,
  QUERY_CONSTANTS,
  SCORECARD_MESSAGES,
  SCORING_SETTINGS_LIMITS,
  SETTINGS_MESSAGES,
  STATUS_PREVIEW_SCORES,
  levelName,
  perspectiveName,
} from '@scorecard/contracts';

// ---------------------------------------------------------------- Requests

export type { CommentRecord, RequestPriority, RequestRecord, RequestStatusHistory, RequestType } from '@scorecard/contracts';
export {
  DEFAULT_DEPARTMENT,
  DEFAULT_REQUEST_PRIORITY,
  DEFAULT_REQUEST_STATUSES,
  DEFAULT_REQUEST_TYPE,
  DEPARTMENTS,
  REQUEST_PRIORITIES,
  REQUEST_TYPES,
  REQUEST_TYPE_DISPLAY_NAMES,
} from '@scorecard/contracts';

// ---------------------------------------------------------------- Scorecard views (Corporate BSC, KPI Results, KPI Overview)

export type { ExplainAnswer, KpiExplainAnswer, RollupCoverage, RollupExplainAnswer } from '@scorecard/contracts';
export type { KpiOverviewRow, KpiOverviewSortField, OrganizationFunction, PeriodKey, ScorecardAnswer, ScorecardKpi, ScorecardObjective, ScorecardPerspective, ViewType } from '@scorecard/contracts';
export { KPI_OVERVIEW_SORT_FIELDS, STATUS_GROUPS, VIEW_TYPES } from '@scorecard/contracts';

// ---------------------------------------------------------------- The period close (DESIGN decision 21)

export type {
  FunctionCompletion,
  MyWorkAnswer,
  MyWorkItem,
  ReportingPeriod,
  ReportingPeriodState,
  ReviewDecision,
  Submission,
  SubmissionState,
  Submissions,
} from '@scorecard/contracts';
export { DEFAULT_PERIOD_CLOSE_SETTINGS, PERIOD_CLOSE_DAY_LIMITS, PERIOD_CLOSE_MESSAGES } from '@scorecard/contracts';
// Initiatives (DESIGN decision 24)
export type { Initiative, InitiativeStatus, Milestone, ObjectiveAssignment } from '@scorecard/contracts';
export { INITIATIVE_STATUSES, DEFAULT_INITIATIVE_STATUS } from '@scorecard/contracts';
