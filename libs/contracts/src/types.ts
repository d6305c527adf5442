/**
 * Shapes of the records the API answers (JSON: dates are ISO strings, ids UUID strings).
 * Types only: no runtime code here.
 */
import type {
  ActivityCategory,
  BscPerspective,
  DeliveryChannel,
  DeliveryStatus,
  DigestFrequency,
  EmployeeRole,
  EmployeeStatus,
  EmploymentType,
  Frequency,
  FunctionLevel,
  InitiativeStatus,
  YtdAggregation,
  NotificationEntityType,
  NotificationPriority,
  ObjectiveAssignmentStatus,
  ObjectiveStatus,
  OrganizationStatus,
  OverallHealth,
  PerformanceStatus,
  PeriodKey,
  PeriodValues,
  Plan,
  Polarity,
  RequestPriority,
  RequestQueueHealth,
  RequestType,
  SubscriptionStatus,
  UserRole,
  ViewType,
} from './enums.js';

/** ISO-8601 date-time string as serialised in JSON. */
export type IsoDateTime = string;

/** Body of every non-OK answer (DESIGN section 3). `message` is one readable sentence. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors?: string[];
}

/** Tenant-scoped records carry these. */
export interface TenantRecord {
  id: string;
  organizationId: string;
  createdAt?: IsoDateTime;
  updatedAt?: IsoDateTime;
}

// ---------------------------------------------------------------- Accounts

/** GET /api/auth/user, and the `user` of the sign-up, sign-in and verification answers. Never hashes, codes or tokens. */
export interface SessionUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  role: UserRole;
  organizationId: string | null;
  emailVerified: boolean;
}

/** GET /api/auth/verification-status */
export interface VerificationStatus {
  email: string;
  emailVerified: boolean;
}

// ---------------------------------------------------------------- Organization

export interface DataCollectionWorkflow {
  requiresApproval: boolean;
  autoAssign: boolean;
}

export interface ChangeRequestWorkflow {
  requiresApproval: boolean;
  requiresImpactAnalysis: boolean;
  multiLevelApproval: boolean;
}

/** Every organization_settings field (platform.md section 3) plus timeZone (DESIGN decision 9). */
export interface OrganizationSettings {
  vision: string;
  mission: string;
  values: string;
  organizationName: string;
  exceedsTargetThreshold: number;
  onTargetThreshold: number;
  nearTargetThreshold: number;
  atRiskThreshold: number;
  scoreCapPercentage: number;
  requestStatuses: string[];
  dataCollectionWorkflow: DataCollectionWorkflow;
  changeRequestWorkflow: ChangeRequestWorkflow;
  /** bytes */
  maxAttachmentSize: number;
  /** extensions with their dot, e.g. '.pdf' */
  allowedFileTypes: string[];
  perspectiveFinancialName: string;
  perspectiveCustomerName: string;
  perspectiveInternalProcessName: string;
  perspectiveLearningGrowthName: string;
  levelCeoName: string;
  levelDivisionName: string;
  levelGeneralDepartmentName: string;
  levelDepartmentName: string;
  termObjectivesLabel: string;
  termKpisLabel: string;
  termThemesLabel: string;
  termAssignmentsLabel: string;
  termTargetsLabel: string;
  termActualResultsLabel: string;
  termScoreLabel: string;
  /** IANA zone used for quiet hours and "current period" (default 'UTC'). */
  timeZone: string;
  /** Admins must set up two-factor authentication before anything else (DESIGN decision 28). */
  requireTwoFactorForAdmins: boolean;
  /** DESIGN decision 21: results of a period are due this many days after it ends (default 10, 0..365). */
  resultsDueDays: number;
  /** days before the due date when owners with missing values get their reminder (default 3, 0..365). */
  reminderDaysBefore: number;
  /** days after the due date when they get it again (default 2, 0..365). */
  reminderDaysAfter: number;
  /** days after the due date when a value still missing is escalated up the cascade (default 5, 0..365). */
  escalationDaysAfter: number;
  /** when true, recorded results wait for approval and scorecards count approved values only (default false). */
  requireApproval: boolean;
  updatedById: string | null;
}

