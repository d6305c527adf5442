import express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { answeringErrors } from './http-errors';

/** DESIGN decision 17. */
export const MAX_BODY_BYTES = '1mb';
export const MAX_BODY_DEPTH = 20;

/** Depth of a parsed body (a scalar is 0, `{}` is 1), walked without recursion and given up past `limit`. */
export function depthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(node as object)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** Refuses a body nested too deeply before any pipe walks it (validation recurses per level). */
function refuseDeepBodies(req: Request, _res: Response, next: NextFunction): void {
  if (req.body !== undefined && depthExceeds(req.body, MAX_BODY_DEPTH)) {
    return next(Object.assign(new Error('Request body is nested too deeply'), { status: 400, type: 'entity.too.deep' }));
  }
  next();
}

/** The one place bodies are read, for every route: size and depth limits, errors in the API's shape. */
export function bodyParsers(): RequestHandler[] {
  return [
    answeringErrors(express.json({ limit: MAX_BODY_BYTES })),
    answeringErrors(express.urlencoded({ extended: false, limit: MAX_BODY_BYTES })),
    answeringErrors(refuseDeepBodies),
  ];
}
