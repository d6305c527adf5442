import type { Request, Response } from 'express';
import Negotiator from 'negotiator';
import * as zlib from 'node:zlib';

/**
 * JSON answers up to this size are compressed in one synchronous call and written in one go, with
 * their length. Through the compression middleware, a 20 kB page went to libuv's thread pool and
 * back (a handful of futex calls between threads) and out as a chunked body, its last chunk in a
 * second write (counted with strace under the bench's load): the bell's API CPU a request went from
 * 1.37 to 0.93 ms in back-to-back runs (issue 36). Larger answers keep the middleware's
 * stream, so a list of megabytes never holds the event loop while it compresses.
 */
const SMALL_ANSWER_BYTES = 256 * 1024;
/**
 * The compression of every `/api` answer, the middleware's (bootstrap.ts) and this file's: answers
 * under 1 kB as they are, above it the fastest levels (issue 18).
 */
export const API_COMPRESSION = { threshold: 1024, level: 1, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } };
// The middleware's negotiation (compression 1.8): brotli first, then gzip, deflate last.
const SUPPORTED = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];

/**
 * Writes `body` (JSON text or bytes) as the answer, compressed as the compression middleware would
 * (same encodings, levels, threshold and Vary) but synchronously and with a Content-Length. Answers
 * false, having written nothing, for a body too large for that: the caller sends it the usual way.
 */
export function sendSmallJson(req: Request, res: Response, body: string | Buffer): boolean {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  if (bytes.length > SMALL_ANSWER_BYTES) return false;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.vary('Accept-Encoding');
  const method = bytes.length < API_COMPRESSION.threshold || req.method === 'HEAD' || /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('Cache-Control') ?? '')) ? 'identity' : encodingFor(req);
  const { brotli, level } = API_COMPRESSION;
  const out = method === 'br' ? zlib.brotliCompressSync(bytes, brotli) : method === 'gzip' ? zlib.gzipSync(bytes, { level }) : method === 'deflate' ? zlib.deflateSync(bytes, { level }) : bytes;
  if (method !== 'identity') res.setHeader('Content-Encoding', method);
  res.setHeader('Content-Length', out.length);
  res.end(req.method === 'HEAD' ? undefined : out);
  return true;
}

function encodingFor(req: Request): string {
  if (!req.headers['accept-encoding']) return 'identity';
  return new Negotiator(req).encoding(SUPPORTED, { preferred: PREFERRED }) ?? 'identity';
}
