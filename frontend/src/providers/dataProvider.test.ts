import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/renderWithTheme';
import { DELETE_MANY_CONCURRENCY, PartialDeleteError, dataProvider } from './dataProvider';

afterEach(() => vi.unstubAllGlobals());

describe('dataProvider.deleteMany', () => {
  it('sends one DELETE per id, a few at a time, and answers the deleted ids', async () => {
    let running = 0;
    let most = 0;
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      running -= 1;
      return jsonResponse(200, {});
    });
    vi.stubGlobal('fetch', fetch);
    const ids = Array.from({ length: 10 }, (_, index) => `id-${index}`);
    const { data } = await dataProvider.deleteMany('themes', { ids });
    expect([...(data ?? [])].sort()).toEqual([...ids].sort());
    const urls = fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`);
    expect(urls.sort()).toEqual(ids.map((id) => `DELETE /api/themes/${id}`).sort());
    expect(most).toBeLessThanOrEqual(DELETE_MANY_CONCURRENCY);
  });

  it('names what went and what did not when some deletes fail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.endsWith('/b') ? jsonResponse(500, { statusCode: 500, message: 'Server error' }) : jsonResponse(200, {}))),
    );
    const failure = await dataProvider.deleteMany('objectives', { ids: ['a', 'b', 'c'] }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartialDeleteError);
    expect([...(failure as PartialDeleteError).deleted].sort()).toEqual(['a', 'c']);
    expect((failure as PartialDeleteError).failed).toEqual(['b']);
  });
});
