import { DEFAULT_PERIOD_CLOSE_SETTINGS, PERIOD_CLOSE_DAY_LIMITS, type OrganizationSettings } from '../../lib/shared';

/** The period close's settings (DESIGN decision 21), edited on Settings → Reporting periods. */
export type PeriodCloseSettings = Pick<OrganizationSettings, 'resultsDueDays' | 'reminderDaysBefore' | 'reminderDaysAfter' | 'escalationDaysAfter' | 'requireApproval'>;

export const PERIOD_CLOSE_DAY_FIELDS = ['resultsDueDays', 'reminderDaysBefore', 'reminderDaysAfter', 'escalationDaysAfter'] as const;
export type PeriodCloseDayField = (typeof PERIOD_CLOSE_DAY_FIELDS)[number];

/** What the form holds: the day counts as typed, and the switch. */
export interface PeriodCloseForm {
  days: Record<PeriodCloseDayField, string>;
  requireApproval: boolean;
}

export const periodCloseFormOf = (settings: Partial<PeriodCloseSettings> | null | undefined): PeriodCloseForm => ({
  days: {
    resultsDueDays: String(settings?.resultsDueDays ?? DEFAULT_PERIOD_CLOSE_SETTINGS.resultsDueDays),
    reminderDaysBefore: String(settings?.reminderDaysBefore ?? DEFAULT_PERIOD_CLOSE_SETTINGS.reminderDaysBefore),
    reminderDaysAfter: String(settings?.reminderDaysAfter ?? DEFAULT_PERIOD_CLOSE_SETTINGS.reminderDaysAfter),
    escalationDaysAfter: String(settings?.escalationDaysAfter ?? DEFAULT_PERIOD_CLOSE_SETTINGS.escalationDaysAfter),
  },
  requireApproval: settings?.requireApproval ?? DEFAULT_PERIOD_CLOSE_SETTINGS.requireApproval,
});

export const dayCountMessage = () => `Enter a whole number of days from ${PERIOD_CLOSE_DAY_LIMITS.min} to ${PERIOD_CLOSE_DAY_LIMITS.max}`;

/** Each day count must be a whole number within the limits (the server's rule). */
export function periodCloseErrors(form: PeriodCloseForm): Partial<Record<PeriodCloseDayField, string>> {
  const errors: Partial<Record<PeriodCloseDayField, string>> = {};
  for (const field of PERIOD_CLOSE_DAY_FIELDS) {
    const text = form.days[field].trim();
    const value = text === '' ? Number.NaN : Number(text);
    if (!Number.isInteger(value) || value < PERIOD_CLOSE_DAY_LIMITS.min || value > PERIOD_CLOSE_DAY_LIMITS.max) errors[field] = dayCountMessage();
  }
  return errors;
}

/** The settings the (valid) form describes. */
export const periodCloseValues = (form: PeriodCloseForm): PeriodCloseSettings => ({
  resultsDueDays: Number(form.days.resultsDueDays),
  reminderDaysBefore: Number(form.days.reminderDaysBefore),
  reminderDaysAfter: Number(form.days.reminderDaysAfter),
  escalationDaysAfter: Number(form.days.escalationDaysAfter),
  requireApproval: form.requireApproval,
});
