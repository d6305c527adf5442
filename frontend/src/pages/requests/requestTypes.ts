import type { CommentRecord, RequestRecord, RequestStatusHistory } from '../../app/shared';

/** GET /api/requests row: the record with its people's names and live comment count. */
export interface RequestView extends RequestRecord {
  requesterName: string | null;
  ownerName: string | null;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/comments row. */
export interface CommentView extends Omit<CommentRecord, 'authorId'> {
  authorId: string | null;
  authorName: string | null;
  /** the content changed after it was posted: shown as '(edited)' */
  edited: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/request-status-history row. */
export interface StatusHistoryView extends Omit<RequestStatusHistory, 'changedById'> {
  changedById: string | null;
  changedByName: string | null;
}

/** A picker option: an id and the words shown for it. */
export interface Option {
  id: string;
  label: string;
}