/** The scoring part of the settings. */
export type ScoringSettings = Pick<
  OrganizationSettings,
  'exceedsTargetThreshold' | 'onTargetThreshold' | 'nearTargetThreshold' | 'atRiskThreshold' | 'scoreCapPercentage'
>;

export type ThresholdSettings = Omit<ScoringSettings, 'scoreCapPercentage'>;

/** Settings fields that rename perspectives on screen. */
export type PerspectiveLabelSettings = Pick<
  OrganizationSettings,
  | 'perspectiveFinancialName'
  | 'perspectiveCustomerName'
  | 'perspectiveInternalProcessName'
  | 'perspectiveLearningGrowthName'
>;

export type LevelLabelSettings = Pick<
  OrganizationSettings,
  'levelCeoName' | 'levelDivisionName' | 'levelGeneralDepartmentName' | 'levelDepartmentName'
>;

/** GET /api/organization-settings: every field, stored values over the defaults (id and dates null until first saved). */
export interface OrganizationSettingsRecord extends OrganizationSettings {
  id: string | null;
  organizationId: string;
  createdAt: IsoDateTime | null;
  updatedAt: IsoDateTime | null;
}

export interface Organization {
  id: string;
  name: string;
  domain: string | null;
  logoUrl: string | null;
  status: OrganizationStatus;
  subscriptionTier: Plan;
  maxUsers: number;
  maxObjectives: number;
  maxKpis: number;
  createdAt?: IsoDateTime;
  updatedAt?: IsoDateTime;
}

export interface Subscription extends TenantRecord {
  plan: Plan;
  status: SubscriptionStatus;
  currentPeriodStart: IsoDateTime | null;
  currentPeriodEnd: IsoDateTime | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: IsoDateTime | null;
}

// ---------------------------------------------------------------- Library

export interface Theme extends TenantRecord {
  name: string;
  description: string | null;
  /** 6-digit hex, default #3B82F6 */
  color: string;
}

export interface Objective extends TenantRecord {
  name: string;
  description: string | null;
  bscPerspective: BscPerspective;
  themeId: string | null;
  status: ObjectiveStatus;
  parentObjectiveId: string | null;
  ownerId: string | null;
  /** the owner's current name, null without an owner (sent with every row: no look-up per row) */
  ownerName: string | null;
}

/** Library KPI template. `unit` is one of KPI_UNITS on create, free text after an edit. */
export interface Kpi extends TenantRecord {
  name: string;
  description: string | null;
  unit: string;
  polarity: Polarity;
  frequency: Frequency;
  isCumulative: boolean;
  /** a calculated KPI's formula over other KPIs (`{KPI:<id>}` references, + - * / and parentheses), else null (DESIGN decision 25) */
  formula: string | null;
  /** 'formula' by default for a KPI with a formula, else 'sum' */
  ytdAggregation: YtdAggregation;
}

/**
 * `POST /api/kpis/formula-preview {formula, frequency?, kpiId?}` (DESIGN decision 25's editor, our
 * addition): what the formula gives for the latest period with a value, on the organization's
 * assignments of its inputs (function and year); all null when no period has one.
 */
export interface FormulaPreview {
  value: number | null;
  year: string | null;
  period: PeriodKey | null;
  functionId: string | null;
  functionName: string | null;
}

// ---------------------------------------------------------------- Structure and assignments

/** An organizational function (named OrganizationFunction: `Function` is a global). */
export interface OrganizationFunction extends TenantRecord {
  name: string;
  description: string | null;
  level: FunctionLevel;
  parentId: string | null;
}

/**
 * GET /api/functions/assignment-counts?period=: one row per function with assignments that year
 * (the chart's card counts). The functions list itself carries no counts: counting a large
 * tenant's assignments on every list call was most of its cost (issue 18).
 */
