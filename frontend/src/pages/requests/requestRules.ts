import {
  DEFAULT_DEPARTMENT,
  DEFAULT_REQUEST_PRIORITY,
  DEFAULT_REQUEST_STATUSES,
  DEFAULT_REQUEST_TYPE,
  DEPARTMENTS,
  type RequestPriority,
  type RequestType,
  type SessionUser,
} from '../../lib/shared';
import { REQUEST_FIELD_MESSAGES as M } from './requestMessages';
import type { CommentView, RequestView } from './requestTypes';

/** Picker values meaning "no value" (platform.md section 5); a select item never has an empty value. */
export const NONE = 'none';
export const UNASSIGNED = 'unassigned';
/** Filter value meaning "no filter". */
export const ALL = 'all';

export const TITLE_MAX = 200;

export interface RequestFormValues {
  type: RequestType;
  title: string;
  description: string;
  impactAnalysis: string;
  status: string;
  priority: RequestPriority;
  department: string;
  ownerId: string;
  linkedObjectiveAssignmentId: string;
  linkedKpiAssignmentId: string;
}

export type RequestFormErrors = Partial<Record<keyof RequestFormValues, string>>;

/** The department a new request starts with: the current user's, else Finance. */
export function defaultDepartment(userDepartment: string | null | undefined): string {
  return userDepartment && (DEPARTMENTS as readonly string[]).includes(userDepartment) ? userDepartment : DEFAULT_DEPARTMENT;
}

/** A new request: Data Collection, Medium, the user's department, the first of the organization's statuses. */
export function newRequestValues(userDepartment: string | null | undefined, statuses: readonly string[]): RequestFormValues {
  return {
    type: DEFAULT_REQUEST_TYPE,
    title: '',
    description: '',
    impactAnalysis: '',
    status: statuses[0] ?? DEFAULT_REQUEST_STATUSES[0],
    priority: DEFAULT_REQUEST_PRIORITY,
    department: defaultDepartment(userDepartment),
    ownerId: UNASSIGNED,
    linkedObjectiveAssignmentId: NONE,
    linkedKpiAssignmentId: NONE,
  };
}

export function valuesFromRequest(request: RequestView): RequestFormValues {
  return {
    type: request.type,
    title: request.title,
    description: request.description,
    impactAnalysis: request.impactAnalysis ?? '',
    status: request.status,
    priority: request.priority,
    department: request.department,
    ownerId: request.ownerId ?? UNASSIGNED,
    linkedObjectiveAssignmentId: request.linkedObjectiveAssignmentId ?? NONE,
    linkedKpiAssignmentId: request.linkedKpiAssignmentId ?? NONE,
  };
}

/** Type, title, description, priority and department are required. */
export function validateRequest(values: RequestFormValues): RequestFormErrors {
  const errors: RequestFormErrors = {};
  if (!values.type) errors.type = M.typeRequired;
  const title = values.title.trim();
  if (!title) errors.title = M.titleRequired;
  else if (title.length > TITLE_MAX) errors.title = M.titleMax;
  if (!values.description.trim()) errors.description = M.descriptionRequired;
  if (!values.priority) errors.priority = M.priorityRequired;
  if (!values.department) errors.department = M.departmentRequired;
  return errors;
}

/** The linked objective is offered only for a Change Request, and only when objectives exist. */
export const showsLinkedObjective = (type: RequestType, objectiveCount: number): boolean => type === 'Change_Request' && objectiveCount > 0;

/** The linked KPI is offered only for Data Collection. */
export const showsLinkedKpi = (type: RequestType): boolean => type === 'Data_Collection';

const orNull = (value: string, empty: string): string | null => (value === empty || value === '' ? null : value);

/**
 * The body of POST /api/requests (with the status) or PUT /api/requests/:id (without: a status change
 * is its own call). 'none' and 'unassigned' become null, and a link the type does not offer is cleared.
 */
export function requestPayload(values: RequestFormValues, { withStatus }: { withStatus: boolean }) {
  const impact = values.impactAnalysis.trim();
  return {
    type: values.type,
    title: values.title.trim(),
    description: values.description.trim(),
    impactAnalysis: impact || null,
    ...(withStatus ? { status: values.status } : {}),
    priority: values.priority,
    department: values.department,
    ownerId: orNull(values.ownerId, UNASSIGNED),
    linkedObjectiveAssignmentId: values.type === 'Change_Request' ? orNull(values.linkedObjectiveAssignmentId, NONE) : null,
    linkedKpiAssignmentId: values.type === 'Data_Collection' ? orNull(values.linkedKpiAssignmentId, NONE) : null,
  };
}

export const isAdmin = (user: Pick<SessionUser, 'role'> | null | undefined): boolean => user?.role === 'admin' || user?.role === 'super_admin';

/** Status changes (and edits) belong to the request's owner, its requester or an admin (platform.md section 6). */
export function canChangeStatus(user: SessionUser | null, myEmployeeId: string | null, request: Pick<RequestView, 'ownerId' | 'requesterId'>): boolean {
  if (isAdmin(user)) return true;
  return myEmployeeId !== null && (request.ownerId === myEmployeeId || request.requesterId === myEmployeeId);
}

/** A comment's edit and delete menu shows to its author or an admin; a deleted comment has none. */
export function canEditComment(user: SessionUser | null, comment: Pick<CommentView, 'authorId' | 'isDeleted'>): boolean {
  if (!user || comment.isDeleted) return false;
  return isAdmin(user) || comment.authorId === user.id;
}

/** Trimmed text must be non-empty to post, reply or save an edit. */
export const commentIsPostable = (text: string): boolean => text.trim().length > 0;

/** The statuses a request may change to: the organization's list without its current one. */
export const statusChoices = (statuses: readonly string[], current: string): string[] => statuses.filter((s) => s !== current);

export interface CommentThread {
  comment: CommentView;
  replies: CommentView[];
}

/** Root comments in order, each with its replies (one level; a reply whose parent is missing stands alone). */
export function threadComments(comments: readonly CommentView[]): CommentThread[] {
  const roots = new Map<string, CommentThread>();
  const orphans: CommentView[] = [];
  for (const comment of comments) if (!comment.parentCommentId) roots.set(comment.id, { comment, replies: [] });
  for (const comment of comments) {
    if (!comment.parentCommentId) continue;
    const root = roots.get(comment.parentCommentId);
    if (root) root.replies.push(comment);
    else orphans.push(comment);
  }
  return [...roots.values(), ...orphans.map((comment) => ({ comment, replies: [] }))].sort((a, b) =>
    a.comment.createdAt.localeCompare(b.comment.createdAt),
  );
}

export interface RequestFilters {
  q: string;
  type: string;
  status: string;
  department: string;
  priority: string;
}

export const NO_FILTERS: RequestFilters = { q: '', type: ALL, status: ALL, department: ALL, priority: ALL };

export const hasFilters = (filters: RequestFilters): boolean =>
  filters.q.trim() !== '' || (['type', 'status', 'department', 'priority'] as const).some((key) => filters[key] !== ALL);

/** The server-side list filter: 'all' and a blank search mean no filter. */
export function serverFilter(filters: RequestFilters): Record<string, string> {
  const filter: Record<string, string> = {};
  const q = filters.q.trim();
  if (q) filter.q = q;
  for (const key of ['type', 'status', 'department', 'priority'] as const) if (filters[key] !== ALL) filter[key] = filters[key];
  return filter;
}
