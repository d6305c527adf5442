import { describe, expect, it } from 'vitest';
import { BRIEFING_BOOK_STATES, isFinalBriefingBookState } from './briefing-books.js';

describe('briefing book states', () => {
  it('are final once ready or failed, so the Reports screen stops refreshing then and only then', () => {
    expect(BRIEFING_BOOK_STATES.filter(isFinalBriefingBookState)).toEqual(['ready', 'failed']);
  });
});