export interface FunctionAssignmentCounts {
  functionId: string;
  objectiveCount: number;
  kpiCount: number;
}

export interface ObjectiveAssignment extends TenantRecord {
  objectiveId: string;
  organizationLevel: FunctionLevel;
  /** the function's name */
  organizationFunction: string;
  organizationFunctionId: string;
  ownerId: string | null;
  /** the owner's current name, null without an owner */
  ownerName: string | null;
  parentObjectiveAssignmentId: string | null;
  weight: number;
  target: number | null;
  /** free text, default the current year */
  period: string;
  status: ObjectiveAssignmentStatus;
}

export interface KpiAssignment extends TenantRecord {
  kpiId: string;
  objectiveAssignmentId: string;
  linkedObjectiveId: string | null;
  ownerId: string | null;
  ownerName: string | null;
  weight: number;
  targets: PeriodValues;
  actualResults: PeriodValues;
  /** the year, e.g. '2026' */
  period: string;
  score: number | null;
  actualResult: number | null;
  /** submission state of each value, keyed like `actualResults` by the KPI's own period keys (DESIGN decision 21) */
  submissions: Submissions;
  /** the first target ever set for each period (DESIGN decision 22) */
  baselineTargets: PeriodValues;
}

// ---------------------------------------------------------------- The period close (DESIGN decision 21)

export type SubmissionState = 'missing' | 'submitted' | 'approved' | 'returned';

/** The review state of one value of a KPI assignment. */
export interface Submission {
  state: SubmissionState;
  /** user id of who last submitted, approved or returned it (null for 'missing') */
  by: string | null;
  at: IsoDateTime | null;
  /** the reviewer's comment (required when returned), else null */
  comment: string | null;
}

/** `submissions` of a KPI assignment: one entry per period that has (or had) a value. */
export type Submissions = Partial<Record<PeriodKey, Submission>>;

export type ReviewDecision = 'approve' | 'return';

/** POST /api/kpi-assignments/:id/review */
export interface ReviewBody {
  /** the KPI's own period key ('q1', 'january', 'annual') */
  period: PeriodKey;
  decision: ReviewDecision;
  /** required for 'return' */
  comment?: string | null;
}

export type ReportingPeriodState = 'open' | 'locked';

/** GET /api/reporting-periods?year=2026: 17 of these (12 months, 4 quarters, the year). */
export interface ReportingPeriod {
  /** '2026-q1', '2026-march', '2026-annual' */
  key: string;
  /** 'Q1 2026', 'March 2026', '2026' */
  name: string;
  state: ReportingPeriodState;
  /** 'YYYY-MM-DD': the period's last day plus `resultsDueDays` */
  dueDate: string;
  /** values expected in the period (KPI assignments of the year x their KPI periods inside it) */
  due: number;
  /** values recorded and waiting for review */
  submitted: number;
  approved: number;
  /** values not recorded, or returned */
  missing: number;
  /** the reason given when it was locked (null when open or none given) */
  lockReason: string | null;
  lockedAt: IsoDateTime | null;
  lockedById: string | null;
}

/** GET /api/reporting-periods/:key/completion: one per function, each with its own assignments' counts. */
export interface FunctionCompletion {
  functionId: string;
  name: string;
  parentId: string | null;
  due: number;
  submitted: number;
  approved: number;
  missing: number;
}

/** POST /api/reporting-periods/:key/lock */
export interface LockPeriodBody {
  reason?: string | null;
}

/** POST /api/reporting-periods/:key/unlock (reason required) */
export interface UnlockPeriodBody {
  reason: string;
}

/** One line of My Work. */
export interface MyWorkItem {
  kpiAssignmentId: string;
  kpiId: string;
  kpiName: string;
  functionId: string;
  functionName: string;
  /** the KPI's own period key ('q1', 'march', 'annual') */
  period: PeriodKey;
  /** the assignment's year, e.g. '2026' */
  year: string;
  /** the reporting period's key and name: '2026-q1', 'Q1 2026' */
  reportingPeriodKey: string;
  periodName: string;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  target: number | null;
  actual: number | null;
  unit: string;
  state: SubmissionState;
  /** the reviewer's comment (returned values) */
  comment: string | null;
  /** the owner's name (useful in `toReview`) */
  ownerName: string | null;
  /** true when the value's period is locked (read-only) */
  locked: boolean;
}

