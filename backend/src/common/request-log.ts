import type { NextFunction, Request, Response } from 'express';
import pino from 'pino';

/** On a quiet server a line reaches the log within this time; under load lines leave 4 kB at a time. */
export const LOG_FLUSH_EVERY_MS = 1000;
const LOG_WRITE_BYTES = 4096;

/**
 * One short line a request, as pino-http wrote it (`req` {method, url}, `res` {statusCode},
 * `responseTime`, 'request completed' or, from 500 on, 'request errored' with `err`), without its
 * per-request child logger, request id and listeners' bookkeeping: about a tenth of the lightest
 * call's CPU went to logging (issue 36). No headers or cookies in the log. The destination is
 * asynchronous and writes 4 kB at a time (each write is a round trip through libuv's thread
 * pool), flushed every second, when the HTTP server closes and when the process exits (pino's exit handler).
 */
export function requestLogger(
  level: string,
  destination: pino.DestinationStream & { flush?(): void; flushSync?(): void } = pino.destination({ sync: false, minLength: LOG_WRITE_BYTES }),
): { handler: (req: Request, res: Response, next: NextFunction) => void; close(): void } {
  const logger = pino({ level }, destination);
  const flush = setInterval(() => {
    try {
      destination.flush?.();
    } catch {
      // closing: pino's exit handler writes what is left
    }
  }, LOG_FLUSH_EVERY_MS);
  flush.unref();
  const handler = (req: Request, res: Response, next: NextFunction): void => {
    if (req.url === '/api/health') return next();
    const started = Date.now();
    const request = { method: req.method, url: req.url };
    const done = (): void => {
      res.removeListener('finish', done);
      res.removeListener('close', done);
      const statusCode = res.statusCode;
      const fields = { req: request, res: { statusCode }, responseTime: Date.now() - started };
      if (statusCode >= 500) logger.info({ ...fields, err: { type: 'Error', message: `failed with status code ${statusCode}` } }, 'request errored');
      else logger.info(fields, 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
  return {
    handler,
    // Also on a shutdown by signal (Nest's shutdown hooks end the process with it, without 'exit').
    close() {
      clearInterval(flush);
      try {
        destination.flushSync?.();
      } catch {
        // already closed, or a write in flight: pino's exit handler writes what is left
      }
    },
  };
}
