import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function KpiOverviewPage() {
  return (
    <PlaceholderPage
      title="KPI Overview"
      description="Every KPI across the organization with its targets, latest results and status."
      icon={<InsightsOutlined />}
    />
  );
}
