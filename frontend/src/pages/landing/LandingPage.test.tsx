import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithTheme } from '../../test/renderWithTheme';
import { LandingPage } from './LandingPage';
import { TESTIMONIAL_INTERVAL_MS } from './TestimonialsSection';

function renderAt(path: string) {
  return renderWithTheme(
    <MemoryRouter initialEntries={[path]}>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe('LandingPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows every block: nav, hero, trusted-by, stats, features, testimonials, pricing, call to action', () => {
    renderAt('/');
    const nav = screen.getByRole('banner');
    expect(within(nav).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Start Free Trial' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Turn strategy into measurable results');
    expect(screen.getByText(/Trusted by/)).toBeInTheDocument();
    for (const value of ['500+', '45%', '15 min', '99.9%']) expect(screen.getByText(value)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6 + 3);
    expect(screen.getByRole('tablist', { name: 'Choose a testimonial' })).toBeInTheDocument();
    expect(screen.getByText('Ready to put your strategy to work?')).toBeInTheDocument();
  });

  it('prices the three plans and sends their buttons to /api/login with the plan', () => {
    renderAt('/');
    expect(screen.getByText('$0')).toBeInTheDocument();
    expect(screen.getByText('$29')).toBeInTheDocument();
    expect(screen.getByText('per user / month')).toBeInTheDocument();
    expect(screen.getByText('Custom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/api/login?plan=free');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/api/login?plan=professional');
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/api/login?plan=enterprise');
    expect(screen.getByRole('link', { name: /Start Your Free Trial/ })).toHaveAttribute('href', expect.stringMatching(/^\/api\/login/));
    for (const feature of ['Up to 10 users', 'Unlimited users', 'API access', 'On-premise options']) {
      expect(screen.getByText(feature)).toBeInTheDocument();
    }
  });

  it('rotates the testimonials every 5 seconds', () => {
    vi.useFakeTimers();
    renderAt('/');
    const dots = () => screen.getAllByRole('tab');
    expect(dots()).toHaveLength(4);
    expect(dots()[0]).toHaveAttribute('aria-selected', 'true');
    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
    expect(dots()[1]).toHaveAttribute('aria-selected', 'true');
    for (let step = 0; step < 3; step += 1) act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
    expect(dots()[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('stops rotating with the pause button and moves between testimonials with the arrow keys', () => {
    vi.useFakeTimers();
    renderAt('/');
    const dots = () => screen.getAllByRole('tab');
    act(() => screen.getByRole('button', { name: 'Pause testimonials' }).click());
    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 3));
    expect(dots()[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-live', 'polite');
    // One Tab stop for the row; the arrow keys move selection and focus, wrapping at the ends.
    expect(dots().map((dot) => dot.tabIndex)).toEqual([0, -1, -1, -1]);
    act(() => dots()[0].focus());
    fireEvent.keyDown(dots()[0], { key: 'ArrowLeft' });
    expect(dots()[3]).toHaveAttribute('aria-selected', 'true');
    expect(dots()[3]).toHaveFocus();
    fireEvent.keyDown(dots()[3], { key: 'Home' });
    expect(dots()[0]).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Play testimonials' }).click());
    act(() => dots()[0].blur());
    act(() => vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
    expect(dots()[1]).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the sign-in dialog at /login', () => {
    renderAt('/login');
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('opens the sign-up dialog for ?signup=1&plan=…', () => {
    renderAt('/?signup=1&plan=enterprise');
    const dialog = screen.getByRole('dialog', { name: 'Start your free trial' });
    expect(within(dialog).getByText('Enterprise plan')).toBeInTheDocument();
  });
});
