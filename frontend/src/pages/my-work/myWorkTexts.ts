import { PERIOD_CLOSE_MESSAGES } from '../../lib/shared';

/** The texts of My Work (DESIGN decision 21). */
export const MY_WORK_TEXTS = {
  title: 'My Work',
  subtitle: 'Results due from you, results returned to you, and results waiting for your review.',
  loading: 'Loading My Work',
  dueTitle: 'Due from me',
  dueDescription: 'Enter the actual result of each period and save it.',
  dueEmpty: 'Nothing is due from you. You are up to date.',
  returnedTitle: 'Returned to me',
  returnedDescription: 'Your reviewer sent these back with a comment: correct the value and resubmit it.',
  returnedEmpty: 'Nothing has been returned to you.',
  reviewTitle: 'Awaiting my review',
  reviewDescription: 'Results of the objectives beneath yours. Approve them, or return them with a comment.',
  reviewEmpty: 'Nothing is waiting for your review.',
  save: 'Save',
  resubmit: 'Resubmit',
  approve: 'Approve',
  return: 'Return',
  returnTitle: (kpiName: string) => `Return ${kpiName}`,
  returnSubmit: 'Return result',
  comment: 'Comment',
  commentHint: 'Tell the owner what to correct. They are notified.',
  commentRequired: PERIOD_CLOSE_MESSAGES.returnCommentRequired,
  actualRequired: 'Actual result is required',
  saved: 'Result saved',
  savedText: (kpiName: string, periodName: string, awaitingApproval: boolean) =>
    `${kpiName}, ${periodName}${awaitingApproval ? ': it now awaits approval.' : '.'}`,
  approved: 'Result approved',
  returned: 'Result returned',
  returnedText: (ownerName: string | null) => `${ownerName ?? 'The owner'} has been notified.`,
  failed: 'Error',
} as const;
