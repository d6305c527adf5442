import type { NextFunction, Request, Response } from 'express';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses browsers' cross-site writes. SameSite=Lax already keeps the cookie off cross-site POSTs
 * from forms; this also covers same-site sibling origins and older browsers.
 */
export function sameOriginWrites(appUrl: string) {
  const allowed = new URL(appUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE.has(req.method)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const host = req.get('host');
    const sameHost = origin !== undefined && host !== undefined && safeHost(origin) === host;
    const refused = (origin !== undefined && origin !== allowed && !sameHost) || fetchSite === 'cross-site';
    if (!refused) return next();
    res.status(403).json({ statusCode: 403, message: 'Cross-site requests are not allowed' });
  };
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
