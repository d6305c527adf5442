import { closedRequestStatuses, isPendingRequestStatus } from '../requests/request-statuses';
import { overallHealth, requestQueueHealth } from './system-health';

describe('request queue health', () => {
  it.each([
    [0, 'Up to date'],
    [1, 'Manageable'],
    [3, 'Manageable'],
    [4, 'Needs attention'],
    [250, 'Needs attention'],
  ])('%i pending is %s', (pending, expected) => {
    expect(requestQueueHealth(pending)).toBe(expected);
  });
});

describe('pending request statuses', () => {
  const defaults = ['New', 'In Progress', 'Completed', 'Rejected'];

  it('closes a request in the last two statuses of the list', () => {
    expect(closedRequestStatuses(defaults)).toEqual(['Completed', 'Rejected']);
    expect(defaults.filter((s) => isPendingRequestStatus(defaults, s))).toEqual(['New', 'In Progress']);
  });

  it('follows a customised list', () => {
    const custom = ['Open', 'Triage', 'Doing', 'Review', 'Done', 'Dropped'];
    expect(custom.filter((s) => isPendingRequestStatus(custom, s))).toEqual(['Open', 'Triage', 'Doing', 'Review']);
  });

  it('never closes the first status, even in short lists', () => {
    expect(closedRequestStatuses(['Open', 'Closed'])).toEqual(['Closed']);
    expect(closedRequestStatuses(['Open'])).toEqual([]);
    expect(closedRequestStatuses([])).toEqual([]);
    expect(isPendingRequestStatus(['Open', 'Closed'], 'Open')).toBe(true);
  });

  it('counts a status no longer in the list as pending', () => {
    expect(isPendingRequestStatus(defaults, 'Pending')).toBe(true);
  });
});

describe('overall health', () => {
  const full = { objectives: 5, kpis: 12, activeUsers: 3, pendingRequests: 0 };

  it('is Healthy when objectives, KPIs and users exist and at most 3 requests wait', () => {
    expect(overallHealth(full)).toBe('Healthy');
    expect(overallHealth({ ...full, pendingRequests: 3 })).toBe('Healthy');
  });

  it('needs attention with more than 3 pending requests', () => {
    expect(overallHealth({ ...full, pendingRequests: 4 })).toBe('Needs Attention');
  });

  it('needs attention when only some of the setup exists', () => {
    expect(overallHealth({ ...full, kpis: 0 })).toBe('Needs Attention');
    expect(overallHealth({ ...full, objectives: 0 })).toBe('Needs Attention');
    expect(overallHealth({ ...full, activeUsers: 0 })).toBe('Needs Attention');
  });

  it('requires setup when the library is empty', () => {
    expect(overallHealth({ objectives: 0, kpis: 0, activeUsers: 0, pendingRequests: 0 })).toBe('Setup Required');
    expect(overallHealth({ objectives: 0, kpis: 0, activeUsers: 1, pendingRequests: 0 })).toBe('Setup Required');
    expect(overallHealth({ objectives: 0, kpis: 0, activeUsers: 2, pendingRequests: 9 })).toBe('Setup Required');
  });
});
