import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function SetCascadePage() {
  return (
    <PlaceholderPage
      title="Set and Cascade"
      description="Assign objectives and KPIs to functions and cascade them from the top executive level down to departments."
      icon={<AccountTreeOutlined />}
    />
  );
}
