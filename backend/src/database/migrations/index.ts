import { CreateSession1763769600000 } from './1763769600000-create-session';
import { CreateAccounts1763769700000 } from './1763769700000-create-accounts';
import { CreateActivity1763769800000 } from './1763769800000-create-activity';
import { CreateLibrary1763769900000 } from './1763769900000-create-library';
import { CreateFunctions1763769910000 } from './1763769910000-create-functions';
import { CreateAssignments1763769920000 } from './1763769920000-create-assignments';
import { IndexAssignmentPeriods1763769930000 } from './1763769930000-index-assignment-periods';
import { ExtendEmployee1763769950000 } from './1763769950000-extend-employee';
import { CreateRequests1763769960000 } from './1763769960000-create-requests';
import { LinkRequestsToAssignments1763770000000 } from './1763770000000-link-requests-to-assignments';
import { TenantCompositeForeignKeys1763770100000 } from './1763770100000-tenant-composite-foreign-keys';
import { CreateAdminLog1763770200000 } from './1763770200000-create-admin-log';
import { CreateNotifications1763770500000 } from './1763770500000-create-notifications';
import { IndexAssignmentListOrder1763770600000 } from './1763770600000-index-assignment-list-order';
import { CreateTeam1763770700000 } from './1763770700000-create-team';
import { CreateAccountSecurity1764100000000 } from './1764100000000-create-account-security';
import { CreatePeriodClose1764000000000 } from './1764000000000-create-period-close';
import { CreateSso1764300000000 } from './1764300000000-create-sso';
import { CreateInitiatives1764200000000 } from './1764200000000-create-initiatives';
import { AddKpiFormula1764400000000 } from './1764400000000-add-kpi-formula';
import { CreateApiKeys1764500000000 } from './1764500000000-create-api-keys';
import { CreateWebhooks1764500001000 } from './1764500001000-create-webhooks';
import { CreateObjectiveLinks1764600000000 } from './1764600000000-create-objective-links';
import { CreateBriefingBooks1764600050000 } from './1764600050000-create-briefing-books';
import { CreateKpiValueHistory1764710000000 } from './1764710000000-create-kpi-value-history';
import { CreateBriefingBookSchedule1764730000000 } from './1764730000000-create-briefing-book-schedule';
import { CreateKpiAssignmentViewScore1764800000000 } from './1764800000000-create-kpi-assignment-view-score';
import { CreateKpiAssignmentTotal1764900000000 } from './1764900000000-create-kpi-assignment-total';
import { CreateRequestTotal1764900001000 } from './1764900001000-create-request-total';
import { CreateNotificationTotal1764900002000 } from './1764900002000-create-notification-total';
import { IndexKpiNameWalk1764900003000 } from './1764900003000-index-kpi-name-walk';
import { IndexKpiAssignmentObjectiveAssignmentPeriod1764950000000 } from './1764950000000-index-kpi-assignment-objective-assignment-period';
import { RequestEscalationDue1764950001000 } from './1764950001000-request-escalation-due';
import { DropViewScoreOrganizationKey1764950002000 } from './1764950002000-drop-view-score-organization-key';
import { IndexRequestPageOrder1764960000000 } from './1764960000000-index-request-page-order';
import { IndexNotificationPageOrder1764960001000 } from './1764960001000-index-notification-page-order';
import { ShardListTotals1764960002000 } from './1764960002000-shard-list-totals';
import { KpiAssignmentFunctionName1764970000000 } from './1764970000000-kpi-assignment-function-name';
import { ViewScoreTies1764970001000 } from './1764970001000-view-score-ties';
import { IndexEmployeeUser1764970002000 } from './1764970002000-index-employee-user';
import { CreateUserTotal1764980000000 } from './1764980000000-create-user-total';

/** Every migration in order; listed explicitly so compiled, test and CLI runs see the same set. */
export const MIGRATIONS = [
  CreateSession1763769600000,
  CreateAccounts1763769700000,
  CreateActivity1763769800000,
  CreateLibrary1763769900000,
  CreateFunctions1763769910000,
  CreateAssignments1763769920000,
  IndexAssignmentPeriods1763769930000,
  ExtendEmployee1763769950000,
  CreateRequests1763769960000,
  LinkRequestsToAssignments1763770000000,
  TenantCompositeForeignKeys1763770100000,
  CreateAdminLog1763770200000,
  CreateNotifications1763770500000,
  IndexAssignmentListOrder1763770600000,
  CreateTeam1763770700000,
  CreateAccountSecurity1764100000000,
  CreatePeriodClose1764000000000,
  CreateSso1764300000000,
  CreateInitiatives1764200000000,
  AddKpiFormula1764400000000,
  CreateApiKeys1764500000000,
  CreateWebhooks1764500001000,
  CreateObjectiveLinks1764600000000,
  CreateBriefingBooks1764600050000,
  CreateKpiValueHistory1764710000000,
  CreateBriefingBookSchedule1764730000000,
  CreateKpiAssignmentViewScore1764800000000,
  CreateKpiAssignmentTotal1764900000000,
  CreateRequestTotal1764900001000,
  CreateNotificationTotal1764900002000,
  IndexKpiNameWalk1764900003000,
  IndexKpiAssignmentObjectiveAssignmentPeriod1764950000000,
  RequestEscalationDue1764950001000,
  DropViewScoreOrganizationKey1764950002000,
  IndexRequestPageOrder1764960000000,
  IndexNotificationPageOrder1764960001000,
  ShardListTotals1764960002000,
  KpiAssignmentFunctionName1764970000000,
  ViewScoreTies1764970001000,
  IndexEmployeeUser1764970002000,
  CreateUserTotal1764980000000,
];
