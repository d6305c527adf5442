import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function KpiResultsPage() {
  return (
    <PlaceholderPage
      title="KPI Results"
      description="Record actual results per period and follow the computed scores and statuses."
      icon={<ShowChartOutlined />}
    />
  );
}
