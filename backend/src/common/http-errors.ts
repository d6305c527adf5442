import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { toErrorBody } from './error-body';
import { RETRY_AFTER_SECONDS } from './service-unavailable';

/** Writes the API's error body for anything thrown; a 503 also says when to try again. */
export function sendError(res: Response, exception: unknown): ReturnType<typeof toErrorBody> {
  const body = toErrorBody(exception);
  if (res.headersSent) return body;
  if (body.statusCode === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(body.statusCode).json(body);
  return body;
}

/**
 * Express middleware registered before Nest's routes (body parsing, the session store, passport)
 * reports failures to `next(err)`, which Nest's exception filter never sees. Wrapped, their
 * failures get the same body and status as a route's: a session read during a database outage is
 * a 503, not Express's HTML 500.
 */
export function answeringErrors(middleware: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    middleware(req, res, (err?: unknown) => {
      if (err === undefined || err === null || err === 'route' || err === 'router') return next(err as undefined);
      sendError(res, err);
    });
}
