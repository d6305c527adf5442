import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { HTMLAttributes, ReactNode } from 'react';
import type { PaletteColor } from '@scorecard/contracts';
import { pillColors } from '../theme/palette';
import { VisuallyHidden } from './VisuallyHidden';

export interface TintedPillProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color' | 'children'> {
  /** The palette colour: its shade is the text, an opaque tint of it the background (pillColors). */
  tone: PaletteColor;
  /** The words: a pill never says anything by its colour alone. */
  label: ReactNode;
  /** A dot of the colour before the words (KPI statuses, perspectives). */
  dot?: boolean;
  /** Said by screen readers before the words, e.g. 'Status: '. */
  srPrefix?: string;
}

/**
 * The one tinted pill of the product: perspectives, KPI statuses, objective statuses, request
 * statuses, priorities and types. The tones come from the shared palette (libs/contracts), 4.5:1
 * as text on their tint in both modes (TintedPill.test.tsx).
 */
export function TintedPill({ tone, label, dot = false, srPrefix, ...rest }: TintedPillProps) {
  const colors = pillColors(tone, useTheme().palette.mode);
  return (
    <Box
      component="span"
      data-tone={tone}
      {...rest}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.1,
        py: 0.3,
        borderRadius: 999,
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        color: colors.text,
        bgcolor: colors.background,
        border: `1px solid ${colors.border}`,
      }}
    >
      {dot && <Box component="span" aria-hidden sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: colors.text, flexShrink: 0 }} />}
      {srPrefix && <VisuallyHidden>{srPrefix}</VisuallyHidden>}
      {label}
    </Box>
  );
}
