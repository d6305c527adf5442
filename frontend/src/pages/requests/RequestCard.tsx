import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AttachFile from '@mui/icons-material/AttachFile';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import History from '@mui/icons-material/History';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { CommentThread } from './CommentThread';
import { TintedPill } from '../../components/TintedPill';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { requestPriorityTone, requestStatusTone, requestTypeLabel, requestTypeTone } from '../../components/pillTones';
import type { RequestView } from './requestTypes';
import type { RequestLookups } from './useRequestLookups';
import type { RequestActions } from './useRequestActions';

export interface RequestCardProps {
  request: RequestView;
  expanded: boolean;
  onToggle: () => void;
  mayChange: boolean;
  lookups: RequestLookups;
  actions: RequestActions;
  onEdit: () => void;
  onChangeStatus: () => void;
  onHistory: () => void;
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" component="h4" sx={{ color: 'text.secondary', fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.4 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ mt: 0.25, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A request as a card; expanding it shows every detail and the comment thread. */
export function RequestCard({ request, expanded, onToggle, mayChange, lookups, actions, onEdit, onChangeStatus, onHistory }: RequestCardProps) {
  const detailsId = useId();
  const linkedObjective = request.linkedObjectiveAssignmentId ? (lookups.objectiveLabel.get(request.linkedObjectiveAssignmentId) ?? 'Linked objective') : 'None';
  const linkedKpi = request.linkedKpiAssignmentId ? (lookups.kpiLabel.get(request.linkedKpiAssignmentId) ?? 'Linked KPI') : 'None';

  return (
    <Card component="article" aria-label={request.title} sx={{ borderRadius: 3 }}>
      <Box sx={{ p: { xs: 2, md: 2.5 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* On a narrow screen the actions wrap below the summary instead of squeezing it. */}
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
            <TintedPill tone={requestTypeTone(request.type)} label={requestTypeLabel(request.type)} />
            <TintedPill tone={requestStatusTone(request.status)} label={request.status} srPrefix="Status: " />
            <TintedPill tone={requestPriorityTone(request.priority)} label={`${request.priority} priority`} />
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', fontSize: '0.78rem' }}>
              <ApartmentOutlined sx={{ fontSize: 15 }} aria-hidden />
              <VisuallyHidden>Department: </VisuallyHidden>
              {request.department}
            </Box>
          </Box>
          <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.35 }}>
            {request.title}
          </Typography>
          {!expanded && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {request.description}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1.25, color: 'text.secondary', fontSize: '0.8rem' }}>
            <span>Requested by {request.requesterName ?? 'Unknown'}</span>
            <span>Owner: {request.ownerName ?? 'Unassigned'}</span>
            <span>Created {dateOf(request.createdAt)}</span>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <ChatBubbleOutline sx={{ fontSize: 15 }} aria-hidden />
              {request.commentCount} {request.commentCount === 1 ? 'comment' : 'comments'}
            </Box>
            {request.attachments.length > 0 && (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <AttachFile sx={{ fontSize: 15 }} aria-hidden />
                {request.attachments.length}
              </Box>
            )}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', justifyContent: 'flex-end', ml: 'auto' }}>
          {mayChange && (
            <Button size="small" variant="outlined" startIcon={<SwapHoriz fontSize="small" />} onClick={onChangeStatus} aria-label={`Change status of ${request.title}`}>
              Change Status
            </Button>
          )}
          <Tooltip title="Status history">
            <IconButton size="small" onClick={onHistory} aria-label={`Status history of ${request.title}`}>
              <History fontSize="small" />
            </IconButton>
          </Tooltip>
          {mayChange && (
            <Tooltip title="Edit request">
              <IconButton size="small" onClick={onEdit} aria-label={`Edit ${request.title}`}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={expanded ? 'Hide details' : 'Show details'}>
            <IconButton
              size="small"
              onClick={onToggle}
              aria-expanded={expanded}
              aria-controls={detailsId}
              aria-label={`${expanded ? 'Hide' : 'Show'} details of ${request.title}`}
              sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: (theme) => theme.transitions.create('transform') }}
            >
              <ExpandMore />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
      <Collapse in={expanded} unmountOnExit>
        <Divider />
        <Box id={detailsId} sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 2.5 }}>
          <Detail label="Description">{request.description}</Detail>
          {request.impactAnalysis && <Detail label="Impact analysis">{request.impactAnalysis}</Detail>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
            <Detail label="Linked objective">{linkedObjective}</Detail>
            <Detail label="Linked KPI">{linkedKpi}</Detail>
            <Detail label="Requester">{request.requesterName ?? 'Unknown'}</Detail>
            <Detail label="Owner">{request.ownerName ?? 'Unassigned'}</Detail>
          </Box>
          <Detail label="Attachments">
            {request.attachments.length === 0 ? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                No attachments
              </Box>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {request.attachments.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </Box>
            )}
          </Detail>
          <Divider />
          <CommentThread requestId={request.id} members={lookups.members} memberNames={lookups.memberNames} actions={actions} />
        </Box>
      </Collapse>
    </Card>
  );
}
