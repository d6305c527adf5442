import express, { type NextFunction, type Request, type Response } from 'express';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Serves the built front end at `/` and answers index.html for every non-API page path. */
export function frontendHandlers(distDir: string) {
  const index = path.join(distDir, 'index.html');
  const statics = express.static(distDir, { index: false, maxAge: '1h' });
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The front end is not built yet: run `make build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  return [
    (req: Request, res: Response, next: NextFunction) => (req.path.startsWith('/api/') ? next() : statics(req, res, next)),
    fallback,
  ];
}
