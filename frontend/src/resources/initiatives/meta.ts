import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';

/** Initiatives (DESIGN decision 24): how the resource shows in menus and references (no screens: the lazy registration imports this too). */
export default {
  icon: RocketLaunchOutlined,
  recordRepresentation: 'name',
};
