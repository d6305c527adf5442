import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useSession } from '../../app/session';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Super admin only; anyone else sees Access Denied. */
export function AdminPanelPage() {
  const { user } = useSession();
  if (user?.role !== 'super_admin') {
    return (
      <>
        <PageHeader title="Admin Panel" />
        <EmptyState icon={<LockOutlined />} title="Access Denied" text="You don't have permission to access the admin panel." />
      </>
    );
  }
  return (
    <PlaceholderPage
      title="Admin Panel"
      subtitle="Manage organizations, users and subscriptions across the platform"
      description="Organizations, users, subscriptions, analytics and system health for the whole platform."
      icon={<AdminPanelSettingsOutlined />}
      tenant={false}
    />
  );
}
