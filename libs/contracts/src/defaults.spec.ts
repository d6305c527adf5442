import { describe, expect, it } from 'vitest';
import {
  CACHE_TIMES,
  DEFAULT_ASSIGNMENT_WEIGHT,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_ORGANIZATION_SETTINGS,
  DEFAULT_SCORE_CAP_PERCENTAGE,
  DEFAULT_THEME_COLOR,
  defaultOrganizationSettings,
  HEX_COLOR_PATTERN,
  isValidEmail,
  levelName,
  ORGANIZATION_LIMITS,
  perspectiveName,
  QUERY_CONSTANTS,
  TOAST_CONSTANTS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_VALIDITY_MS,
  WEIGHT_RULES,
} from './defaults.js';

describe('DEFAULT_ORGANIZATION_SETTINGS', () => {
  it('holds every organization_settings field with its specified default', () => {
    expect(DEFAULT_ORGANIZATION_SETTINGS).toEqual({
      vision: '',
      mission: '',
      values: '',
      organizationName: '',
      exceedsTargetThreshold: 100,
      onTargetThreshold: 90,
      nearTargetThreshold: 70,
      atRiskThreshold: 50,
      scoreCapPercentage: 150,
      requestStatuses: ['New', 'In Progress', 'Completed', 'Rejected'],
      // data collection: no approval, auto-assign; change request: approval, impact analysis, multi-level
      dataCollectionWorkflow: { requiresApproval: false, autoAssign: true },
      changeRequestWorkflow: { requiresApproval: true, requiresImpactAnalysis: true, multiLevelApproval: true },
      maxAttachmentSize: 10485760, // 10 MB = 10 × 1024 × 1024
      allowedFileTypes: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.png', '.jpg', '.jpeg'],
      perspectiveFinancialName: 'Financial',
      perspectiveCustomerName: 'Customer',
      perspectiveInternalProcessName: 'Internal Process',
      perspectiveLearningGrowthName: 'Learning & Growth',
      levelCeoName: 'CEO',
      levelDivisionName: 'Division',
      levelGeneralDepartmentName: 'General Department',
      levelDepartmentName: 'Department',
      termObjectivesLabel: 'Objectives',
      termKpisLabel: 'KPIs',
      termThemesLabel: 'Themes',
      termAssignmentsLabel: 'Assignments',
      termTargetsLabel: 'Targets',
      termActualResultsLabel: 'Actual Results',
      termScoreLabel: 'Score',
      timeZone: 'UTC',
      requireTwoFactorForAdmins: false,
      resultsDueDays: 10,
      reminderDaysBefore: 3,
      reminderDaysAfter: 2,
      escalationDaysAfter: 5,
      requireApproval: false,
      updatedById: null,
    });
    expect(DEFAULT_SCORE_CAP_PERCENTAGE).toBe(150);
  });

  it('is frozen; defaultOrganizationSettings() is an independent deep copy', () => {
    expect(Object.isFrozen(DEFAULT_ORGANIZATION_SETTINGS)).toBe(true);
    const copy = defaultOrganizationSettings();
    expect(copy).toEqual(DEFAULT_ORGANIZATION_SETTINGS);
    copy.requestStatuses.push('Escalated');
    copy.allowedFileTypes.pop();
    copy.dataCollectionWorkflow.autoAssign = false;
    copy.changeRequestWorkflow.requiresApproval = false;
    expect(DEFAULT_ORGANIZATION_SETTINGS.requestStatuses).toHaveLength(4);
    expect(DEFAULT_ORGANIZATION_SETTINGS.allowedFileTypes).toHaveLength(8);
    expect(DEFAULT_ORGANIZATION_SETTINGS.dataCollectionWorkflow.autoAssign).toBe(true);
    expect(DEFAULT_ORGANIZATION_SETTINGS.changeRequestWorkflow.requiresApproval).toBe(true);
  });
});

