import type { NotificationEvent } from '../notifications/notification-events';
import type { OverdueMilestone } from './initiative.queries';

/** The screen that shows an initiative: its edit form. */
export const initiativeUrl = (initiativeId: string): string => `/initiatives/${initiativeId}`;

/** A milestone past its due date and not done: the initiative's owner hears of it, once per milestone and due date. */
export function milestoneOverdue(m: OverdueMilestone): NotificationEvent {
  return {
    organizationId: m.organizationId,
    actorUserId: null,
    type: 'milestone_overdue',
    causeId: `${m.id}@${m.dueDate}`,
    employeeIds: [m.ownerId],
    title: `Milestone overdue: ${m.name} (${m.initiativeName})`,
    message: `The milestone "${m.name}" of the initiative "${m.initiativeName}" was due on ${m.dueDate} and is not done.`,
    entityType: 'initiative',
    entityId: m.initiativeId,
    actionUrl: initiativeUrl(m.initiativeId),
    priority: 'high',
  };
}
