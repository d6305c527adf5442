/**
 * The Admin Panel's vocabulary (platform.md sections 2, 7 and 8; DESIGN decisions 7, 8, 12, 13):
 * record shapes of the /api/admin calls, the screen messages and the revenue rule, shared by the
 * server that computes the figures and the screens that show them.
 */
import type { OrganizationStatus, Plan, SubscriptionStatus, UserRole } from './enums.js';
import type { IsoDateTime } from './types.js';

// ---------------------------------------------------------------- Records

/** GET /api/admin/organizations (a row) and GET /api/admin/organizations/:id */
export interface AdminOrganization {
  id: string;
  name: string;
  domain: string | null;
  subscriptionTier: Plan;
  status: OrganizationStatus;
  userCount: number;
  maxUsers: number;
  createdAt: IsoDateTime;
}

/** How a user shows in the list: with an organization 'Active'; without, 'Pending' until they set a password, else 'Unassigned'. */
/** The specification's three, and 'Deactivated' for a member their organization's admin deactivated (DESIGN decision 20). */
export const ADMIN_USER_DISPLAY_STATUSES = ['Active', 'Pending', 'Unassigned', 'Deactivated'] as const;
export type AdminUserDisplayStatus = (typeof ADMIN_USER_DISPLAY_STATUSES)[number];

/** GET /api/admin/users (a row) */
export interface AdminUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  organizationId: string | null;
  organizationName: string | null;
  emailVerified: boolean;
  displayStatus: AdminUserDisplayStatus;
  lastLoginAt: IsoDateTime | null;
  createdAt: IsoDateTime;
}

/** POST /api/admin/user-view: the user and what the panel shows about them. */
export interface AdminUserDetails extends AdminUser {
  employeeId: string | null;
  department: string | null;
  position: string | null;
}

/** DELETE /api/admin/organizations/:id */
export interface DeletedOrganization {
  id: string;
  name: string;
  deletedUsers: number;
}

/** GET /api/admin/subscriptions (a row) */
export interface AdminSubscription {
  id: string;
  organizationId: string;
  organizationName: string;
  plan: Plan;
  status: SubscriptionStatus;
  currentPeriodStart: IsoDateTime | null;
  currentPeriodEnd: IsoDateTime | null;
  seats: number;
  monthlyRevenue: number;
}

export interface CountByKey {
  key: string;
  value: number;
}

/** GET /api/admin/analytics: platform figures computed from the data. */
export interface AdminAnalytics {
  totalOrganizations: number;
  totalUsers: number;
  /** Users who signed in during the last 30 days. */
  activeUsers: number;
  monthlyRevenue: number;
  /** Percent change against the revenue the same subscriptions and seats made 30 days ago; null without a base. */
  revenueGrowth: number | null;
  totalObjectives: number;
  totalKpis: number;
  /** Requests not yet Completed or Rejected. */
  activeRequests: number;
  /** Active users as a percentage of all users. */
  avgEngagement: number;
  organizationsByPlan: CountByKey[];
  organizationsByStatus: CountByKey[];
  revenueByPlan: CountByKey[];
  /** New users per month over the last six months, oldest first, keys 'YYYY-MM'. */
  newUsersByMonth: CountByKey[];
}

/** GET /api/admin/usage-metrics */
export interface UsageMetric {
  metric: string;
  value: number;
}

export interface AdminQueueHealth {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  /** Processes consuming the queue, when the job layer reports it. */
  workers?: number;
  stalled?: boolean;
}

/** GET /api/admin/system: measured, never fixed text (DESIGN decision 7). */
export interface AdminSystemHealth {
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  responseTimes: { windowSeconds: number; count: number; p50: number | null; p95: number | null; p99: number | null };
  database: { status: 'up' | 'down'; latencyMs?: number; sizeBytes: number | null };
  redis: 'up' | 'down' | 'not configured';
  jobs: { mode: 'bullmq' | 'inline'; processorsHere: boolean; queues: Record<string, AdminQueueHealth> };
}

// ---------------------------------------------------------------- Revenue

/** Monthly list price per user (seat); Enterprise uses the price recorded on its subscription when there is one. */
export const PLAN_SEAT_PRICES: Record<Plan, number> = { free: 0, basic: 12, professional: 29, enterprise: 49 };

/**
 * Monthly revenue of one subscription (DESIGN decision 7): seats times the plan's price, or the
 * enterprise price recorded in the subscription's metadata (`monthlyPrice`, the whole contract).
 * A cancelled or incomplete subscription brings nothing.
 */
export function monthlyRevenue(plan: Plan, seats: number, status: SubscriptionStatus, recordedMonthlyPrice?: number | null): number {
  if (status === 'cancelled' || status === 'incomplete') return 0;
  if (plan === 'enterprise' && typeof recordedMonthlyPrice === 'number' && recordedMonthlyPrice >= 0) return recordedMonthlyPrice;
  return PLAN_SEAT_PRICES[plan] * Math.max(0, seats);
}

/** The organization creation form's plans ('pro' is stored as professional) and the plan change form's. */
export const CREATE_ORGANIZATION_PLANS = ['basic', 'pro', 'enterprise'] as const;
export const CHANGE_PLAN_OPTIONS = ['free', 'basic', 'professional', 'enterprise'] as const;

// ---------------------------------------------------------------- Messages

export const ADMIN_MESSAGES = {
  organizationNameRequired: 'Organization name is required',
  domainTaken: 'An organization with this domain already exists',
  emailRequired: 'Email is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailTaken: 'An account with this email already exists',
  organizationNotFound: 'Organization not found',
  userNotFound: 'User not found',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDemoteSelf: 'You cannot change your own role',
  lastSuperAdmin: 'The last super admin cannot be removed',
  invalidPlan: 'Plan must be one of free, basic, professional, enterprise',
  invalidStatus: 'Status must be active or suspended',
  invitationInvalid: 'This invitation link is invalid or has expired. Ask your administrator for a new one.',
  passwordSet: 'Your password is set. You can sign in now.',

  // Screen toasts (platform.md section 8).
  statusFailed: 'Failed to update organization status',
  loadUserFailed: 'Failed to load user details',
  updateUserFailed: 'Failed to update user',
  createUserFailed: 'Failed to create user',
  deleteUserFailed: 'Failed to delete user',
  planFailed: 'Failed to update organization plan',
  deleteOrganizationFailed: 'Failed to delete organization',
  createOrganizationFailed: 'Failed to create organization',
  organizationCreated: 'Organization created successfully',
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  organizationDeleted: (n: number) => `Removed organization and ${n} associated users`,
  deleteOrganizationConfirm: (name: string) => `Are you sure you want to delete "${name}" and ALL associated data? This action cannot be undone.`,
} as const;
