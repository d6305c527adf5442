import { NOTIFICATION_MESSAGES, type NotificationPreferences } from '@scorecard/contracts';

/** The form keeps the hours as typed; section 5: whole numbers 0 to 23. */
export type PreferencesForm = Omit<NotificationPreferences, 'quietHoursStart' | 'quietHoursEnd'> & { quietHoursStart: string; quietHoursEnd: string };

export const formOf = (p: NotificationPreferences): PreferencesForm => ({ ...p, quietHoursStart: String(p.quietHoursStart), quietHoursEnd: String(p.quietHoursEnd) });

const hourOk = (value: string) => /^\d{1,2}$/.test(value.trim()) && Number(value) <= 23;

export function preferencesErrors(form: PreferencesForm): Partial<Record<'quietHoursStart' | 'quietHoursEnd', string>> {
  return {
    ...(hourOk(form.quietHoursStart) ? {} : { quietHoursStart: NOTIFICATION_MESSAGES.quietHoursStart }),
    ...(hourOk(form.quietHoursEnd) ? {} : { quietHoursEnd: NOTIFICATION_MESSAGES.quietHoursEnd }),
  };
}

export const preferencesOf = (form: PreferencesForm): NotificationPreferences => ({
  ...form,
  quietHoursStart: Number(form.quietHoursStart),
  quietHoursEnd: Number(form.quietHoursEnd),
});
