import { HttpException, HttpStatus } from '@nestjs/common';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from './service-unavailable';

/** The one error shape of the API (DESIGN section 3) is libs/contracts' ApiErrorBody, shared with the front end. */
import type { ApiErrorBody as ErrorBody } from '@scorecard/contracts';

export const NESTED_TOO_DEEPLY = 'Request body is nested too deeply';
/** A row the call must change stayed held by another write past the lock timeout (DATABASE_TIMEOUTS.lockMs): nothing changed. */
export const ROW_BUSY = 'Someone else is saving this record right now. Please try again in a moment';

const REASONS: Record<number, string> = {
  400: 'Invalid request data',
  401: 'Please sign in to continue',
  403: 'You do not have permission to perform this action',
  404: 'The requested resource was not found',
  409: 'This conflicts with existing data',
  413: 'The request body is too large',
  422: 'Validation error',
  429: 'Too many requests. Please try again later',
  503: SERVICE_UNAVAILABLE,
};

function fromMessages(statusCode: number, messages: string[]): ErrorBody {
  const clean = messages.filter((m) => typeof m === 'string' && m.trim() !== '');
  if (clean.length === 0) return { statusCode, message: REASONS[statusCode] ?? 'Request failed' };
  return clean.length === 1 ? { statusCode, message: clean[0] } : { statusCode, message: clean[0], errors: clean };
}

/**
 * Turns anything thrown into the API's error body. Only what we understand keeps its status;
 * everything else is a 500 whose details stay in the log, never in the answer.
 */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return fromMessages(statusCode, [response]);
    const r = response as { message?: unknown; errors?: unknown };
    if (Array.isArray(r.errors)) return fromMessages(statusCode, r.errors as string[]);
    if (Array.isArray(r.message)) return fromMessages(statusCode, r.message as string[]);
    return fromMessages(statusCode, typeof r.message === 'string' ? [r.message] : []);
  }
  if (exception instanceof EntityNotFoundError) return fromMessages(404, []);
  // Before the query codes: a statement cut short by the outage is not the caller's fault.
  if (isDatabaseUnavailable(exception)) return fromMessages(503, []);
  if (exception instanceof QueryFailedError) {
    const code = (exception.driverError as { code?: string } | undefined)?.code;
    // Malformed input that reached the database (a bad uuid or number text) is the caller's error.
    if (code === '22P02' || code === '22003' || code === '22007' || code === '22008') return fromMessages(400, []);
    if (code === '23505') return fromMessages(409, []);
    // lock_not_available (many writers on one row) and deadlock_detected (two writes taking the same
    // rows in different orders, e.g. a rename beside a result): the transaction rolled back, a retry passes.
    if (code === '55P03' || code === '40P01') return fromMessages(409, [ROW_BUSY]);
    if (code === '23503') return fromMessages(422, ['A referenced record does not exist']);
  }
  // body-parser's errors carry their own status and a type tag.
  const e = exception as { status?: number; type?: string } | null;
  if (e && typeof e.type === 'string' && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    if (e.type === 'entity.parse.failed') return fromMessages(400, ['The request body is not valid JSON']);
    if (e.type === 'entity.too.deep') return fromMessages(400, [NESTED_TOO_DEEPLY]);
    return fromMessages(e.status, []);
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
}
