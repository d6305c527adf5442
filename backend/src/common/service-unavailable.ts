/** DESIGN decision 16: what every call answers while PostgreSQL is unreachable. */
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again in a moment';
/** Seconds a client should wait before trying again (the `Retry-After` header of a 503). */
export const RETRY_AFTER_SECONDS = 5;

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// SQLSTATE classes 08 (connection exception), 53 (insufficient resources), 57P0x (server shutting
// down or starting) and 57014 (a statement_timeout cut a query that the outage left waiting).
const PG_CODES = /^(08|53|57P0|57014$)/;
// pg and pg-pool report lost or impossible connections as plain Errors, told apart only by text.
const PG_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error and is not queryable|Connection terminated due to connection timeout/i;

/** True when an error (or what it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let hops = 0; current && typeof current === 'object' && hops < 5; hops++) {
    const e = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || PG_CODES.test(e.code))) return true;
    if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
    // An AggregateError (a refused connection to both ::1 and 127.0.0.1) lists its causes.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = e.driverError ?? e.cause;
  }
  return false;
}
