/**
 * The shared vocabulary: every stored enumeration value, as a const array (usable by validators and
 * selects) plus its union type. Display names live beside the values they label.
 */

// ---------------------------------------------------------------- Balanced Scorecard

export const BSC_PERSPECTIVES = ['Financial', 'Customer', 'Internal_Process', 'Learning_Growth'] as const;
export type BscPerspective = (typeof BSC_PERSPECTIVES)[number];

export const BSC_PERSPECTIVE_DISPLAY_NAMES: Readonly<Record<BscPerspective, string>> = {
  Financial: 'Financial',
  Customer: 'Customer',
  Internal_Process: 'Internal Process',
  Learning_Growth: 'Learning & Growth',
};

export const OBJECTIVE_STATUSES = ['Active', 'Under_Review', 'Inactive'] as const;
export type ObjectiveStatus = (typeof OBJECTIVE_STATUSES)[number];
export const DEFAULT_OBJECTIVE_STATUS: ObjectiveStatus = 'Active';

export const OBJECTIVE_STATUS_DISPLAY_NAMES: Readonly<Record<ObjectiveStatus, string>> = {
  Active: 'Active',
  Under_Review: 'Under Review',
  Inactive: 'Inactive',
};

/** Objective assignments are only ever created Active. */
export const OBJECTIVE_ASSIGNMENT_STATUSES = ['Active'] as const;
export type ObjectiveAssignmentStatus = (typeof OBJECTIVE_ASSIGNMENT_STATUSES)[number];

// ---------------------------------------------------------------- KPIs and periods

export const KPI_UNITS = ['%', '$', 'count', 'days', 'hours', 'score', 'ratio', 'index'] as const;
export type KpiUnit = (typeof KPI_UNITS)[number];
export const DEFAULT_KPI_UNIT: KpiUnit = '%';

export const POLARITIES = ['positive', 'negative'] as const;
export type Polarity = (typeof POLARITIES)[number];
export const DEFAULT_POLARITY: Polarity = 'positive';

export const POLARITY_DISPLAY_NAMES: Readonly<Record<Polarity, string>> = {
  positive: 'Higher Better',
  negative: 'Lower Better',
};

/** Stored frequencies (DESIGN decision 2). The input spelling 'annually' is normalised by @scorecard/scoring. */
export const FREQUENCIES = ['monthly', 'quarterly', 'annual'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const DEFAULT_KPI_FREQUENCY: Frequency = 'quarterly';

export const FREQUENCY_DISPLAY_NAMES: Readonly<Record<Frequency, string>> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annual: 'Annual',
};

export const KPI_TYPE_DISPLAY_NAMES = { cumulative: 'Cumulative', periodBased: 'Period-Based' } as const;

export const MONTH_KEYS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
export type MonthKey = (typeof MONTH_KEYS)[number];

export const QUARTER_KEYS = ['q1', 'q2', 'q3', 'q4'] as const;
export type QuarterKey = (typeof QUARTER_KEYS)[number];

export const ANNUAL_PERIOD_KEY = 'annual' as const;
export type AnnualKey = typeof ANNUAL_PERIOD_KEY;

/** A key of a targets / actualResults map. */
export type PeriodKey = MonthKey | QuarterKey | AnnualKey;

/** Period-by-period values as stored on a KPI assignment (targets, actualResults); empty inputs are null. */
export type PeriodValues = Partial<Record<PeriodKey, number | null>>;

/** How a KPI's year-to-date actual is aggregated (DESIGN decision 25). */
export const YTD_AGGREGATIONS = ['sum', 'average', 'last', 'formula'] as const;
export type YtdAggregation = (typeof YTD_AGGREGATIONS)[number];

