import type { ReactNode } from 'react';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useSession } from '../lib/session';
import { EmptyState } from './EmptyState';
import { NoOrganizationNotice } from './NoOrganizationNotice';
import { PageHeader } from './PageHeader';

export interface PlaceholderPageProps {
  title: string;
  subtitle?: ReactNode;
  description: string;
  icon?: ReactNode;
  before?: ReactNode;
  /** Screens showing organization data; false for screens that need no organization. */
  tenant?: boolean;
}

/** A screen whose content is still being built: its title, and what it will hold. */
export function PlaceholderPage({ title, subtitle, description, icon, before, tenant = true }: PlaceholderPageProps) {
  const { user } = useSession();
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} before={before} />
      {tenant && user && !user.organizationId ? (
        <NoOrganizationNotice />
      ) : (
        <EmptyState icon={icon ?? <ConstructionOutlined />} title="Coming soon" text={description} />
      )}
    </>
  );
}
