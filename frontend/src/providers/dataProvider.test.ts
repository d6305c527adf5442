import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/renderWithTheme';
import { DELETE_MANY_CONCURRENCY, PartialDeleteError, dataProvider, wholeList } from './dataProvider';

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

describe('dataProvider.getList', () => {
  const rows = Array.from({ length: 2500 }, (_, index) => ({ id: `f${index}` }));

  it('asks a whole list without a range, so the server answers every row (not a page of 1,000)', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(200, rows));
    vi.stubGlobal('fetch', fetch);
    const { data, total } = await dataProvider.getList('functions', wholeList({ field: 'name', order: 'ASC' }, { level: 'division' }));
    expect(data).toHaveLength(2500);
    expect(total).toBe(2500);
    const url = new URL(fetch.mock.calls[0][0], 'http://localhost');
    expect(url.pathname).toBe('/api/functions');
    expect(url.searchParams.get('range')).toBeNull();
    expect(url.searchParams.get('sort')).toBe('["name","ASC"]');
    expect(url.searchParams.get('filter')).toBe('{"level":"division"}');
  });

  it('asks any other list for its page, with the range', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(rows.slice(0, 25)), { status: 200, headers: { 'content-type': 'application/json', 'content-range': 'functions 0-24/2500' } }));
    vi.stubGlobal('fetch', fetch);
    const { total } = await dataProvider.getList('functions', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'sales' } });
    expect(total).toBe(2500);
    expect(new URL(String((fetch.mock.calls[0] as unknown[])[0]), 'http://localhost').searchParams.get('range')).toBe('[0,24]');
  });
});
