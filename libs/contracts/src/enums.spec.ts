import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_ENTITY_TYPES,
  BSC_PERSPECTIVE_DISPLAY_NAMES,
  BSC_PERSPECTIVES,
  DEFAULT_DEPARTMENT,
  DEFAULT_KPI_FREQUENCY,
  DEFAULT_KPI_UNIT,
  DEFAULT_OBJECTIVE_STATUS,
  DEFAULT_POLARITY,
  DEFAULT_REQUEST_PRIORITY,
  DEFAULT_REQUEST_STATUSES,
  DEFAULT_REQUEST_TYPE,
  DEFAULT_USER_ROLE,
  defaultChildLevel,
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  DEPARTMENTS,
  DIGEST_FREQUENCIES,
  EMPLOYEE_ROLES,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  FREQUENCIES,
  FUNCTION_LEVEL_DISPLAY_NAMES,
  FUNCTION_LEVELS,
  isOneOf,
  KPI_UNITS,
  MONTH_KEYS,
  normalizePlan,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  OBJECTIVE_STATUS_DISPLAY_NAMES,
  OBJECTIVE_STATUSES,
  ORGANIZATION_STATUSES,
  parentLevel,
  PERFORMANCE_STATUSES,
  PLANS,
  POLARITIES,
  POLARITY_DISPLAY_NAMES,
  QUARTER_KEYS,
  REQUEST_PRIORITIES,
  REQUEST_TYPE_DISPLAY_NAMES,
  REQUEST_TYPES,
  STATUS_GROUPS,
  SUBSCRIPTION_STATUSES,
  USER_ROLE_DISPLAY_NAMES,
  USER_ROLES,
  VIEW_TYPES,
} from './enums.js';

describe('scorecard vocabulary (scorecard.md section 3)', () => {
  it('perspectives and their display names', () => {
    expect(BSC_PERSPECTIVES).toEqual(['Financial', 'Customer', 'Internal_Process', 'Learning_Growth']);
    expect(BSC_PERSPECTIVE_DISPLAY_NAMES).toEqual({
      Financial: 'Financial',
      Customer: 'Customer',
      Internal_Process: 'Internal Process',
      Learning_Growth: 'Learning & Growth',
    });
  });

  it('objective statuses, default Active', () => {
    expect(OBJECTIVE_STATUSES).toEqual(['Active', 'Under_Review', 'Inactive']);
    expect(OBJECTIVE_STATUS_DISPLAY_NAMES.Under_Review).toBe('Under Review');
    expect(DEFAULT_OBJECTIVE_STATUS).toBe('Active');
  });

  it('KPI units (default %), polarities (default positive), frequencies (default quarterly)', () => {
    expect(KPI_UNITS).toEqual(['%', '$', 'count', 'days', 'hours', 'score', 'ratio', 'index']);
    expect(DEFAULT_KPI_UNIT).toBe('%');
    expect(POLARITIES).toEqual(['positive', 'negative']);
    expect(POLARITY_DISPLAY_NAMES).toEqual({ positive: 'Higher Better', negative: 'Lower Better' });
    expect(DEFAULT_POLARITY).toBe('positive');
    expect(FREQUENCIES).toEqual(['monthly', 'quarterly', 'annual']);
    expect(DEFAULT_KPI_FREQUENCY).toBe('quarterly');
  });

  it('period keys: 12 months, 4 quarters', () => {
    expect(MONTH_KEYS).toHaveLength(12);
    expect(MONTH_KEYS[0]).toBe('january');
    expect(MONTH_KEYS[11]).toBe('december');
    expect(QUARTER_KEYS).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(VIEW_TYPES).toEqual(['period', 'ytd']);
  });

  it('performance statuses and groups', () => {
    expect(PERFORMANCE_STATUSES).toEqual(['Exceeds Target', 'On Target', 'Near Target', 'At Risk', 'Below Target', 'No Data']);
    expect(STATUS_GROUPS).toEqual(['On Track', 'At Risk', 'Behind']);
  });
});

