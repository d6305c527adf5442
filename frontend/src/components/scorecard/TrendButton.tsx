import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';

/** Opens the trend of one KPI line. */
export function TrendButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip title="Show trend">
      <IconButton size="small" aria-label={`Show trend of ${name}`} onClick={onClick}>
        <ShowChartOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
