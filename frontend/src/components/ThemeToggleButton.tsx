import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useThemeMode } from '../theme/themeMode';

export function ThemeToggleButton() {
  const { mode, toggleMode } = useThemeMode();
  return (
    <Tooltip title="Toggle theme">
      <IconButton aria-label="Toggle theme" onClick={toggleMode} sx={{ color: 'text.secondary' }}>
        {mode === 'dark' ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