export const VIEW_TYPES = ['period', 'ytd'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

/** Status of a KPI's score against the organization's thresholds; 'No Data' when there is no score. */
export const PERFORMANCE_STATUSES = [
  'Exceeds Target',
  'On Target',
  'Near Target',
  'At Risk',
  'Below Target',
  'No Data',
] as const;
export type PerformanceStatus = (typeof PERFORMANCE_STATUSES)[number];

/** Legend groups of the results screens (the mapping from status is in @scorecard/scoring). */
export const STATUS_GROUPS = ['On Track', 'At Risk', 'Behind'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

// ---------------------------------------------------------------- Organization structure

export const FUNCTION_LEVELS = ['ceo', 'division', 'general-department', 'department'] as const;
export type FunctionLevel = (typeof FUNCTION_LEVELS)[number];

export const FUNCTION_LEVEL_DISPLAY_NAMES: Readonly<Record<FunctionLevel, string>> = {
  ceo: 'CEO',
  division: 'Division',
  'general-department': 'General Department',
  department: 'Department',
};

/**
 * Level proposed for a new child function. A department cannot have children, hence null.
 * (Specification: division under ceo, general-department under division, otherwise department.)
 */
export function defaultChildLevel(parent: FunctionLevel): FunctionLevel | null {
  switch (parent) {
    case 'ceo':
      return 'division';
    case 'division':
      return 'general-department';
    case 'general-department':
      return 'department';
    case 'department':
      return null;
  }
}

/** Level whose objective assignments serve as parents (cascade); null for the top (ceo). */
export function parentLevel(level: FunctionLevel): FunctionLevel | null {
  const index = FUNCTION_LEVELS.indexOf(level);
  return index > 0 ? FUNCTION_LEVELS[index - 1]! : null;
}

// ---------------------------------------------------------------- Users and employees

export const USER_ROLES = ['user', 'admin', 'super_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_USER_ROLE: UserRole = 'user';

export const USER_ROLE_DISPLAY_NAMES: Readonly<Record<UserRole, string>> = {
  user: 'User',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

export const EMPLOYEE_ROLES = ['Employee', 'Manager', 'Admin'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

export const EMPLOYMENT_TYPES = ['Full_Time', 'Part_Time', 'Contract', 'Internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYEE_STATUSES = ['Active', 'Inactive', 'On_Leave', 'Terminated'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

// ---------------------------------------------------------------- Requests

export const REQUEST_TYPES = ['Data_Collection', 'Change_Request'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const DEFAULT_REQUEST_TYPE: RequestType = 'Data_Collection';

export const REQUEST_TYPE_DISPLAY_NAMES: Readonly<Record<RequestType, string>> = {
  Data_Collection: 'Data Collection',
  Change_Request: 'Change Request',
};

/**
 * Default of the organization's requestStatuses list, the single source of request statuses
 * (DESIGN decision 1). A request's status is one of its organization's list, so it is typed string.
 */
export const DEFAULT_REQUEST_STATUSES = ['New', 'In Progress', 'Completed', 'Rejected'] as const;
export const DEFAULT_NEW_REQUEST_STATUS = 'New';

export const REQUEST_PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type RequestPriority = (typeof REQUEST_PRIORITIES)[number];
export const DEFAULT_REQUEST_PRIORITY: RequestPriority = 'Medium';

export const DEPARTMENTS = [
  'Finance',
  'Sales',
  'Marketing',
  'Operations',
  'Human Resources',
  'IT',
  'Customer Service',
] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const DEFAULT_DEPARTMENT: Department = 'Finance';

// ---------------------------------------------------------------- Notifications

export const NOTIFICATION_TYPES = [
  'request_status_change',
  'new_comment',
  'request_assigned',
  'request_created',
  'mention',
  'escalation',
  /** DESIGN decision 21: a result returned by its reviewer */
  'result_returned',
  /** a daily reminder of results due */
  'results_due',
  /** a result still missing, escalated up the cascade */
  'result_escalation',
  /** an initiative's milestone past its due date and not done (DESIGN decision 24); the 'escalations' preference decides it */
  'milestone_overdue',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];
export const DEFAULT_NOTIFICATION_PRIORITY: NotificationPriority = 'normal';

export const NOTIFICATION_ENTITY_TYPES = ['request', 'comment', 'kpi', 'objective', 'initiative'] as const;
export type NotificationEntityType = (typeof NOTIFICATION_ENTITY_TYPES)[number];

export const DELIVERY_CHANNELS = ['in_app', 'email', 'webhook'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const DELIVERY_STATUSES = ['pending', 'sent', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DIGEST_FREQUENCIES = ['none', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

// ---------------------------------------------------------------- Tenancy and billing

export const PLANS = ['free', 'basic', 'professional', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];
export const DEFAULT_PLAN: Plan = 'free';

/** Reads a plan as entered; the organization creation form's 'pro' means 'professional' (DESIGN decision 8). */
export function normalizePlan(input: string): Plan | null {
  const value = input.trim().toLowerCase();
  if (value === 'pro') return 'professional';
  return (PLANS as readonly string[]).includes(value) ? (value as Plan) : null;
}

export const ORGANIZATION_STATUSES = ['active', 'suspended', 'cancelled'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
export const DEFAULT_ORGANIZATION_STATUS: OrganizationStatus = 'active';

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled', 'incomplete'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

// ---------------------------------------------------------------- Activities

export const ACTIVITY_CATEGORIES = [
  'Library',
  'Assignments',
  'Actual Result Update',
  'Organization',
  'Requests',
  'System',
] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

export const ACTIVITY_ENTITY_TYPES = [
  'objective',
  'objective_assignment',
  'kpi',
  'kpi_assignment',
  'theme',
  'target',
  'actual_result',
  'request',
  'employee',
  'initiative',
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'uploaded_data',
  'assigned',
  'deleted',
  'actual_result_update',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

// ---------------------------------------------------------------- Initiatives (DESIGN decision 24)

export const INITIATIVE_STATUSES = ['Not Started', 'On Track', 'At Risk', 'Off Track', 'Completed'] as const;
export type InitiativeStatus = (typeof INITIATIVE_STATUSES)[number];
export const DEFAULT_INITIATIVE_STATUS: InitiativeStatus = 'Not Started';

// ---------------------------------------------------------------- Dashboard (platform.md section 9)

export const OVERALL_HEALTH = ['Healthy', 'Needs Attention', 'Setup Required'] as const;
export type OverallHealth = (typeof OVERALL_HEALTH)[number];

export const REQUEST_QUEUE_HEALTH = ['Up to date', 'Manageable', 'Needs attention'] as const;
export type RequestQueueHealth = (typeof REQUEST_QUEUE_HEALTH)[number];

/** True when `value` is one of `values`; narrows the type (for validators and parsers). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Sort fields of GET /api/kpi-overview (sort=["score","DESC"]). */
export const KPI_OVERVIEW_SORT_FIELDS = ['name', 'functionName', 'objectiveName', 'frequency', 'ownerName', 'weight', 'score', 'status', 'target', 'actual'] as const;
export type KpiOverviewSortField = (typeof KPI_OVERVIEW_SORT_FIELDS)[number];
