import { percentile, ResponseTimeWindow } from './response-times';

describe('percentile', () => {
  it('answers the nearest-rank value, and null without samples', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });
});

describe('ResponseTimeWindow', () => {
  it('keeps only the samples of the window', () => {
    const window = new ResponseTimeWindow(60_000);
    const t0 = 1_000_000;
    window.record(900, t0);
    for (let i = 1; i <= 10; i++) window.record(i * 10, t0 + 30_000);
    expect(window.percentiles(t0 + 30_000)).toMatchObject({ count: 11, p99: 900 });
    expect(window.percentiles(t0 + 70_000)).toEqual({ windowSeconds: 60, count: 10, p50: 50, p95: 100, p99: 100 });
    expect(window.percentiles(t0 + 100_000)).toEqual({ windowSeconds: 60, count: 0, p50: null, p95: null, p99: null });
  });
});
