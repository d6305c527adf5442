import { KeptTotal, keptTotal, parseListParams } from './list-query';

/** Which lists a kept total answers (issue 36): exactly the filters it is kept by, else the list counts. */
describe('keptTotal', () => {
  const asked: Record<string, string>[] = [];
  const byYear: KeptTotal = {
    by: ['period'],
    sql: (filter) => {
      asked.push(filter);
      return { sql: 'SELECT 42', params: {} };
    },
  };
  const answer = (query: Record<string, unknown>) => keptTotal(parseListParams(query), byYear);
  beforeEach(() => (asked.length = 0));

  it('answers the unfiltered list and a filter it is kept by, with the value as text', () => {
    expect(answer({})).toEqual({ sql: 'SELECT 42', params: {} });
    expect(answer({ filter: '{"period":"2026"}' })).toEqual({ sql: 'SELECT 42', params: {} });
    expect(answer({ filter: '{"period":2026}' })).toEqual({ sql: 'SELECT 42', params: {} });
    expect(asked).toEqual([{}, { period: '2026' }, { period: '2026' }]);
  });

  it('ignores what the list ignores: an empty value, a blank search, a select left on "all"', () => {
    expect(answer({ filter: '{"period":"","q":"  "}' })).not.toBeNull();
    expect(answer({ filter: '{"period":"all"}' })).not.toBeNull();
    expect(asked).toEqual([{}, {}]);
  });

  it('leaves every other filter to a count: another field, a search, a list, null, a boolean; and a list without a counter', () => {
    for (const filter of ['{"ownerId":"x"}', '{"q":"revenue"}', '{"period":["2025","2026"]}', '{"period":null}', '{"period":true}', '{"period":"2026","kpiId":"x"}']) {
      expect(answer({ filter })).toBeNull();
    }
    expect(keptTotal(parseListParams({}), undefined)).toBeNull();
    expect(asked).toEqual([]);
  });
});
