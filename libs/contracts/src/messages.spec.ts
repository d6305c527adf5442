import { describe, expect, it } from 'vitest';
import {
  ACCESS_MESSAGES,
  AUTH_MESSAGES,
  formatWeight,
  NOTIFICATION_MESSAGES,
  SCORECARD_MESSAGES,
  SETTINGS_MESSAGES,
  WEIGHT_MESSAGES,
} from './messages.js';

describe('weight messages (scorecard.md section 5)', () => {
  it('objective weights', () => {
    expect(WEIGHT_MESSAGES.objectivesUnder(90, 10)).toBe('Objective weights total 90%. Add 10% more weight to reach 100%.');
    expect(WEIGHT_MESSAGES.objectivesOver(110, 10)).toBe('Objective weights total 110%. Remove 10% to reach 100%.');
    expect(WEIGHT_MESSAGES.objectivesBalanced).toBe('Objective weights are perfectly balanced at 100%');
  });

  it('KPI weights', () => {
    expect(WEIGHT_MESSAGES.kpisUnder(70, 30)).toBe('KPI weights total 70%. Add 30% more weight to reach 100%.');
    expect(WEIGHT_MESSAGES.kpisOver(120, 20)).toBe('KPI weights total 120%. Remove 20% to reach 100%.');
    expect(WEIGHT_MESSAGES.kpisBalanced).toBe('KPI weights are perfectly balanced at 100%');
    expect(WEIGHT_MESSAGES.noKpis).toBe('No KPIs assigned to this objective yet');
    expect(WEIGHT_MESSAGES.weightRange).toBe('Weight must be between 1 and 100');
  });

  it('formats numbers with at most two decimals', () => {
    expect(formatWeight(66.66)).toBe('66.66');
    expect(formatWeight(0.1 + 0.2)).toBe('0.3');
    expect(formatWeight(33.333)).toBe('33.33');
    expect(formatWeight(-0)).toBe('0');
    expect(WEIGHT_MESSAGES.objectivesUnder(66.66, 100 - 66.66)).toBe(
      'Objective weights total 66.66%. Add 33.34% more weight to reach 100%.',
    );
  });
});

describe('form and toast messages', () => {
  it('sign-up and sign-in (platform.md section 5)', () => {
    expect(AUTH_MESSAGES.lastNameMin).toBe('Last name must be at least 2 characters');
    expect(AUTH_MESSAGES.invalidEmail).toBe('Please enter a valid email');
    expect(AUTH_MESSAGES.passwordMin).toBe('Password must be at least 8 characters');
    expect(AUTH_MESSAGES.companyNameMin).toBe('Company name must be at least 2 characters');
    expect(AUTH_MESSAGES.passwordRequired).toBe('Password is required');
    expect(AUTH_MESSAGES.loginFailedDefault).toBe('Invalid email or password');
    expect(AUTH_MESSAGES.loginSuccess('Ada')).toBe('Welcome back, Ada!');
  });

  it('scorecard forms (scorecard.md section 5)', () => {
    expect(SCORECARD_MESSAGES.nameRequired).toBe('Name is required');
    expect(SCORECARD_MESSAGES.unitRequired).toBe('Unit is required');
    expect(SCORECARD_MESSAGES.functionNameRequired).toBe('Function name is required');
    expect(SCORECARD_MESSAGES.kpiSelectionRequired).toBe('KPI selection is required');
    expect(SCORECARD_MESSAGES.objectiveSelectionRequired).toBe('Objective selection is required');
    expect(SCORECARD_MESSAGES.actualResultRequired).toBe('Actual result is required');
    expect(SCORECARD_MESSAGES.invalidNumber).toBe('Please enter a valid number');
    expect(SCORECARD_MESSAGES.noParentObjectives('Division')).toBe(
      'No parent objectives found. Please assign objectives to Division level first.',
    );
  });

  it('settings save', () => {
    expect(SETTINGS_MESSAGES.invalidThresholds).toBe(
      'Thresholds must be in descending order (Exceeds > On Target > Near Target > At Risk)',
    );
    expect(SETTINGS_MESSAGES.invalidScoreCap).toBe('Score cap must be at least 100%');
    expect(SETTINGS_MESSAGES.saved).toBe('Settings updated successfully');
    expect(SETTINGS_MESSAGES.foundationSaveFailed).toBe('Failed to update organization settings');
  });

  it('plan limits name the limit', () => {
    expect(ACCESS_MESSAGES.limitReached('objectives', 50)).toBe(
      'Your plan allows at most 50 objectives. Upgrade your plan to add more.',
    );
  });
});

describe('notification messages (platform.md sections 5 and 8)', () => {
  it('names the preference field that must be a boolean', () => {
    expect(NOTIFICATION_MESSAGES.booleanRequired('Email notifications')).toBe('Email notifications must be true or false');
    expect(NOTIFICATION_MESSAGES.updated).toBe('Preferences Updated');
  });
});

describe('PERIOD_CLOSE_MESSAGES', () => {
  it('names the locked period and counts results due', async () => {
    const { PERIOD_CLOSE_MESSAGES } = await import('./messages.js');
    expect(PERIOD_CLOSE_MESSAGES.locked('Q1 2026')).toBe('Q1 2026 is locked');
    expect(PERIOD_CLOSE_MESSAGES.resultsDue(3, '10 April')).toBe('3 results due by 10 April');
    expect(PERIOD_CLOSE_MESSAGES.resultsDue(1, '10 May')).toBe('1 result due by 10 May');
    expect(PERIOD_CLOSE_MESSAGES.alreadyLocked('March 2026')).toBe('March 2026 is already locked');
    expect(PERIOD_CLOSE_MESSAGES.notLocked('2026')).toBe('2026 is not locked');
  });
});