/**
 * GET /api/my-work (our addition; DESIGN names the screen, not its call). `due`: values of the
 * assignments the caller owns that are missing and whose due date is at most `reminderDaysBefore`
 * days away or passed (open periods only); `returned`: their values returned to them; `toReview`:
 * values in state 'submitted' the caller may approve (an admin: every one). Oldest due date first.
 */
export interface MyWorkAnswer {
  due: MyWorkItem[];
  returned: MyWorkItem[];
  toReview: MyWorkItem[];
}

export interface Employee extends TenantRecord {
  userId: string | null;
  name: string;
  email: string | null;
  role: EmployeeRole;
  department: string | null;
  position: string | null;
  level: string | null;
  employmentType: EmploymentType;
  status: EmployeeStatus;
  /** YYYY-MM-DD */
  hireDate: string | null;
  supervisorId: string | null;
  supervisorName: string | null;
}

// ---------------------------------------------------------------- Activities, requests, notifications

/** An activity as listed by GET /api/activities (newest first). */
export interface Activity {
  id: string;
  action: string;
  /** one of ACTIVITY_ENTITY_TYPES; anything else counts as system */
  entityType: string;
  entityId: string | null;
  entityName: string | null;
  performedBy: string | null;
  /** the acting user's name, copied when the activity was written */
  performedByName: string | null;
  category: ActivityCategory | string;
  details: Record<string, unknown> | null;
  metadata: Record<string, unknown> | null;
  createdAt: IsoDateTime;
}

/** GET /api/activities/summary: the four All Activities tiles, counted by the server. */
export interface ActivitySummary {
  libraryActions: number;
  assignments: number;
  dataUpdates: number;
  total: number;
}

/** GET /api/dashboard/summary: everything the dashboard shows, in one call. */
export interface DashboardSummary {
  objectives: number;
  kpis: number;
  /** requests not in the organization's two closing statuses (see `pendingStatuses`) */
  pendingRequests: number;
  /** users of the organization who can sign in (deactivated members left out) */
  activeUsers: number;
  /** the organization's statuses counted as pending */
  pendingStatuses: string[];
  /** the 3 latest activities, newest first */
  recentActivities: Activity[];
  systemHealth: {
    status: OverallHealth;
    requestQueue: RequestQueueHealth;
  };
}

/** A request (named RequestRecord, like CommentRecord and NotificationRecord, so as not to shadow the DOM globals). */
export interface RequestRecord extends TenantRecord {
  type: RequestType;
  title: string;
  description: string;
  impactAnalysis: string | null;
  requesterId: string;
  requesterName: string | null;
  ownerId: string | null;
  ownerName: string | null;
  /** one of the organization's requestStatuses */
  status: string;
  priority: RequestPriority;
  department: string;
  linkedObjectiveAssignmentId: string | null;
  linkedKpiAssignmentId: string | null;
  attachments: string[];
  /** comments not deleted */
  commentCount: number;
}

export interface CommentRecord extends TenantRecord {
  requestId: string;
  parentCommentId: string | null;
  authorId: string | null;
  authorName: string | null;
  content: string;
  attachments: string[];
  mentions: string[];
  isDeleted: boolean;
  /** shown as '(edited)': the content changed after it was posted */
  edited: boolean;
}

export interface RequestStatusHistory extends TenantRecord {
  requestId: string;
  changedById: string | null;
  changedByName: string | null;
  previousStatus: string | null;
  newStatus: string;
  reason: string | null;
  changedAt: IsoDateTime;
}

