import DomainOutlined from '@mui/icons-material/DomainOutlined';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function CorporateBscPage() {
  return (
    <PlaceholderPage
      title="Corporate BSC"
      description="The corporate balanced scorecard: objectives and KPIs by perspective, with period and year-to-date scores."
      icon={<DomainOutlined />}
    />
  );
}
