import { QueryFailedError } from 'typeorm';
import { ROW_BUSY, toErrorBody } from './error-body';
import { SERVICE_UNAVAILABLE } from './service-unavailable';

const failed = (code: string) => new QueryFailedError('SELECT 1', [], Object.assign(new Error('failed'), { code }));

describe('toErrorBody for database errors', () => {
  it('answers 409 "try again" when a row stayed held past the lock timeout or two writes deadlocked', () => {
    expect(toErrorBody(failed('55P03'))).toEqual({ statusCode: 409, message: ROW_BUSY });
    expect(toErrorBody(failed('40P01'))).toEqual({ statusCode: 409, message: ROW_BUSY });
  });

  it('keeps 503 for a statement the outage cut and 409 for a duplicate', () => {
    expect(toErrorBody(failed('57014'))).toEqual({ statusCode: 503, message: SERVICE_UNAVAILABLE });
    expect(toErrorBody(failed('23505'))).toEqual({ statusCode: 409, message: 'This conflicts with existing data' });
  });

  it('hides anything else behind a 500', () => {
    expect(toErrorBody(failed('XX000'))).toEqual({ statusCode: 500, message: 'Internal server error' });
  });
});
