import Typography from '@mui/material/Typography';

/** A record's description, or 'No description' when it has none. */
export function DescriptionText({ text, maxWidth }: { text?: string | null; maxWidth?: number }) {
  return text?.trim() ? (
    <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth }}>
      {text}
    </Typography>
  ) : (
    <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      No description
    </Typography>
  );
}
