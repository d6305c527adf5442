import Box from '@mui/material/Box';
import { formatScore } from './format';
import { useScoreHex } from './statusColors';

/** A score with its colour dot (85+ green, 70-84 yellow, below red, none grey); the number carries the meaning. */
export function ScoreValue({ score, size = 'body' }: { score: number | null | undefined; size?: 'body' | 'large' }) {
  const color = useScoreHex()(score);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 700, fontVariantNumeric: 'tabular-nums', fontSize: size === 'large' ? '1.9rem' : undefined }}>
      <Box component="span" aria-hidden sx={{ width: size === 'large' ? 12 : 8, height: size === 'large' ? 12 : 8, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
      {formatScore(score)}
    </Box>
  );
}
