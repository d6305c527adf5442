import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../lib/shared';
import {
  ALL,
  NONE,
  NO_FILTERS,
  UNASSIGNED,
  canChangeStatus,
  canEditComment,
  commentIsPostable,
  defaultDepartment,
  hasFilters,
  newRequestValues,
  requestPayload,
  serverFilter,
  showsLinkedKpi,
  showsLinkedObjective,
  statusChoices,
  threadComments,
  validateRequest,
  valuesFromRequest,
} from './requestRules';
import type { CommentView, RequestView } from './requestTypes';

const STATUSES = ['New', 'In Progress', 'Completed', 'Rejected'];
const user = (role: SessionUser['role'], id = 'user-1'): SessionUser => ({
  id,
  role,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  organizationId: 'org-1',
  emailVerified: true,
  profileImageUrl: null,
});

const request: RequestView = {
  id: 'r1',
  organizationId: 'org-1',
  type: 'Change_Request',
  title: 'Rename KPI',
  description: 'Use the new name',
  impactAnalysis: null,
  requesterId: 'emp-requester',
  requesterName: 'Rita',
  ownerId: 'emp-owner',
  ownerName: 'Otto',
  status: 'New',
  priority: 'High',
  department: 'Sales',
  linkedObjectiveAssignmentId: 'oa-1',
  linkedKpiAssignmentId: null,
  attachments: [],
  commentCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const comment = (id: string, parentCommentId: string | null, createdAt: string, extra: Partial<CommentView> = {}): CommentView => ({
  id,
  organizationId: 'org-1',
  requestId: 'r1',
  parentCommentId,
  authorId: 'user-2',
  authorName: 'Bo',
  content: id,
  attachments: [],
  mentions: [],
  isDeleted: false,
  edited: false,
  createdAt,
  updatedAt: createdAt,
  ...extra,
});

describe('new request defaults (platform.md section 5)', () => {
  it('Data Collection, Medium, the first organization status, no owner and no links', () => {
    expect(newRequestValues('Sales', STATUSES)).toMatchObject({
      type: 'Data_Collection',
      priority: 'Medium',
      department: 'Sales',
      status: 'New',
      ownerId: UNASSIGNED,
      linkedObjectiveAssignmentId: NONE,
      linkedKpiAssignmentId: NONE,
    });
  });

  it("department is the user's, else Finance", () => {
    expect(defaultDepartment('IT')).toBe('IT');
    expect(defaultDepartment(null)).toBe('Finance');
    expect(defaultDepartment('Skunkworks')).toBe('Finance');
  });

  it("the organization's own first status, not the specification's Pending", () => {
    expect(newRequestValues(null, ['Open', 'Done']).status).toBe('Open');
  });
});

describe('validation', () => {
  it('a blank title and description are refused with the server’s words', () => {
    const errors = validateRequest({ ...newRequestValues(null, STATUSES), title: '   ', description: '\n' });
    expect(errors).toEqual({ title: 'Title is required', description: 'Description is required' });
  });

  it('a complete form passes; a title over 200 characters does not', () => {
    const ok = { ...newRequestValues(null, STATUSES), title: 'A', description: 'B' };
    expect(validateRequest(ok)).toEqual({});
    expect(validateRequest({ ...ok, title: 'x'.repeat(201) }).title).toBe('Title must be at most 200 characters');
  });

  it('priority and department are required', () => {
    const errors = validateRequest({ ...newRequestValues(null, STATUSES), title: 'A', description: 'B', priority: '' as never, department: '' });
    expect(errors).toEqual({ priority: 'Priority is required', department: 'Department is required' });
  });
});

describe('linked fields', () => {
  it('the linked objective shows only for a Change Request when objectives exist', () => {
    expect(showsLinkedObjective('Change_Request', 2)).toBe(true);
    expect(showsLinkedObjective('Change_Request', 0)).toBe(false);
    expect(showsLinkedObjective('Data_Collection', 2)).toBe(false);
  });

  it('the linked KPI shows only for Data Collection', () => {
    expect(showsLinkedKpi('Data_Collection')).toBe(true);
    expect(showsLinkedKpi('Change_Request')).toBe(false);
  });
});

describe('payload', () => {
  it("'none' and 'unassigned' are sent as no value; text is trimmed; blank impact is null", () => {
    const values = { ...newRequestValues(null, STATUSES), title: ' T ', description: ' D ', impactAnalysis: '  ' };
    expect(requestPayload(values, { withStatus: true })).toEqual({
      type: 'Data_Collection',
      title: 'T',
      description: 'D',
      impactAnalysis: null,
      status: 'New',
      priority: 'Medium',
      department: 'Finance',
      ownerId: null,
      linkedObjectiveAssignmentId: null,
      linkedKpiAssignmentId: null,
    });
  });

  it('a link the type does not offer is cleared; an edit sends no status', () => {
    const values = { ...valuesFromRequest(request), linkedKpiAssignmentId: 'ka-1' };
    const payload = requestPayload(values, { withStatus: false });
    expect(payload).not.toHaveProperty('status');
    expect(payload.linkedObjectiveAssignmentId).toBe('oa-1');
    expect(payload.linkedKpiAssignmentId).toBeNull();
    expect(requestPayload({ ...values, type: 'Data_Collection' }, { withStatus: false })).toMatchObject({ linkedObjectiveAssignmentId: null, linkedKpiAssignmentId: 'ka-1' });
    expect(payload.ownerId).toBe('emp-owner');
  });
});

describe('permissions (platform.md section 6)', () => {
  it('status change: owner, requester or an admin only', () => {
    expect(canChangeStatus(user('user'), 'emp-owner', request)).toBe(true);
    expect(canChangeStatus(user('user'), 'emp-requester', request)).toBe(true);
    expect(canChangeStatus(user('user'), 'emp-other', request)).toBe(false);
    expect(canChangeStatus(user('user'), null, request)).toBe(false);
    expect(canChangeStatus(user('admin'), 'emp-other', request)).toBe(true);
    expect(canChangeStatus(user('super_admin'), null, request)).toBe(true);
    expect(canChangeStatus(null, 'emp-owner', { ...request, ownerId: null })).toBe(false);
  });

  it("comment edit and delete: the author or an admin; never a deleted comment", () => {
    const c = comment('c1', null, '2026-01-01T00:00:00.000Z');
    expect(canEditComment(user('user', 'user-2'), c)).toBe(true);
    expect(canEditComment(user('user', 'user-3'), c)).toBe(false);
    expect(canEditComment(user('admin', 'user-3'), c)).toBe(true);
    expect(canEditComment(user('admin', 'user-3'), { ...c, isDeleted: true })).toBe(false);
    expect(canEditComment(null, c)).toBe(false);
  });
});

describe('comments and statuses', () => {
  it('trimmed text must be non-empty to post', () => {
    expect(commentIsPostable('  \n ')).toBe(false);
    expect(commentIsPostable(' ok ')).toBe(true);
  });

  it('replies nest one level under their root, in time order', () => {
    const threads = threadComments([
      comment('b', null, '2026-01-02T00:00:00.000Z'),
      comment('a-reply', 'a', '2026-01-03T00:00:00.000Z'),
      comment('a', null, '2026-01-01T00:00:00.000Z'),
      comment('lost', 'gone', '2026-01-04T00:00:00.000Z'),
    ]);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)])).toEqual([
      ['a', ['a-reply']],
      ['b', []],
      ['lost', []],
    ]);
  });

  it('a status change offers every other status of the organization', () => {
    expect(statusChoices(STATUSES, 'In Progress')).toEqual(['New', 'Completed', 'Rejected']);
  });
});

describe('filters', () => {
  it("'all' and a blank search send no filter", () => {
    expect(serverFilter(NO_FILTERS)).toEqual({});
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, q: '  ' })).toBe(false);
  });

  it('each chosen filter goes to the server', () => {
    const filters = { q: ' kpi ', type: 'Change_Request', status: 'In Progress', department: 'IT', priority: ALL };
    expect(serverFilter(filters)).toEqual({ q: 'kpi', type: 'Change_Request', status: 'In Progress', department: 'IT' });
    expect(hasFilters(filters)).toBe(true);
  });
});
