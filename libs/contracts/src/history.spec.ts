import { describe, expect, it } from 'vitest';
import { HISTORY_MESSAGES, parseAsOf } from './index.js';

describe('parseAsOf', () => {
  it('reads ISO instants with a zone', () => {
    expect(parseAsOf('2026-03-31T23:59:59Z')?.toISOString()).toBe('2026-03-31T23:59:59.000Z');
    expect(parseAsOf('2026-03-31T23:59:59.123Z')?.toISOString()).toBe('2026-03-31T23:59:59.123Z');
    expect(parseAsOf('2026-04-01T01:00+02:00')?.toISOString()).toBe('2026-03-31T23:00:00.000Z');
    expect(parseAsOf(' 2026-04-01T00:00:00z ')?.toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('refuses anything else', () => {
    for (const bad of [undefined, null, 5, '', 'yesterday', '2026-03-31', '2026-03-31T10:00', '2026-02-31T10:00:00Z', '2026-13-01T00:00:00Z', '2026-00-10T00:00:00Z', '2026-01-00T00:00:00Z', '2026-01-01T25:00:00Z']) {
      expect(parseAsOf(bad), String(bad)).toBeNull();
    }
  });

  it('names the reason rule as DESIGN decision 22 words it', () => {
    expect(HISTORY_MESSAGES.reasonRequired).toBe('A reason is required to change the target of a period that has started');
  });
});