describe('function levels', () => {
  it('are ceo, division, general-department, department with display names', () => {
    expect(FUNCTION_LEVELS).toEqual(['ceo', 'division', 'general-department', 'department']);
    expect(FUNCTION_LEVEL_DISPLAY_NAMES['general-department']).toBe('General Department');
  });

  it('default child level: division under ceo, general-department under division, otherwise department', () => {
    expect(defaultChildLevel('ceo')).toBe('division');
    expect(defaultChildLevel('division')).toBe('general-department');
    expect(defaultChildLevel('general-department')).toBe('department');
    // a department cannot get child functions
    expect(defaultChildLevel('department')).toBeNull();
  });

  it('parent level: department → general-department → division → ceo → none', () => {
    expect(parentLevel('department')).toBe('general-department');
    expect(parentLevel('general-department')).toBe('division');
    expect(parentLevel('division')).toBe('ceo');
    expect(parentLevel('ceo')).toBeNull();
  });
});

describe('platform vocabulary (platform.md section 3)', () => {
  it('roles', () => {
    expect(USER_ROLES).toEqual(['user', 'admin', 'super_admin']);
    expect(DEFAULT_USER_ROLE).toBe('user');
    expect(USER_ROLE_DISPLAY_NAMES).toEqual({ user: 'User', admin: 'Admin', super_admin: 'Super Admin' });
    expect(EMPLOYEE_ROLES).toEqual(['Employee', 'Manager', 'Admin']);
    expect(EMPLOYMENT_TYPES).toEqual(['Full_Time', 'Part_Time', 'Contract', 'Internship']);
    expect(EMPLOYEE_STATUSES).toEqual(['Active', 'Inactive', 'On_Leave', 'Terminated']);
  });

  it('requests', () => {
    expect(REQUEST_TYPES).toEqual(['Data_Collection', 'Change_Request']);
    expect(REQUEST_TYPE_DISPLAY_NAMES).toEqual({ Data_Collection: 'Data Collection', Change_Request: 'Change Request' });
    expect(DEFAULT_REQUEST_TYPE).toBe('Data_Collection');
    expect(DEFAULT_REQUEST_STATUSES).toEqual(['New', 'In Progress', 'Completed', 'Rejected']);
    expect(REQUEST_PRIORITIES).toEqual(['Low', 'Medium', 'High']);
    expect(DEFAULT_REQUEST_PRIORITY).toBe('Medium');
    expect(DEPARTMENTS).toEqual(['Finance', 'Sales', 'Marketing', 'Operations', 'Human Resources', 'IT', 'Customer Service']);
    expect(DEFAULT_DEPARTMENT).toBe('Finance');
  });

  it('notifications', () => {
    expect(NOTIFICATION_TYPES).toEqual([
      'request_status_change',
      'new_comment',
      'request_assigned',
      'request_created',
      'mention',
      'escalation',
      'result_returned',
      'results_due',
      'result_escalation',
      'milestone_overdue',
    ]);
    expect(NOTIFICATION_PRIORITIES).toEqual(['low', 'normal', 'high', 'urgent']);
    expect(DELIVERY_CHANNELS).toEqual(['in_app', 'email', 'webhook']);
    expect(DELIVERY_STATUSES).toEqual(['pending', 'sent', 'delivered', 'failed']);
    expect(DIGEST_FREQUENCIES).toEqual(['none', 'daily', 'weekly']);
  });

  it('tenancy and activities', () => {
    expect(PLANS).toEqual(['free', 'basic', 'professional', 'enterprise']);
    expect(ORGANIZATION_STATUSES).toEqual(['active', 'suspended', 'cancelled']);
    expect(SUBSCRIPTION_STATUSES).toEqual(['active', 'past_due', 'cancelled', 'incomplete']);
    expect(ACTIVITY_CATEGORIES).toEqual(['Library', 'Assignments', 'Actual Result Update', 'Organization', 'Requests', 'System']);
    expect(ACTIVITY_ENTITY_TYPES).toContain('kpi_assignment');
  });
});

describe('normalizePlan', () => {
  it("reads 'pro' as 'professional'", () => {
    expect(normalizePlan('pro')).toBe('professional');
    expect(normalizePlan(' PRO ')).toBe('professional');
  });

  it('keeps stored plans and refuses others', () => {
    expect(normalizePlan('Enterprise')).toBe('enterprise');
    expect(normalizePlan('free')).toBe('free');
    expect(normalizePlan('gold')).toBeNull();
  });
});

describe('isOneOf', () => {
  it('narrows strings that belong to the list', () => {
    expect(isOneOf(PLANS, 'basic')).toBe(true);
    expect(isOneOf(PLANS, 'pro')).toBe(false);
    expect(isOneOf(PLANS, 3)).toBe(false);
  });
});