export interface NotificationRecord {
  id: string;
  userId: string;
  type: string;
  title: string;
  message: string;
  entityType: NotificationEntityType | null;
  entityId: string | null;
  actionUrl: string | null;
  isRead: boolean;
  priority: NotificationPriority;
  readAt: IsoDateTime | null;
  createdAt: IsoDateTime;
}

export interface NotificationPreferences {
  emailNotifications: boolean;
  inAppNotifications: boolean;
  requestStatusChanges: boolean;
  newComments: boolean;
  requestAssignments: boolean;
  mentions: boolean;
  escalations: boolean;
  digestFrequency: DigestFrequency;
  /** hour 0..23 */
  quietHoursStart: number;
  /** hour 0..23 */
  quietHoursEnd: number;
}

export interface NotificationDelivery {
  id: string;
  notificationId: string;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  attemptCount: number;
  lastAttempt: IsoDateTime | null;
  scheduledFor: IsoDateTime | null;
  deliveredAt: IsoDateTime | null;
  errorMessage: string | null;
}

// ---------------------------------------------------------------- Scorecard answer (DESIGN section 5)

export interface ScorecardKpi {
  kpiAssignmentId: string;
  kpiId: string;
  name: string;
  weight: number;
  unit: string;
  polarity: Polarity;
  isCumulative: boolean;
  /** the KPI's own frequency */
  frequency: Frequency;
  ownerId: string | null;
  ownerName: string | null;
  target: number | null;
  actual: number | null;
  score: number | null;
  status: PerformanceStatus;
  /** periods of the KPI in the view's window that have an actual result (DESIGN decision 14) */
  reportedPeriods: number;
  /** periods of the KPI in the view's window that have ended, in the organization's time zone */
  duePeriods: number;
  /**
   * DESIGN decision 21: with `requireApproval`, true when the window holds a value not yet approved
   * (left out of target, actual and score); the screens show 'Awaiting approval'. False otherwise.
   */
  awaitingApproval?: boolean;
  /** DESIGN decision 25: true for a calculated KPI (its values come from its formula); absent otherwise */
  calculated?: boolean;
}

/**
 * DESIGN decision 19: how much of a roll-up's KPIs its score is taken from. `scored` of `total`
 * KPIs have a score; `weightPercent` is the share of the roll-up's weight they carry (a whole
 * percent; 100 only when nothing with weight is missing).
 */
export interface RollupCoverage {
  scored: number;
  total: number;
  weightPercent: number;
}

export interface ScorecardObjective {
  objectiveAssignmentId: string;
  objectiveId: string;
  name: string;
  weight: number;
  score: number | null;
  /** its KPIs with data, with their KPI weights */
  coverage: RollupCoverage;
  kpis: ScorecardKpi[];
}

export interface ScorecardPerspective {
  key: BscPerspective;
  /** the organization's label for the perspective */
  name: string;
  score: number | null;
  /** the KPIs under its objectives with data (its score is their plain average: each weighs the same) */
  coverage: RollupCoverage;
  objectives: ScorecardObjective[];
}

/** GET /api/scorecards/:functionId and /api/scorecards/corporate */
export interface ScorecardAnswer {
  functionId: string;
  year: number;
  frequency: Frequency;
  period: PeriodKey;
  view: ViewType;
  /** level score, null when no KPI has data */
  score: number | null;
  /** the level's KPIs with data; the weight share is each KPI's part of its objective's weight */
  coverage: RollupCoverage;
  perspectives: ScorecardPerspective[];
}

// ---------------------------------------------------------------- Explain (DESIGN decision 22)

/** One KPI period whose values make a line's target and actual. */
export interface ExplainPeriod {
  period: PeriodKey;
  target: number | null;
  actual: number | null;
}

/** An input of a calculated KPI (DESIGN decision 25): the referenced KPI and its values over the window. */
export interface ExplainFormulaInput {
  kpiId: string;
  name: string;
  values: { period: PeriodKey; actual: number | null }[];
}

