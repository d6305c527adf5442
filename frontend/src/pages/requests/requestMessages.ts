/** Requests and comments texts of platform.md section 8, word for word. */
export const REQUEST_TOAST_TITLES = { success: 'Success', error: 'Error', statusUpdated: 'Status Updated' } as const;

export const REQUEST_MESSAGES = {
  commentAdded: 'Comment added successfully',
  commentUpdated: 'Comment updated successfully',
  commentDeleted: 'Comment deleted successfully',
  requestCreated: 'Request created successfully',
  requestUpdated: 'Request updated successfully',
  statusChanged: (status: string) => `Request status changed to ${status}`,

  commentAddFailed: 'Failed to add comment',
  commentUpdateFailed: 'Failed to update comment',
  commentDeleteFailed: 'Failed to delete comment',
  requestCreateFailed: 'Failed to create request',
  requestUpdateFailed: 'Failed to update request',
  statusUpdateFailed: 'Failed to update request status',

  noRequests: 'No requests found',
  noComments: 'No comments yet. Be the first to comment!',
  commentDeletedShown: 'Comment deleted',
} as const;

/** Field messages, the same words as the server's (backend request.messages.ts). */
export const REQUEST_FIELD_MESSAGES = {
  typeRequired: 'Type is required',
  titleRequired: 'Title is required',
  titleMax: 'Title must be at most 200 characters',
  descriptionRequired: 'Description is required',
  priorityRequired: 'Priority is required',
  departmentRequired: 'Department is required',
  commentEmpty: 'Comment cannot be empty',
} as const;
