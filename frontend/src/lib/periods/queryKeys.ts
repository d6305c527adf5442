/** Query keys of the period close's calls: invalidating PERIOD_CLOSE_KEYS.all refreshes them all. */
export const PERIOD_CLOSE_KEYS = {
  all: ['period-close'] as const,
  periods: (year: string) => ['period-close', 'periods', year] as const,
  completion: (key: string) => ['period-close', 'completion', key] as const,
  myWork: ['period-close', 'my-work'] as const,
};
