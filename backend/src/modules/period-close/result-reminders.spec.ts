import { DEFAULT_ORGANIZATION_SETTINGS } from '@scorecard/contracts';
import type { CloseAssignmentRow } from './period-close.read-model';
import { escalationEvents, missingValues, periodsChasedOn, reminderEvents } from './result-reminders';

const row = (over: Partial<CloseAssignmentRow> = {}): CloseAssignmentRow => ({
  id: 'ka-1',
  kpiId: 'k',
  kpiName: 'Revenue',
  unit: '$',
  frequency: 'quarterly',
  functionId: 'f',
  functionName: 'Sales',
  objectiveAssignmentId: 'oa-dept',
  year: '2026',
  targets: {},
  actualResults: {},
  submissions: {},
  ownerName: 'Olive Owner',
  ownerUserId: 'u-owner',
  parentObjectiveAssignmentId: 'oa-gen',
  ...over,
});
const settings = { ...DEFAULT_ORGANIZATION_SETTINGS };

describe('reminders and escalation (pure parts)', () => {
  it('chases missing values of ended or soon-due open periods only', () => {
    const rows = [row({ actualResults: { q1: 5 } })];
    expect(missingValues(rows, settings, [], '2026-04-07').map((v) => v.period)).toEqual([]);
    expect(missingValues([row()], settings, [], '2026-04-07').map((v) => `${v.period} ${v.dueDate}`)).toEqual(['q1 2026-04-10']);
    expect(missingValues([row()], settings, ['2026-q1'], '2026-04-07')).toEqual([]);
    expect(missingValues([row()], settings, [], '2026-10-08').map((v) => v.period)).toEqual(['q1', 'q2', 'q3']);
  });

  it('reminds on the due date minus reminderDaysBefore and plus reminderDaysAfter only', () => {
    const on = (today: string) => reminderEvents('org', missingValues([row()], settings, [], today), settings, today).length;
    expect(['2026-04-06', '2026-04-07', '2026-04-08', '2026-04-10', '2026-04-12', '2026-04-13'].map(on)).toEqual([0, 1, 0, 0, 1, 0]);
    const [event] = reminderEvents('org', missingValues([row(), row({ id: 'ka-2', kpiName: 'Margin' })], settings, [], '2026-04-07'), settings, '2026-04-07');
    expect(event).toMatchObject({ type: 'results_due', title: '2 results due by 10 April', userIds: ['u-owner'], causeId: '2026-04-07', actionUrl: '/my-work' });
  });

  it('escalates to the nearest owner up the cascade who can sign in and is not the owner, else an admin', () => {
    const value = (over: Partial<CloseAssignmentRow> = {}) => ({ row: row(over), period: 'q1' as const, dueDate: '2026-04-10' });
    const cascade = [
      { id: 'oa-gen', parentId: 'oa-div', ownerUserId: null }, // an owner who cannot sign in: skipped
      { id: 'oa-div', parentId: 'oa-ceo', ownerUserId: 'u-div' },
      { id: 'oa-ceo', parentId: null, ownerUserId: 'u-ceo' },
      { id: 'oa-loop', parentId: 'oa-loop', ownerUserId: null },
    ];
    const to = (v: ReturnType<typeof value>) => escalationEvents('org', [v], cascade, 'u-admin')[0]?.userIds;
    expect(to(value())).toEqual(['u-div']);
    expect(to(value({ parentObjectiveAssignmentId: 'oa-div', ownerUserId: 'u-div' }))).toEqual(['u-ceo']); // not to the value's own owner
    expect(to(value({ parentObjectiveAssignmentId: null }))).toEqual(['u-admin']);
    expect(to(value({ parentObjectiveAssignmentId: 'oa-loop' }))).toEqual(['u-admin']);
    expect(escalationEvents('org', [value({ parentObjectiveAssignmentId: null })], cascade, null)).toEqual([]);
    expect(escalationEvents('org', [value()], cascade, 'u-admin')[0]).toMatchObject({ type: 'result_escalation', causeId: 'ka-1:2026-q1', title: 'Result overdue: Revenue, Q1 2026' });
  });

  it('chases, on a day, the periods due reminderDaysBefore ahead, reminderDaysAfter ago, or in the escalation window (issue 36)', () => {
    const chased = (today: string, over: Partial<typeof settings> = {}) =>
      periodsChasedOn({ ...settings, ...over }, today)
        .map((p) => `${p.year} ${p.key}`)
        .sort();
    // 7 April: March and Q1 are due on the 10th (a reminder day); February was due 10 March (escalation, 28 days late).
    expect(chased('2026-04-07')).toEqual(['2026 february', '2026 march', '2026 q1']);
    // 12 April: March and Q1 were due two days ago (a reminder day); February is still in the window.
    expect(chased('2026-04-12')).toEqual(['2026 february', '2026 march', '2026 q1']);
    // 20 January: December's and Q4's and the year's values of last year (due 10 January) are escalating.
    expect(chased('2026-01-20')).toEqual(['2025 annual', '2025 december', '2025 q4']);
    // Reminders only on their days: 8 April is none, so only what escalates (due 40 to 70 days ago: January's, on 10 February).
    expect(chased('2026-04-08', { escalationDaysAfter: 40 })).toEqual(['2026 january']);
  });
});