describe('labels', () => {
  it("uses the organization's perspective label, falling back to the default name", () => {
    expect(perspectiveName('Financial', { perspectiveFinancialName: 'Money' })).toBe('Money');
    expect(perspectiveName('Financial', { perspectiveFinancialName: '  ' })).toBe('Financial');
    expect(perspectiveName('Learning_Growth', { perspectiveLearningGrowthName: null })).toBe('Learning & Growth');
    expect(perspectiveName('Internal_Process')).toBe('Internal Process');
    expect(perspectiveName('Customer', null)).toBe('Customer');
  });

  it("uses the organization's level label, falling back to the default name", () => {
    expect(levelName('ceo', { levelCeoName: 'Executive' })).toBe('Executive');
    expect(levelName('general-department', {})).toBe('General Department');
    expect(levelName('department')).toBe('Department');
  });
});

describe('constants', () => {
  it('organization limits: 10 users, 50 objectives, 100 KPIs', () => {
    expect(ORGANIZATION_LIMITS).toEqual({ maxUsers: 10, maxObjectives: 50, maxKpis: 100 });
  });

  it('weights 1..100, default 25, total 100', () => {
    expect(WEIGHT_RULES).toEqual({ min: 1, max: 100, default: 25, total: 100 });
    expect(DEFAULT_ASSIGNMENT_WEIGHT).toBe(25);
  });

  it('theme colour #3B82F6 matches the 6-digit hex pattern', () => {
    expect(DEFAULT_THEME_COLOR).toBe('#3B82F6');
    expect(HEX_COLOR_PATTERN.test(DEFAULT_THEME_COLOR)).toBe(true);
    expect(HEX_COLOR_PATTERN.test('#3B82F')).toBe(false);
  });

  it('verification code: 6 digits, valid 24 h = 86 400 000 ms', () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(6);
    expect(VERIFICATION_CODE_VALIDITY_MS).toBe(86_400_000);
  });

  it('e-mail rule: local@domain.tld without spaces, surrounding spaces ignored', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail(' ada@example.com ')).toBe(true);
    expect(isValidEmail('ada@example')).toBe(false);
    expect(isValidEmail('ada example@x.io')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('cache times in ms (stale / kept)', () => {
    expect(CACHE_TIMES.objectives).toEqual({ staleMs: 300_000, keptMs: 600_000 }); // 5 / 10 min
    expect(CACHE_TIMES.kpis).toEqual({ staleMs: 300_000, keptMs: 600_000 });
    expect(CACHE_TIMES.requests).toEqual({ staleMs: 120_000, keptMs: 300_000 }); // 2 / 5
    expect(CACHE_TIMES.employees).toEqual({ staleMs: 600_000, keptMs: 900_000 }); // 10 / 15
    expect(CACHE_TIMES.objectiveAssignments).toEqual({ staleMs: 180_000, keptMs: 600_000 }); // 3 / 10
    expect(CACHE_TIMES.kpiAssignments).toEqual({ staleMs: 120_000, keptMs: 600_000 }); // 2 / 10
    expect(CACHE_TIMES.functions).toEqual({ staleMs: 900_000, keptMs: 1_800_000 }); // 15 / 30
    expect(CACHE_TIMES.themes).toEqual({ staleMs: 1_800_000, keptMs: 3_600_000 }); // 30 / 60
    expect(CACHE_TIMES.organizationSettings).toEqual({ staleMs: 1_800_000, keptMs: 3_600_000 });
    expect(CACHE_TIMES.activities).toEqual({ staleMs: 60_000, keptMs: 300_000 }); // 1 / 5
    expect(CACHE_TIMES.user).toEqual({ staleMs: Number.POSITIVE_INFINITY, keptMs: 600_000 });
    expect(CACHE_TIMES.notifications.staleMs).toBe(30_000);
  });

  it('query and toast constants', () => {
    expect(QUERY_CONSTANTS).toMatchObject({
      refetchOnWindowFocus: false,
      userPollIntervalMs: 30_000,
      notificationsPollIntervalMs: 60_000,
      activitiesLimit: 100,
    });
    expect(TOAST_CONSTANTS).toMatchObject({ limit: 1, removeDelayMs: 1_000_000, defaultDurationMs: 5000 });
  });

  it('notification preferences: all on, weekly digest, quiet 22 → 8', () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
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
  });
});
