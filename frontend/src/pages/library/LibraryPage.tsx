import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function LibraryPage() {
  return (
    <PlaceholderPage
      title="Library"
      description="Template objectives, KPIs and themes your organization can reuse when building scorecards."
      icon={<LibraryBooksOutlined />}
    />
  );
}
