import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { oneLayer } from './one-layer';

function run(layer: RequestHandler): Promise<{ seen: string[]; err: unknown }> {
  const seen: string[] = [];
  return new Promise((resolve) => layer({ seen } as unknown as Request, {} as Response, ((err?: unknown) => resolve({ seen, err })) as NextFunction));
}

const mark = (name: string, err?: unknown): RequestHandler => (req, _res, next) => {
  (req as unknown as { seen: string[] }).seen.push(name);
  next(err);
};

describe('oneLayer', () => {
  it('runs the handlers in order, then goes on', async () => {
    expect(await run(oneLayer(mark('a'), mark('b'), mark('c')))).toEqual({ seen: ['a', 'b', 'c'], err: undefined });
  });

  it("skips the rest on an error, goes on after 'route' and leaves with 'router'", async () => {
    const failure = new Error('refused');
    expect(await run(oneLayer(mark('a', failure), mark('b')))).toEqual({ seen: ['a'], err: failure });
    expect(await run(oneLayer(mark('a', 'route'), mark('b')))).toEqual({ seen: ['a', 'b'], err: undefined });
    expect(await run(oneLayer(mark('a', 'router'), mark('b')))).toEqual({ seen: ['a'], err: 'router' });
  });

  it('hands a throw or a rejected promise to next(err), as Express does for a layer', async () => {
    const thrown = new Error('thrown');
    const throwing: RequestHandler = () => {
      throw thrown;
    };
    expect(await run(oneLayer(mark('a'), throwing, mark('b')))).toEqual({ seen: ['a'], err: thrown });
    const rejected = new Error('rejected');
    const rejecting = (async () => {
      throw rejected;
    }) as unknown as RequestHandler;
    expect(await run(oneLayer(rejecting, mark('b')))).toEqual({ seen: [], err: rejected });
  });
});
