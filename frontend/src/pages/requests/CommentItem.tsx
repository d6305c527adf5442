import { useState, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import ReplyIcon from '@mui/icons-material/Reply';
import { timeAgo } from '../../lib/timeAgo';
import { REQUEST_FIELD_MESSAGES, REQUEST_MESSAGES } from './requestMessages';
import { commentIsPostable } from './requestRules';
import type { CommentView } from './requestTypes';

export interface CommentItemProps {
  comment: CommentView;
  mayEdit: boolean;
  memberNames: Map<string, string>;
  pending: boolean;
  onReply?: () => void;
  onSave: (content: string) => Promise<boolean>;
  onDelete: () => void;
  children?: ReactNode;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

/** One comment: author, time, '(edited)', mentions, and the author's or an admin's Edit and Delete. */
export function CommentItem({ comment, mayEdit, memberNames, pending, onReply, onSave, onDelete, children }: CommentItemProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const author = comment.authorName ?? 'Former member';

  const save = async () => {
    if (draft === null || !commentIsPostable(draft)) return;
    if (await onSave(draft)) setDraft(null);
  };

  return (
    <Box component="li" sx={{ listStyle: 'none' }} aria-label={`Comment by ${author}`}>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Avatar sx={{ width: 32, height: 32, fontSize: '0.8rem', bgcolor: 'primary.main' }} aria-hidden>
          {initials(author)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="span">
              {author}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="span" title={new Date(comment.createdAt).toLocaleString()}>
              {timeAgo(comment.createdAt)}
            </Typography>
            {comment.edited && (
              <Typography variant="caption" color="text.secondary" component="span">
                (edited)
              </Typography>
            )}
            <Box sx={{ flexGrow: 1 }} />
            {mayEdit && draft === null && (
              <IconButton size="small" aria-label={`Comment actions for ${author}`} onClick={(event) => setMenuAnchor(event.currentTarget)}>
                <MoreVert fontSize="small" />
              </IconButton>
            )}
          </Box>
          {comment.isDeleted ? (
            <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
              {REQUEST_MESSAGES.commentDeletedShown}
            </Typography>
          ) : draft !== null ? (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 0.5 }}>
              <TextField
                label="Edit comment"
                multiline
                minRows={2}
                size="small"
                autoFocus
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                error={!commentIsPostable(draft)}
                helperText={commentIsPostable(draft) ? ' ' : REQUEST_FIELD_MESSAGES.commentEmpty}
              />
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                <Button color="inherit" size="small" onClick={() => setDraft(null)} disabled={pending}>
                  Cancel
                </Button>
                <Button variant="contained" size="small" onClick={() => void save()} disabled={pending || !commentIsPostable(draft)}>
                  Save
                </Button>
              </Box>
            </Box>
          ) : (
            <>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mt: 0.25 }}>
                {comment.content}
              </Typography>
              {comment.mentions.length > 0 && (
                <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 0.5 }} role="group" aria-label="Mentions">
                  {comment.mentions.map((id) => (
                    <Typography key={id} variant="caption" sx={{ color: 'primary.main', fontWeight: 600 }}>
                      @{memberNames.get(id) ?? 'member'}
                    </Typography>
                  ))}
                </Box>
              )}
            </>
          )}
          {onReply && !comment.isDeleted && draft === null && (
            <Button size="small" startIcon={<ReplyIcon fontSize="small" />} onClick={onReply} sx={{ mt: 0.25, ml: -0.75 }}>
              Reply
            </Button>
          )}
          {children}
        </Box>
      </Box>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            setDraft(comment.content);
          }}
        >
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          Edit
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutline fontSize="small" />
          </ListItemIcon>
          Delete
        </MenuItem>
      </Menu>
    </Box>
  );
}
