import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import { calendarDate } from '@scorecard/scoring';
import { NoOrganizationNotice } from '../../components/NoOrganizationNotice';
import { PageHeader } from '../../components/PageHeader';
import { ErrorNotice } from '../../components/scorecard/ErrorNotice';
import { errorText } from '../../components/scorecard/feedback';
import { TintedPill } from '../../components/TintedPill';
import { useOrganizationSettings } from '../../lib/organization/useOrganizationSettings';
import { useSession } from '../../lib/session';
import type { MyWorkItem } from '../../lib/shared';
import { toast } from '../../lib/toast/toastStore';
import { EntryItem, ReviewItem } from './MyWorkItems';
import { MY_WORK_TEXTS as T } from './myWorkTexts';
import { ReturnDialog } from './ReturnDialog';
import { itemKey, useMyWork, useRecordResult, useReviewResult } from './useMyWork';

const failed = (error: unknown) => toast({ title: T.failed, description: errorText(error), variant: 'destructive' });

/**
 * My Work (/my-work, DESIGN decision 21): the results due from me with inline entry, those returned
 * to me with the reviewer's comment, and those awaiting my review with Approve and Return.
 */
export function MyWorkPage() {
  const hasOrganization = Boolean(useSession().user?.organizationId);
  const work = useMyWork();
  const settings = useOrganizationSettings().data;
  const record = useRecordResult();
  const review = useReviewResult();
  const [returning, setReturning] = useState<MyWorkItem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const today = calendarDate(new Date(), settings?.timeZone ?? 'UTC');

  const header = <PageHeader title={T.title} subtitle={T.subtitle} />;
  if (!hasOrganization) {
    return (
      <Box>
        {header}
        <NoOrganizationNotice />
      </Box>
    );
  }

  const save = async (item: MyWorkItem, value: number) => {
    setBusy(itemKey(item));
    try {
      await record.mutateAsync({ item, value });
      toast({ title: T.saved, description: T.savedText(item.kpiName, item.periodName, Boolean(settings?.requireApproval)), variant: 'success' });
    } catch (error) {
      failed(error);
      throw error;
    } finally {
      setBusy(null);
    }
  };

  const approve = (item: MyWorkItem) => {
    setBusy(itemKey(item));
    review.mutate(
      { item, decision: 'approve' },
      {
        onSuccess: () => toast({ title: T.approved, description: `${item.kpiName}, ${item.periodName}.`, variant: 'success' }),
        onError: failed,
        onSettled: () => setBusy(null),
      },
    );
  };

  const sendBack = (comment: string) => {
    const item = returning;
    if (!item) return;
    setBusy(itemKey(item));
    review.mutate(
      { item, decision: 'return', comment },
      {
        onSuccess: () => {
          toast({ title: T.returned, description: T.returnedText(item.ownerName), variant: 'success' });
          setReturning(null);
        },
        onError: failed,
        onSettled: () => setBusy(null),
      },
    );
  };

  const data = work.data;
  return (
    <Box>
      {header}
      {work.isError ? (
        <ErrorNotice error={work.error} onRetry={() => void work.refetch()} />
      ) : (
        <Stack spacing={3}>
          <Section id="due" title={T.dueTitle} description={T.dueDescription} icon={<PendingActionsOutlined />} items={data?.due} empty={T.dueEmpty}>
            {(item) => <EntryItem key={itemKey(item)} item={item} today={today} submitLabel={T.save} pending={busy === itemKey(item)} onSave={save} />}
          </Section>
          <Section id="returned" title={T.returnedTitle} description={T.returnedDescription} icon={<AssignmentReturnOutlined />} items={data?.returned} empty={T.returnedEmpty}>
            {(item) => <EntryItem key={itemKey(item)} item={item} today={today} submitLabel={T.resubmit} pending={busy === itemKey(item)} onSave={save} />}
          </Section>
          <Section id="review" title={T.reviewTitle} description={T.reviewDescription} icon={<FactCheckOutlined />} items={data?.toReview} empty={T.reviewEmpty}>
            {(item) => <ReviewItem key={itemKey(item)} item={item} today={today} pending={busy === itemKey(item)} onApprove={approve} onReturn={setReturning} />}
          </Section>
        </Stack>
      )}
      <ReturnDialog item={returning} pending={Boolean(returning) && busy === itemKey(returning!)} onClose={() => setReturning(null)} onReturn={sendBack} />
    </Box>
  );
}

interface SectionProps {
  id: string;
  title: string;
  description: string;
  icon: ReactNode;
  /** undefined while loading */
  items: readonly MyWorkItem[] | undefined;
  empty: string;
  children: (item: MyWorkItem) => ReactNode;
}

/** One of the three lists: a titled card with its count, a progress placeholder while loading, and its empty text. */
function Section({ id, title, description, icon, items, empty, children }: SectionProps) {
  const headingId = `my-work-${id}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ borderRadius: 3 }}>
      <Box sx={{ px: { xs: 2, md: 3 }, pt: 2.5, pb: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ color: 'primary.main', mt: 0.25, display: 'flex' }} aria-hidden>
          {icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
              {title}
            </Typography>
            {items && <TintedPill tone={items.length ? 'blue' : 'grey'} label={String(items.length)} srPrefix="Count: " data-testid={`${id}-count`} />}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {description}
          </Typography>
        </Box>
      </Box>
      {!items ? (
        <Box role="progressbar" aria-label={`Loading ${title.toLowerCase()}`} sx={{ px: { xs: 2, md: 3 }, pb: 2 }}>
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Box>
      ) : items.length === 0 ? (
        <Typography sx={{ px: { xs: 2, md: 3 }, pb: 3, color: 'text.secondary' }}>{empty}</Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map(children)}
        </Box>
      )}
    </Card>
  );
}