/**
 * GET /api/scorecards/:functionId/explain?…&kpiAssignmentId= — how one KPI line's score is made.
 * `periodsUsed` are the periods whose values make `targetSum` and `actualSum` (non-cumulative: the
 * window's periods with a result; cumulative: the latest of them); `periodsSkipped` the window's
 * others. `rawScore` is the ratio before rounding, the floor at 0 and the cap (null without a score,
 * or when a 'lower is better' actual is 0, which scores the cap). `contribution` is the points the
 * line adds to its objective's score (null when it has no score).
 */
export interface KpiExplainAnswer {
  kind: 'kpi';
  kpiAssignmentId: string;
  objectiveAssignmentId: string;
  name: string;
  unit: string;
  /** the KPI's own frequency */
  frequency: Frequency;
  periodsUsed: ExplainPeriod[];
  periodsSkipped: PeriodKey[];
  targetSum: number | null;
  actualSum: number | null;
  polarity: Polarity;
  isCumulative: boolean;
  rawScore: number | null;
  cap: number;
  score: number | null;
  status: PerformanceStatus;
  thresholds: ThresholdSettings;
  weight: number;
  /** the KPI's weight as its objective's score uses it (scaled up when others have no data) */
  weightInForce: number | null;
  contribution: number | null;
  /** DESIGN decision 25: a calculated KPI's formula and inputs; absent otherwise */
  formula?: string;
  formulaInputs?: ExplainFormulaInput[];
}

/** One item of a roll-up: a KPI line of an objective or a perspective, or an objective of a level. */
export interface RollupExplainItem {
  kind: 'kpi' | 'objective';
  /** the KPI assignment's id (kind 'kpi') or the objective assignment's id (kind 'objective') */
  id: string;
  name: string;
  weight: number;
  score: number | null;
  /** whether its score counts (false: no data) */
  included: boolean;
  /** its weight as the roll-up uses it: scaled up when others have no data, equal shares under a plain average */
  weightInForce: number | null;
  /** the points it adds to the roll-up's score (null when not included) */
  contribution: number | null;
}

/**
 * GET /api/scorecards/:functionId/explain?…&objectiveAssignmentId= (an objective: its KPI lines),
 * with `perspective=` (beyond DESIGN 22: a perspective, the plain average of its KPI lines), or with
 * neither (the level: its objectives). `method` says which rule applied: 'weighted' (Σ score × weight
 * in force / 100), 'average' (a perspective, or weights totalling 0: a plain average), 'zero-weights'
 * (a level whose objective weights total 0 scores 0) or 'none' (nothing has a score).
 */
export interface RollupExplainAnswer {
  kind: 'objective' | 'perspective' | 'level';
  /** the objective assignment's id, the perspective's key, or the function's id for the level */
  id: string;
  name: string;
  items: RollupExplainItem[];
  coverage: RollupCoverage;
  method: 'weighted' | 'average' | 'zero-weights' | 'none';
  /** the sum of the contributions before the level's rounding */
  rawScore: number | null;
  score: number | null;
  status: PerformanceStatus;
  thresholds: ThresholdSettings;
}

export type ExplainAnswer = KpiExplainAnswer | RollupExplainAnswer;

// ---------------------------------------------------------------- KPI Overview (GET /api/kpi-overview)

/**
 * One KPI assignment of the organization as the KPI Overview lists it: the scorecard line of the
 * requested view (libs/scoring) with the function, objective and description around it.
 */
export interface KpiOverviewRow extends ScorecardKpi {
  /** the KPI assignment's id (react-admin's record id) */
  id: string;
  description: string | null;
  functionId: string;
  functionName: string;
  functionLevel: FunctionLevel;
  objectiveAssignmentId: string;
  objectiveId: string;
  objectiveName: string;
  perspective: BscPerspective;
  /** the organization's label for the perspective */
  perspectiveName: string;
  /** the assignment's year */
  year: string;
}

// ---------------------------------------------------------------- Spreadsheets (import preview and commit)

/** Which map of a KPI assignment a spreadsheet row edits. */
export type SpreadsheetValueKind = 'targets' | 'actualResults';

