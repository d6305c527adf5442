import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeInput, emptyCode } from './CodeInput';

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [digits, setDigits] = useState<string[]>(emptyCode);
  return <CodeInput digits={digits} onChange={setDigits} onComplete={onComplete} />;
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () => boxes().map((box) => box.value);

describe('CodeInput', () => {
  it('shows six single-digit boxes', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 6 of 6')).toBeInTheDocument();
  });

  it('moves focus to the next box after each digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard('4');
    expect(values()[0]).toBe('4');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('2');
    expect(values().slice(0, 2)).toEqual(['4', '2']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('ignores letters and other non-digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard('a');
    await user.keyboard('-');
    expect(values()[0]).toBe('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('goes back with backspace: clears the current digit, then the previous one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(values()).toEqual(['1', '2', '', '', '', '']);

    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(values()).toEqual(['1', '', '', '', '', '']);
  });

  it('clears a filled box in place with backspace', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard('12');
    await user.click(boxes()[1]);
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
  });

  it('moves between boxes with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2]);
    await user.keyboard('{ArrowRight}');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
    await user.click(boxes()[5]);
    await user.keyboard('{ArrowRight}');
    expect(boxes()[5]).toHaveFocus();
  });

  it('keeps only the digits of a paste and submits when six are present', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(boxes()[0]);
    await user.paste('12-34 a56');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('fills from the focused box when a shorter code is pasted', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(boxes()[2]);
    await user.paste('x7y8');
    expect(values()).toEqual(['', '', '7', '8', '', '']);
    expect(boxes()[4]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('ignores a paste without digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.paste('abc');
    expect(values()).toEqual(['', '', '', '', '', '']);
  });

  it('auto-submits once the sixth digit is typed, not before', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(boxes()[0]);
    await user.keyboard('98765');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('4');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('987654');
  });
});
