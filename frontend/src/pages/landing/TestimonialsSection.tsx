import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, keyframes, useTheme } from '@mui/material/styles';
import FormatQuote from '@mui/icons-material/FormatQuote';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import type { PaletteColor } from '@scorecard/contracts';
import { usePaletteColors } from '../../theme/palette';
import { SectionHeading } from './SectionHeading';

export const TESTIMONIAL_INTERVAL_MS = 5000;

/** Sample marketing content. */
const TESTIMONIALS: { quote: string; name: string; role: string; company: string; color: PaletteColor }[] = [
  {
    quote:
      'We replaced a maze of spreadsheets with one scorecard. Our quarterly business reviews went from two days of preparation to a single meeting with live numbers.',
    name: 'Sarah Mitchell',
    role: 'Chief Strategy Officer',
    company: 'Northwind Group',
    color: 'indigo',
  },
  {
    quote:
      'Cascading goals to forty departments used to take a whole quarter. With Scorecard every team saw how its KPIs tie back to the corporate objectives within a week.',
    name: 'David Okafor',
    role: 'Head of Performance Management',
    company: 'Meridian Health',
    color: 'sky',
  },
  {
    quote:
      'The request workflow is a quiet hero: data collection that once meant chasing people by e-mail now happens on time, with a full history of every change.',
    name: 'Elena Rossi',
    role: 'Finance Director',
    company: 'Stark Logistics',
    color: 'green',
  },
  {
    quote:
      'Setup really took minutes. The template library gave us objectives and KPIs for all four perspectives, and we tailored the terminology to how we talk.',
    name: 'James Chen',
    role: 'COO',
    company: 'Acme Energy',
    color: 'amber',
  },
];

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: translateY(0); }
`;

const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export function TestimonialsSection() {
  const theme = useTheme();
  const colors = usePaletteColors();
  const [index, setIndex] = useState(0);
  // WCAG 2.2.2: the rotation stops with the pause button, and while the pointer or focus is inside.
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const dotsRef = useRef<HTMLDivElement>(null);
  const rotating = !paused && !held;

  // Rotates every 5 seconds; picking a dot restarts the count.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % TESTIMONIALS.length), TESTIMONIAL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, rotating]);

  /** Arrow keys, Home and End move between the dots (one Tab stop for the whole row). */
  const onDotKey = (event: KeyboardEvent) => {
    const last = TESTIMONIALS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + TESTIMONIALS.length) % TESTIMONIALS.length;
    setIndex(target);
    dotsRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };

  const item = TESTIMONIALS[index];

  return (
    <Box
      component="section"
      id="testimonials"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      sx={{ py: { xs: 9, md: 12 }, scrollMarginTop: 72 }}
    >
      <Container maxWidth="md">
        <SectionHeading eyebrow="Customers" title="Loved by teams that run on strategy" />
        <Paper
          elevation={0}
          aria-roledescription="carousel"
          aria-label="Customer testimonials"
          sx={{
            position: 'relative',
            p: { xs: 3.5, md: 6 },
            borderRadius: 5,
            border: `1px solid ${theme.palette.divider}`,
            textAlign: 'center',
            minHeight: { md: 330 },
            overflow: 'hidden',
          }}
        >
          <FormatQuote sx={{ position: 'absolute', top: 12, left: 18, fontSize: 88, color: alpha(theme.palette.primary.main, 0.12) }} />
          <Box key={index} id="testimonial-slide" role="tabpanel" aria-label={`Testimonial ${index + 1} of ${TESTIMONIALS.length}`} aria-live={rotating ? 'off' : 'polite'} sx={{ animation: `${fadeIn} 450ms ease`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}>
            <Rating value={5} readOnly size="small" sx={{ mb: 2.5 }} />
            <Typography
              component="blockquote"
              sx={{ m: 0, fontSize: { xs: '1.1rem', md: '1.35rem' }, lineHeight: 1.6, fontWeight: 500, color: 'text.primary' }}
            >
              “{item.quote}”
            </Typography>
            <Stack direction="row" spacing={1.75} sx={{ mt: 4, justifyContent: 'center', alignItems: 'center' }}>
              <Avatar sx={{ bgcolor: colors.shade(item.color), color: colors.onShade, fontWeight: 700 }}>{initialsOf(item.name)}</Avatar>
              <Box sx={{ textAlign: 'left' }}>
                <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {item.role}, {item.company}
                </Typography>
              </Box>
            </Stack>
          </Box>
        </Paper>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', mt: 3 }}>
          <IconButton size="small" onClick={() => setPaused(!paused)} aria-label={paused ? 'Play testimonials' : 'Pause testimonials'}>
            {paused ? <PlayArrowRounded fontSize="small" /> : <PauseRounded fontSize="small" />}
          </IconButton>
          <Stack ref={dotsRef} direction="row" spacing={1} role="tablist" aria-label="Choose a testimonial" onKeyDown={onDotKey}>
            {TESTIMONIALS.map((testimonial, dot) => (
              <Box
                key={testimonial.name}
                component="button"
                type="button"
                role="tab"
                aria-selected={dot === index}
                aria-controls="testimonial-slide"
                tabIndex={dot === index ? 0 : -1}
                aria-label={`Show testimonial ${dot + 1}`}
                onClick={() => setIndex(dot)}
                sx={{
                  width: dot === index ? 28 : 10,
                  height: 10,
                  p: 0,
                  border: 0,
                  borderRadius: 5,
                  cursor: 'pointer',
                  // Inactive dots keep 3:1 against the page (WCAG 1.4.11).
                  bgcolor: dot === index ? 'primary.main' : 'text.secondary',
                  transition: 'width 250ms ease, background-color 250ms ease',
                }}
              />
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
