import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function RequestsPage() {
  return (
    <PlaceholderPage
      title="Requests"
      subtitle="Manage KPI-related requests and approvals"
      description="Data collection and change requests with comments, attachments and status history."
      icon={<AssignmentOutlined />}
    />
  );
}
