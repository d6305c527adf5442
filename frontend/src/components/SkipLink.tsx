import Box from '@mui/material/Box';
import { focusRing } from '../theme/themes';

/** The id of the element a SkipLink leads to: the page's `main`, focusable with tabIndex -1. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content" (WCAG 2.4.1): the first stop of the Tab order, shown only while focused.
 * It moves focus into `main` itself, so the next Tab continues inside the page's content.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        fontWeight: 700,
        textDecoration: 'none',
        color: theme.palette.primary.contrastText,
        bgcolor: 'primary.main',
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none', ...focusRing(theme) },
      })}
    >
      Skip to main content
    </Box>
  );
}
