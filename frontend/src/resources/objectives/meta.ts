import FlagOutlined from '@mui/icons-material/FlagOutlined';

/** The Library's template objectives: how the resource shows in menus and references (no screens: the lazy registration imports this too). */
export default {
  icon: FlagOutlined,
  recordRepresentation: 'name',
};
