import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function ActivitiesPage() {
  return (
    <PlaceholderPage
      title="All Activities"
      subtitle="Everything that happened in your organization"
      description="A timeline of library actions, assignments, data updates and requests, filterable by category."
      icon={<HistoryOutlined />}
      before={
        <Button component={RouterLink} to="/" startIcon={<ArrowBack />} size="small" sx={{ mb: 1.5, ml: -1 }}>
          Back to Dashboard
        </Button>
      }
    />
  );
}
