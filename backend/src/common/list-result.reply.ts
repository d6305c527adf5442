import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { JsonListResult, ListResult } from './list-query';
import { sendSmallJson } from './small-answer';

/**
 * Answers a ListResult as a plain array with react-admin's Content-Range header. Done where Nest
 * hands a route's value to Express rather than in a global interceptor: an interceptor puts every
 * call of the API through an RxJS pipeline (about a tenth of the lightest call's CPU, issue 36).
 */
export class ApiExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    const value = body instanceof ListResult ? listBody(response, body) : body;
    if (statusCode === undefined || statusCode < 400) {
      // A JSON answer of a few kB goes out in one write, compressed in one call (small-answer.ts).
      // Only a JSON list's bytes are taken as JSON as they are; any other value as res.json would send it.
      const json = body instanceof JsonListResult ? (value as Buffer) : plainJson(response, value);
      if (json !== null) {
        if (statusCode !== undefined) response.status(statusCode);
        if (sendSmallJson(response.req as Request, response, json)) return;
        // Larger: through the compression middleware's stream, serialized once.
        if (typeof json === 'string') return response.type('application/json; charset=utf-8').send(json);
      }
    }
    return super.reply(response, body instanceof JsonListResult ? new StreamableFile(value as Buffer, { type: 'application/json; charset=utf-8' }) : value, statusCode);
  }
}

/** The JSON text Express's res.json would send for `value`, or null for what it does not send that way (a stream, a text, an error). */
function plainJson(response: Response, value: unknown): string | null {
  if (value === null || typeof value !== 'object' || value instanceof StreamableFile || value instanceof Error) return null;
  const type = response.getHeader('Content-Type');
  if (type !== undefined && !/^application\/json\b/i.test(String(type))) return null;
  return JSON.stringify(value);
}

/** The list's body (its rows, or a JSON list's bytes) after setting its Content-Range. */
function listBody(response: Response, value: ListResult<unknown>): unknown {
  const start = value.range?.start ?? 0;
  const end = value.rows.length === 0 ? start : start + value.rows.length - 1;
  response.setHeader('Content-Range', `${value.resource} ${start}-${end}/${value.total}`);
  // The records' texts go out as they are: already JSON.
  if (value instanceof JsonListResult) return jsonArray(value.rows);
  return value.rows;
}

/**
 * `[a,b,…]` as UTF-8 bytes, each record's text written once into one buffer. Joining the texts into
 * one string for Express to encode copied the list twice more and encoded a string of thousands of
 * parts, ~2x the CPU (25 MB of KPI assignments with their submissions, issue 36).
 */
function jsonArray(rows: readonly string[]): Buffer {
  let length = 2 + Math.max(rows.length - 1, 0);
  for (const row of rows) length += Buffer.byteLength(row);
  const out = Buffer.allocUnsafe(length);
  let at = out.write('[', 0);
  for (let i = 0; i < rows.length; i++) {
    if (i > 0) at += out.write(',', at);
    at += out.write(rows[i], at);
  }
  out.write(']', at);
  return out;
}
