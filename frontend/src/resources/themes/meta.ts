import PaletteOutlined from '@mui/icons-material/PaletteOutlined';

/** The Library's strategic themes: how the resource shows in menus and references (no screens: the lazy registration imports this too). */
export default {
  icon: PaletteOutlined,
  recordRepresentation: 'name',
};
