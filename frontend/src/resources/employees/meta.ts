import BadgeOutlined from '@mui/icons-material/BadgeOutlined';

/** The organization's employees: how the resource shows in menus and references (no screens: the lazy registration imports this too). */
export default {
  icon: BadgeOutlined,
  recordRepresentation: 'name',
};
