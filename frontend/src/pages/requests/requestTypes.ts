import type { CommentRecord, RequestRecord, RequestStatusHistory } from '../../lib/shared';

/** GET /api/requests row: the record (with its people's names and live comment count) and its times. */
export type RequestView = RequestRecord & { createdAt: string; updatedAt: string };

/** GET /api/comments row. */
export type CommentView = CommentRecord & { createdAt: string; updatedAt: string };

/** GET /api/request-status-history row. */
export type StatusHistoryView = RequestStatusHistory;

/** A picker option: an id and the words shown for it. */
export interface Option {
  id: string;
  label: string;
  /** The closed select's text when it differs from the list's. */
  valueLabel?: string;
}