/** One cell that would change: old → new. */
export interface SpreadsheetCellChange {
  period: PeriodKey;
  oldValue: number | null;
  newValue: number | null;
}

/** A problem of one row (and cell, when `column` is set); any problem stops the whole import. */
export interface SpreadsheetProblem {
  column: string | null;
  message: string;
}

/** A row of the file that changes something or has a problem (unchanged clean rows are only counted). */
export interface SpreadsheetPreviewRow {
  /** the sheet's name ('Targets' / 'Actual Results'), also for a CSV row's 'Values' */
  sheet: string;
  /** the row's number as a spreadsheet program shows it (the header is row 1) */
  row: number;
  kind: SpreadsheetValueKind | null;
  assignmentId: string | null;
  functionName: string | null;
  objectiveName: string | null;
  kpiName: string | null;
  changes: SpreadsheetCellChange[];
  problems: SpreadsheetProblem[];
}

/** POST /api/spreadsheets/import/preview: what a commit of the same file would write. Nothing is written. */
export interface SpreadsheetImportPreview {
  /** data rows read from the file */
  rows: number;
  /** cells that would change */
  changes: number;
  /** KPI assignments that would change */
  assignments: number;
  /** problems in all; a commit is refused while there is one */
  problems: number;
  /** identifies exactly this set of changes; the commit sends it back and is refused if it no longer matches */
  fingerprint: string;
  previewRows: SpreadsheetPreviewRow[];
}

/** POST /api/spreadsheets/import/commit */
export interface SpreadsheetImportResult {
  changes: number;
  assignments: number;
}

/** A member's role inside their organization (a super admin placed in one counts as its admin). */
export type MemberRole = 'admin' | 'user';
export type MemberStatus = 'active' | 'deactivated';

/** GET /api/members (DESIGN decision 20): one of the organization's users. */
export interface Member {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: MemberRole;
  status: MemberStatus;
  employeeId: string | null;
  lastSignInAt: string | null;
}

/** 'expired' is a pending invitation whose 7 days have passed (a resend renews it). */
export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

/** POST/GET /api/invitations (DESIGN decision 20). */
export interface Invitation {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: MemberRole;
  employeeId: string | null;
  status: InvitationStatus;
  expiresAt: string;
  createdAt: string;
}

/** One open session of the caller (DESIGN decision 28): `id` is an opaque handle, never the cookie's value. */
export interface AuthSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ipAddress: string | null;
  current: boolean;
}

/** The caller's two-factor state: whether it is on, and whether their organization requires it of them first. */
export interface TwoFactorStatus {
  enabled: boolean;
  setupRequired: boolean;
}

// ---------------------------------------------------------------- Initiatives (DESIGN decision 24)

/** One step of an initiative; `id` is the server's (send it back on update to keep the milestone). */
export interface Milestone {
  id?: string;
  name: string;
  /** YYYY-MM-DD */
  dueDate: string;
  done: boolean;
}

/** A project that moves objectives: owner, dates, budget, progress and milestones. */
export interface Initiative extends TenantRecord {
  name: string;
  description: string | null;
  /** an employee of the organization */
  ownerId: string | null;
  ownerName: string | null;
  /** objective assignments it serves */
  objectiveAssignmentIds: string[];
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD, not before startDate */
  dueDate: string;
  status: InitiativeStatus;
  /** 0..100 */
  percentComplete: number;
  /** money with 2 decimals, as text so no float drifts ('12500.00') */
  budget: string;
  spent: string;
  milestones: Milestone[];
  /** a milestone not done whose due date has passed */
  hasOverdueMilestone: boolean;
}

/** What create and update take (an update may send any subset). */
export interface InitiativeInput {
  name: string;
  description?: string | null;
  ownerId: string;
  objectiveAssignmentIds?: string[];
  startDate: string;
  dueDate: string;
  status?: InitiativeStatus;
  percentComplete?: number;
  budget?: string | number;
  spent?: string | number;
  milestones?: Milestone[];
}
