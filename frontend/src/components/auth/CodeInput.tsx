import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';

export const CODE_LENGTH = 6;

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

const DigitBox = styled('input')(({ theme }) => ({
  width: '3rem',
  height: '3.5rem',
  [theme.breakpoints.down('sm')]: { width: '2.6rem', height: '3.1rem' },
  textAlign: 'center',
  fontSize: '1.5rem',
  fontWeight: 700,
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  caretColor: theme.palette.primary.main,
  background: theme.palette.mode === 'dark' ? alpha('#fff', 0.04) : theme.palette.background.paper,
  border: `1.5px solid ${theme.palette.divider}`,
  borderRadius: 12,
  outline: 'none',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  '&:hover:not(:disabled)': { borderColor: theme.palette.text.secondary },
  '&:focus': {
    borderColor: theme.palette.primary.main,
    boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.25)}`,
  },
  '&[data-filled="true"]': { borderColor: alpha(theme.palette.primary.main, 0.6) },
  '&:disabled': { opacity: 0.6 },
}));

export interface CodeInputProps {
  /** One entry per box, '' when empty. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Called once the sixth digit is in place. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Six single-digit boxes: focus moves on after a digit, backspace goes back, arrow keys move,
 * pasting keeps only the digits, and the code is handed over as soon as all six are present.
 */
export function CodeInput({ digits, onChange, onComplete, disabled = false, autoFocus = false }: CodeInputProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);

  const focusBox = (index: number) => {
    const target = refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    if (target) {
      target.focus();
      target.select();
    }
  };

  const commit = (next: string[], focusIndex: number) => {
    onChange(next);
    focusBox(focusIndex);
    if (next.every((digit) => digit !== '')) onComplete?.(next.join(''));
  };

  /** Writes digits from position `start` onwards. */
  const fill = (start: number, incoming: string) => {
    const next = [...digits];
    let position = start;
    for (const char of incoming) {
      if (position >= CODE_LENGTH) break;
      next[position] = char;
      position += 1;
    }
    commit(next, Math.min(position, CODE_LENGTH - 1));
  };

  const handleChange = (index: number, value: string) => {
    const onlyDigits = value.replace(/\D/g, '');
    if (!onlyDigits) {
      if (value === '') {
        const next = [...digits];
        next[index] = '';
        onChange(next);
      }
      return; // a non-digit was typed: ignore it
    }
    if (onlyDigits.length === 1) {
      const next = [...digits];
      next[index] = onlyDigits;
      commit(next, index + 1);
      return;
    }
    // Typing over a filled box gives two characters: keep the new one.
    if (onlyDigits.length === 2 && digits[index] && onlyDigits.includes(digits[index])) {
      const typed = onlyDigits[0] === digits[index] ? onlyDigits[1] : onlyDigits[0];
      const next = [...digits];
      next[index] = typed;
      commit(next, index + 1);
      return;
    }
    // Several digits at once (autofill, IME): treat as a paste.
    fill(onlyDigits.length >= CODE_LENGTH ? 0 : index, onlyDigits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        const next = [...digits];
        if (digits[index]) {
          next[index] = '';
          onChange(next);
        } else if (index > 0) {
          next[index - 1] = '';
          onChange(next);
          focusBox(index - 1);
        }
        break;
      }
      case 'Delete': {
        event.preventDefault();
        const next = [...digits];
        next[index] = '';
        onChange(next);
        break;
      }
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(CODE_LENGTH - 1);
        break;
      default:
        break;
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    fill(pasted.length >= CODE_LENGTH ? 0 : index, pasted.slice(0, CODE_LENGTH));
  };

  return (
    <Box
      role="group"
      aria-label="Verification code"
      sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 0.75, sm: 1.25 } }}
    >
      {digits.map((digit, index) => (
        <DigitBox
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          value={digit}
          data-filled={digit !== ''}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
        />
      ))}
    </Box>
  );
}
