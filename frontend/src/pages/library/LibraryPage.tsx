import { useState, type ElementType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddIcon from '@mui/icons-material/Add';
import { useGetList, type Identifier } from 'react-admin';
import { useOrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import { useSession } from '../../lib/session';
import { CACHE_TIMES } from '../../lib/shared';
import { NoOrganizationNotice } from '../../components/NoOrganizationNotice';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/spreadsheets/ExportButton';
import kpis from '../../resources/kpis';
import { KIND_SINGULAR, type LibraryKind } from '../../resources/library/libraryMessages';
import type { LibraryDialogProps } from '../../resources/library/dialogRoute';
import type { LibraryTabProps } from '../../resources/library/LibraryList';
import objectives from '../../resources/objectives';
import themes from '../../resources/themes';

const TABS: LibraryKind[] = ['objectives', 'kpis', 'themes'];
const isTab = (value: string | null): value is LibraryKind => TABS.includes(value as LibraryKind);

/** Each tab is a react-admin resource: its list, and its add and edit dialogs. */
interface LibraryResource {
  list: (props: LibraryTabProps) => ReactNode;
  create: (props: LibraryDialogProps) => ReactNode;
  edit: (props: LibraryDialogProps) => ReactNode;
  icon: ElementType;
}
const RESOURCES: Record<LibraryKind, LibraryResource> = {
  objectives,
  kpis,
  themes,
};

type DialogState = { mode: 'create' | 'edit'; id?: Identifier } | null;

/** The Library: template objectives, KPIs and themes, with search, multi-select and bulk delete. */
export function LibraryPage() {
  const { user } = useSession();
  const hasOrganization = Boolean(user?.organizationId);
  const { terms } = useOrganizationLabels();
  const [params, setParams] = useSearchParams();
  const tab: LibraryKind = isTab(params.get('tab')) ? (params.get('tab') as LibraryKind) : 'objectives';
  const [dialog, setDialog] = useState<DialogState>(null);
  // Multi-select stays on across tabs; each tab's selection starts empty.
  const [multiSelect, setMultiSelect] = useState(false);
  const tabTitle = { objectives: terms.objectives, kpis: terms.kpis, themes: terms.themes };

  const changeTab = (next: LibraryKind) => {
    setDialog(null);
    setParams(next === 'objectives' ? {} : { tab: next }, { replace: true });
  };
  const openAdd = () => setDialog({ mode: 'create' });
  const close = () => setDialog((current) => (current ? null : current));

  const { list: ActiveList, create: Create, edit: Edit } = RESOURCES[tab];

  return (
    <>
      <PageHeader
        title="Library"
        subtitle="Create template objectives and KPIs. Targets are set in Set & Cascade."
        actions={
          hasOrganization ? (
            <>
              <ExportButton path={`/api/spreadsheets/export/library/${tab}`} formats={['csv']} what={tabTitle[tab]} />
              <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
                Add {KIND_SINGULAR[tab]}
              </Button>
            </>
          ) : undefined
        }
      />
      {!hasOrganization ? (
        <NoOrganizationNotice />
      ) : (
        <>
          <Card sx={{ borderRadius: 3, overflow: 'hidden' }}>
            <Tabs
              value={tab}
              onChange={(_event, next: LibraryKind) => changeTab(next)}
              aria-label="Library sections"
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 56, fontWeight: 600 } }}
            >
              {TABS.map((key) => {
                const Icon = RESOURCES[key].icon;
                return <Tab key={key} value={key} iconPosition="start" icon={<Icon fontSize="small" />} label={<TabLabel kind={key} title={tabTitle[key]} />} />;
              })}
            </Tabs>
            <ActiveList
              key={tab}
              label={tabTitle[tab]}
              onAdd={openAdd}
              onEdit={(record) => setDialog({ mode: 'edit', id: record.id })}
              multiSelect={multiSelect}
              onMultiSelectChange={setMultiSelect}
            />
          </Card>
          <Create open={dialog?.mode === 'create'} onClose={close} />
          <Edit open={dialog?.mode === 'edit'} id={dialog?.id ?? null} onClose={close} />
        </>
      )}
    </>
  );
}

/** The tab's name and how many records it holds: the server's total, not the length of a page. */
function TabLabel({ kind, title }: { kind: LibraryKind; title: string }) {
  const { total } = useGetList(
    kind,
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    { staleTime: CACHE_TIMES[kind].staleMs, gcTime: CACHE_TIMES[kind].keptMs },
  );
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {title}
      {total !== undefined && <Chip size="small" label={total.toLocaleString('en-US')} sx={{ height: 20, fontSize: '0.72rem', fontWeight: 700 }} />}
    </Box>
  );
}
