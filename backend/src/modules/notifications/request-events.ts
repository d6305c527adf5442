import type { RequestPriority } from '@scorecard/contracts';
import { NotificationEvent, notificationPriorityOf, requestUrl } from './notification-events';

/** What the request events read of a request, a comment and the caller (no import of the requests context). */
interface RequestLike {
  id: string;
  organizationId: string;
  title: string;
  requesterId: string;
  ownerId: string | null;
  status: string;
  priority: RequestPriority;
}
interface Caller {
  userId: string;
  organizationId: string;
  name?: string;
}
interface CommentLike {
  id: string;
  parentAuthorId: string | null;
  mentions: string[];
  content: string;
}

const by = (actor: Caller) => (actor.name ? ` by ${actor.name}` : '');
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

function base(actor: Caller, request: RequestLike): Pick<NotificationEvent, 'organizationId' | 'actorUserId' | 'entityType' | 'entityId' | 'actionUrl' | 'priority'> {
  return {
    organizationId: request.organizationId,
    actorUserId: actor.userId,
    entityType: 'request',
    entityId: request.id,
    actionUrl: requestUrl(request.id),
    priority: notificationPriorityOf(request.priority),
  };
}

/** A new request: its owner hears of it. */
export function requestCreated(actor: Caller, request: RequestLike): NotificationEvent {
  return {
    ...base(actor, request),
    type: 'request_created',
    causeId: request.id,
    employeeIds: [request.ownerId],
    title: `New request: ${request.title}`,
    message: `"${request.title}" was created${by(actor)} and assigned to you.`,
  };
}

/** The owner changed: the new owner hears of it. */
export function requestAssigned(actor: Caller, request: RequestLike): NotificationEvent {
  return {
    ...base(actor, request),
    type: 'request_assigned',
    causeId: `${request.id}@${request.ownerId}`,
    employeeIds: [request.ownerId],
    title: `Request assigned to you: ${request.title}`,
    message: `"${request.title}" was assigned to you${by(actor)}.`,
  };
}

/** A status change (one history row): the requester and the owner hear of it. */
export function requestStatusChanged(actor: Caller, request: RequestLike, historyId: string, previousStatus: string | null, reason: string | null): NotificationEvent {
  return {
    ...base(actor, request),
    type: 'request_status_change',
    causeId: historyId,
    employeeIds: [request.requesterId, request.ownerId],
    title: `${request.title}: ${request.status}`,
    message: `Status changed from ${previousStatus ?? 'none'} to ${request.status}${by(actor)}.${reason ? ` Reason: ${reason}` : ''}`,
  };
}

/**
 * A comment: each mentioned member gets a mention; the request's people and the parent comment's
 * author get a new-comment notification (record them in this order so nobody gets both).
 */
export function commentPosted(actor: Caller, request: RequestLike, comment: CommentLike): NotificationEvent[] {
  const common = { ...base(actor, request), entityType: 'comment' as const, entityId: comment.id, causeId: comment.id };
  return [
    {
      ...common,
      type: 'mention',
      userIds: comment.mentions,
      title: `You were mentioned on ${request.title}`,
      message: `${actor.name ?? 'Someone'} mentioned you: "${excerpt(comment.content)}"`,
    },
    {
      ...common,
      type: 'new_comment',
      userIds: [comment.parentAuthorId],
      employeeIds: [request.requesterId, request.ownerId],
      title: `New comment on ${request.title}`,
      message: `${actor.name ?? 'Someone'} commented: "${excerpt(comment.content)}"`,
    },
  ];
}

/** A High-priority request without a status change for `days` days: the owner (or requester) hears of it, urgently. */
export function requestEscalated(request: RequestLike, since: Date, days: number): NotificationEvent {
  return {
    organizationId: request.organizationId,
    actorUserId: null,
    entityType: 'request',
    entityId: request.id,
    actionUrl: requestUrl(request.id),
    priority: 'urgent',
    type: 'escalation',
    causeId: `${request.id}@${since.toISOString()}`,
    employeeIds: [request.ownerId ?? request.requesterId],
    title: `Escalation: ${request.title}`,
    message: `This High-priority request has been ${request.status} for more than ${days} days without a status change.`,
  };
}
