import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function SettingsPage() {
  return (
    <PlaceholderPage
      title="Organization Settings"
      description="Customization, KPI scoring thresholds, request settings and notification preferences for your organization."
      icon={<SettingsOutlined />}
    />
  );
}
