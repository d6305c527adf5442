/**
 * Read by screen readers, invisible on screen and taking no room. Sizes are strings in px: in MUI's
 * sx a number up to 1 is a fraction (width: 1 is 100 %), and a hidden 'Actions' header written that
 * way once stretched Set and Cascade to twice the window's width. Being absolutely placed, it escapes
 * a scrolling box that is not positioned: give such a box position relative (TABLE_SCROLL does).
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
