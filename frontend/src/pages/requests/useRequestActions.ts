import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCreate, useUpdate } from 'react-admin';
import { QUERY_KEYS } from '../../providers/queryKeys';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast/toastStore';
import { REQUEST_MESSAGES as M, REQUEST_TOAST_TITLES as T } from './requestMessages';
import type { CommentView, RequestView } from './requestTypes';

/** The sidebar badge's query (layout/useRequestCount). */
const BADGE_KEY = ['sidebar', 'requests-count'];
/** What the soft delete writes; the server stores the same words whatever is sent. */
const DELETED_CONTENT = '[Comment deleted]';

const success = (description: string) => toast({ title: T.success, description, variant: 'success' });
const failure = (description: string, error: unknown) => {
  console.error(description, error);
  toast({ title: T.error, description, variant: 'destructive' });
};

export interface NewComment {
  requestId: string;
  content: string;
  parentCommentId: string | null;
  mentions: string[];
}

/**
 * Every write of the requests screen through react-admin's mutation hooks, with the toasts of
 * platform.md section 8. After each change the lists it touches, the sidebar badge and the
 * activity aggregates are refetched. Each action resolves true on success, false on failure.
 */
export function useRequestActions() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [pending, setPending] = useState(false);

  const refresh = useCallback(
    (...keys: string[][]) =>
      Promise.all(
        [['requests'], BADGE_KEY, QUERY_KEYS.dashboardSummary as unknown as string[], QUERY_KEYS.activities as unknown as string[], ...keys].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    [queryClient],
  );

  const attempt = useCallback(async (work: () => Promise<void>, ok: string, failed: string): Promise<boolean> => {
    setPending(true);
    try {
      await work();
      if (ok) success(ok);
      return true;
    } catch (error) {
      failure(failed, error);
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  const createRequest = (data: object) =>
    attempt(
      async () => {
        await create('requests', { data: { ...data, attachments: [] } }, { returnPromise: true });
        await refresh();
      },
      M.requestCreated,
      M.requestCreateFailed,
    );

  const updateRequest = (request: RequestView, data: object) =>
    attempt(
      async () => {
        await update('requests', { id: request.id, data: { ...data, updatedAt: new Date().toISOString() }, previousData: request }, { mutationMode: 'pessimistic', returnPromise: true });
        await refresh();
      },
      M.requestUpdated,
      M.requestUpdateFailed,
    );

  /**
   * The specification's call pair: PUT /api/requests/:id {status, updatedAt}, then
   * POST /api/request-status-history with the same transition and the reason. The server takes the
   * pair as one change (DESIGN decision 18).
   */
  const changeStatus = async (request: RequestView, status: string, reason: string): Promise<boolean> => {
    const ok = await attempt(
      async () => {
        await update('requests', { id: request.id, data: { status, updatedAt: new Date().toISOString() }, previousData: request }, { mutationMode: 'pessimistic', returnPromise: true });
        try {
          await create(
            'request-status-history',
            {
              data: {
                requestId: request.id,
                changedById: user?.id ?? null,
                previousStatus: request.status,
                newStatus: status,
                reason: reason.trim() || null,
              },
            },
            { returnPromise: true },
          );
        } finally {
          // The PUT already changed the status: the screen shows it even if the reason did not follow.
          await refresh(['request-status-history']);
        }
      },
      '',
      M.statusUpdateFailed,
    );
    if (ok) toast({ title: T.statusUpdated, description: M.statusChanged(status), variant: 'success' });
    return ok;
  };

  const addComment = (comment: NewComment) =>
    attempt(
      async () => {
        await create(
          'comments',
          { data: { ...comment, content: comment.content.trim(), authorId: user?.id ?? null, attachments: [], isDeleted: false } },
          { returnPromise: true },
        );
        await refresh(['comments']);
      },
      M.commentAdded,
      M.commentAddFailed,
    );

  const editComment = (comment: CommentView, content: string) =>
    attempt(
      async () => {
        await update('comments', { id: comment.id, data: { content: content.trim(), updatedAt: new Date().toISOString() }, previousData: comment }, { mutationMode: 'pessimistic', returnPromise: true });
        await queryClient.invalidateQueries({ queryKey: ['comments'] });
      },
      M.commentUpdated,
      M.commentUpdateFailed,
    );

  /** Soft delete: the comment stays in the thread as 'Comment deleted'. */
  const deleteComment = (comment: CommentView) =>
    attempt(
      async () => {
        await update(
          'comments',
          { id: comment.id, data: { isDeleted: true, content: DELETED_CONTENT, updatedAt: new Date().toISOString() }, previousData: comment },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        await refresh(['comments']);
      },
      M.commentDeleted,
      M.commentDeleteFailed,
    );

  return { pending, createRequest, updateRequest, changeStatus, addComment, editComment, deleteComment };
}

export type RequestActions = ReturnType<typeof useRequestActions>;
