import { useMemo, useState } from 'react';
import { useGetList } from 'react-admin';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useSession } from '../../lib/session';
import { CACHE_TIMES } from '../../lib/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { REQUEST_MESSAGES } from './requestMessages';
import { canEditComment, threadComments } from './requestRules';
import type { CommentView, Option } from './requestTypes';
import type { RequestActions } from './useRequestActions';

export interface CommentThreadProps {
  requestId: string;
  members: Option[];
  memberNames: Map<string, string>;
  actions: RequestActions;
}

/** A request's comments (GET /api/comments?requestId), replies one level deep, and the box to post. */
export function CommentThread({ requestId, members, memberNames, actions }: CommentThreadProps) {
  const { user } = useSession();
  const { data, isPending, isError } = useGetList<CommentView>(
    'comments',
    { filter: { requestId }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'createdAt', order: 'ASC' } },
    { staleTime: CACHE_TIMES.requests.staleMs, gcTime: CACHE_TIMES.requests.keptMs },
  );
  const threads = useMemo(() => threadComments(data ?? []), [data]);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ open: boolean; comment: CommentView | null }>({ open: false, comment: null });

  const itemProps = (comment: CommentView) => ({
    comment,
    mayEdit: canEditComment(user, comment),
    memberNames,
    pending: actions.pending,
    onSave: (content: string) => actions.editComment(comment, content),
    onDelete: () => setDeleting({ open: true, comment }),
  });

  return (
    <Box component="section" aria-label="Comments" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}>
        <ChatBubbleOutline fontSize="small" aria-hidden /> Comments
      </Typography>
      {isPending ? (
        <Box aria-label="Loading comments" role="progressbar">
          {[0, 1].map((i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1.5, mb: 1.5 }}>
              <Skeleton variant="circular" width={32} height={32} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="30%" />
                <Skeleton width="80%" />
              </Box>
            </Box>
          ))}
        </Box>
      ) : isError ? (
        <Typography color="error">Comments could not be loaded.</Typography>
      ) : threads.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {REQUEST_MESSAGES.noComments}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {threads.map(({ comment, replies }) => (
            <CommentItem key={comment.id} {...itemProps(comment)} onReply={() => setReplyTo(comment.id)}>
              {(replies.length > 0 || replyTo === comment.id) && (
                <Box sx={{ mt: 1.5, pl: 2, borderLeft: 2, borderColor: 'divider', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                  {replies.length > 0 && (
                    <Box component="ul" aria-label="Replies" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                      {replies.map((reply) => (
                        <CommentItem key={reply.id} {...itemProps(reply)} />
                      ))}
                    </Box>
                  )}
                  {replyTo === comment.id && (
                    <CommentComposer
                      label={`Reply to ${comment.authorName ?? 'comment'}`}
                      submitLabel="Post Reply"
                      members={members}
                      pending={actions.pending}
                      autoFocus
                      onCancel={() => setReplyTo(null)}
                      onSubmit={async (content, mentions) => {
                        const ok = await actions.addComment({ requestId, content, mentions, parentCommentId: comment.id });
                        if (ok) setReplyTo(null);
                        return ok;
                      }}
                    />
                  )}
                </Box>
              )}
            </CommentItem>
          ))}
        </Box>
      )}
      <CommentComposer
        label="Add a comment"
        submitLabel="Post Comment"
        members={members}
        pending={actions.pending}
        onSubmit={(content, mentions) => actions.addComment({ requestId, content, mentions, parentCommentId: null })}
      />
      <ConfirmDialog
        open={deleting.open}
        title="Delete comment"
        message="Are you sure you want to delete this comment? It will show as 'Comment deleted'."
        pending={actions.pending}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
        onConfirm={async () => {
          if (deleting.comment && (await actions.deleteComment(deleting.comment))) setDeleting((current) => ({ ...current, open: false }));
        }}
      />
    </Box>
  );
}
