import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test/renderWithTheme';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first Tab stop and moves the focus into main, so the next Tab is in the content', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <SkipLink />
        <nav>
          <a href="/one">One</a>
          <a href="/two">Two</a>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <button type="button">First in content</button>
        </main>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First in content' })).toHaveFocus();
  });
});
