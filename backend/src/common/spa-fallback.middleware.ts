import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import * as fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import * as path from 'node:path';

/** Vite names built assets by their content: such a file never changes under its name. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built front end at `/` and answers index.html for every non-API page path. The build
 * leaves a brotli (.br) and a gzip (.gz) copy beside each text file (frontend/scripts/precompress.mjs);
 * the one the browser accepts is sent as is, so nothing is compressed per request. Hashed assets are
 * cached for a year; everything else, index.html first, is revalidated on every load.
 */
export function frontendHandlers(distDir: string) {
  const index = path.join(distDir, 'index.html');
  const statics = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res: ServerResponse, filePath: string) => void res.setHeader('Cache-Control', HASHED_ASSET.test(filePath) ? IMMUTABLE : 'no-cache'),
    },
  });
  const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/');
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req)) return next();
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The front end is not built yet: run `make build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  return [(req: Request, res: Response, next: NextFunction) => (isApi(req) ? next() : statics(req, res, next)), fallback];
}
