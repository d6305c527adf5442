import SpeedOutlined from '@mui/icons-material/SpeedOutlined';

/** The Library's KPI templates: how the resource shows in menus and references (no screens: the lazy registration imports this too). */
export default {
  icon: SpeedOutlined,
  recordRepresentation: 'name',
};
