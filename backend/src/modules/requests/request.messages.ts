import { DEPARTMENTS, REQUEST_PRIORITIES } from '@scorecard/contracts';

/**
 * The server's words for request, comment and status-history refusals (platform.md section 5).
 * libs/contracts has no request messages yet; these could move there for the screens to share.
 */
export const REQUEST_MESSAGES = {
  notFound: 'Request not found',
  typeRequired: 'Type is required',
  typeInvalid: 'Type must be Data Collection or Change Request',
  titleRequired: 'Title is required',
  titleMax: 'Title must be at most 200 characters',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description must be at most 10000 characters',
  impactAnalysisMax: 'Impact analysis must be at most 10000 characters',
  priorityRequired: 'Priority is required',
  priorityInvalid: `Priority must be one of ${REQUEST_PRIORITIES.join(', ')}`,
  departmentRequired: 'Department is required',
  departmentInvalid: `Department must be one of ${DEPARTMENTS.join(', ')}`,
  statusRequired: 'Status is required',
  statusNotAllowed: (statuses: readonly string[]) => `Status must be one of ${statuses.join(', ')}`,
  statusUnchanged: (status: string) => `The request is already ${status}`,
  statusStale: 'The request status has changed since it was loaded. Please reload and try again',
  reasonMax: 'Reason must be at most 1000 characters',
  ownerId: 'Owner must be a valid id',
  ownerNotFound: 'Owner not found',
  requesterMismatch: 'requesterId must be the signed-in user',
  linkedObjectiveId: 'Linked objective must be a valid id',
  linkedKpiId: 'Linked KPI must be a valid id',
  linkedObjectiveNotFound: 'Linked objective not found',
  linkedKpiNotFound: 'Linked KPI not found',
  attachments: 'Attachments must be a list of at most 20 file names',
  attachmentType: (name: string, allowed: readonly string[]) => `File type of ${name} is not allowed (allowed: ${allowed.join(', ')})`,
  editForbidden: 'Only the request owner, the requester or an admin can edit this request',
  statusForbidden: 'Only the request owner, the requester or an admin can change the status',
  deleteForbidden: 'Only the requester or an admin can delete this request',
  requestId: 'Request must be a valid id',
  changedByMismatch: 'changedById must be the signed-in user',
} as const;

export const COMMENT_MESSAGES = {
  notFound: 'Comment not found',
  parentNotFound: 'Parent comment not found',
  empty: 'Comment cannot be empty',
  tooLong: 'Comment must be at most 5000 characters',
  parentId: 'Parent comment must be a valid id',
  parentOtherRequest: 'The parent comment belongs to another request',
  parentDeleted: 'You cannot reply to a deleted comment',
  forbidden: 'Only the author or an admin can change this comment',
  deletedReadOnly: 'A deleted comment cannot be edited or restored',
  mentions: 'Mentions must be a list of user ids',
  mentionsOutside: 'Mentioned users must be members of your organization',
  authorMismatch: 'authorId must be the signed-in user',
  isDeletedOnCreate: 'A new comment cannot be deleted',
} as const;
