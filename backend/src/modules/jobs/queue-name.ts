/** Stable queue names: renaming one orphans the jobs already waiting under the old name. */
export enum QueueName {
  Mail = 'mail',
  /** one job per notification e-mail (or per user's digest): ids only */
  NotificationDelivery = 'notification-delivery',
  /** the notification schedules' firings: digests, the sweep, escalation */
  NotificationSchedule = 'notification-schedule',
  /** the period close's hourly firing: reminders and escalation of missing results (DESIGN decision 21) */
  PeriodClose = 'period-close',
  /** the initiatives' overdue-milestone firings */
  InitiativeSchedule = 'initiative-schedule',
  /** one job per webhook delivery (ids only), and the webhooks' sweep (DESIGN decision 26) */
  WebhookDelivery = 'webhook-delivery',
  /** one job per briefing book: renders its PDF with Chromium (DESIGN decision 23) */
  BriefingBook = 'briefing-book',
  /** the monthly briefing book's hourly firing: mails the latest book on each organization's first firing of a month */
  BriefingBookSchedule = 'briefing-book-schedule',
}
