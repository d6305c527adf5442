import type { NextFunction, Request, Response } from 'express';
import { EventEmitter } from 'node:events';
import { requestLogger } from './request-log';

function call(handler: (req: Request, res: Response, next: NextFunction) => void, method: string, url: string) {
  const res = Object.assign(new EventEmitter(), { statusCode: 200 });
  let nextCalls = 0;
  handler({ method, url } as Request, res as unknown as Response, () => nextCalls++);
  return { res, nextCalls: () => nextCalls };
}

describe('requestLogger', () => {
  const lines: Record<string, unknown>[] = [];
  const log = requestLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)), flush: () => undefined });
  afterAll(() => log.close());
  beforeEach(() => (lines.length = 0));

  it('writes one short line a request once it is answered: method, url, status and time, no headers', () => {
    const { res, nextCalls } = call(log.handler, 'GET', '/api/auth/user?x=1');
    expect(nextCalls()).toBe(1);
    expect(lines).toHaveLength(0);
    res.emit('finish');
    res.emit('close');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/auth/user?x=1' }, res: { statusCode: 200 }, msg: 'request completed' });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(Object.keys(lines[0].req as object)).toEqual(['method', 'url']);
  });

  it('says a request errored from status 500 on, and logs a request whose client went away', () => {
    const failed = call(log.handler, 'POST', '/api/kpis');
    failed.res.statusCode = 503;
    failed.res.emit('finish');
    const gone = call(log.handler, 'GET', '/api/functions');
    gone.res.emit('close');
    expect(lines).toMatchObject([
      { req: { method: 'POST', url: '/api/kpis' }, res: { statusCode: 503 }, err: { message: 'failed with status code 503' }, msg: 'request errored' },
      { req: { method: 'GET', url: '/api/functions' }, msg: 'request completed' },
    ]);
  });

  it('writes what it holds when closed', () => {
    let flushed = 0;
    const closing = requestLogger('info', { write: () => undefined, flushSync: () => void flushed++ });
    closing.close();
    expect(flushed).toBe(1);
  });

  it('leaves the health probe out', () => {
    const { res, nextCalls } = call(log.handler, 'GET', '/api/health');
    res.emit('finish');
    expect(nextCalls()).toBe(1);
    expect(lines).toHaveLength(0);
  });
});
