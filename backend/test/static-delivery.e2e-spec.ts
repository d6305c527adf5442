import { mkdtemp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { signedInMember } from './support/factories';
import { countingDatabaseWork } from './support/query-counter';
import { startTestApp, TestApp } from './support/test-app';

/** Bytes of an answer, undecoded (supertest would decompress or parse them). */
const raw = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/**
 * How the built front end and the API's JSON travel: precompressed copies chosen by the browser's
 * Accept-Encoding, a year of caching for content-hashed assets, none for index.html, gzip for JSON
 * above 1 kB, and no database work for a page or an asset.
 */
describe('static delivery and compression', () => {
  let t: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('scorecard '.repeat(400))});\n`;

  beforeAll(async () => {
    // A build as frontend's `npm run build` leaves it: hashed assets with .br and .gz beside them.
    dist = await mkdtemp(path.join(os.tmpdir(), 'scorecard-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Scorecard</title><div id="root"></div>');
    const asset = path.join(dist, 'assets', 'index-Bx7dK2pQ.js');
    await writeFile(asset, script);
    await writeFile(`${asset}.br`, zlib.brotliCompressSync(script));
    await writeFile(`${asset}.gz`, zlib.gzipSync(script));
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp({ role: 'api', frontendDist: dist });
  });
  afterAll(async () => {
    await t?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) => {
    const req = t.http.get(url).buffer(true).parse(raw as never);
    return encoding === undefined ? req : req.set('Accept-Encoding', encoding);
  };
  // superagent undoes the Content-Encoding itself; the headers tell what travelled.
  const decoded = (res: Response) => (res.body as Buffer).toString('utf8');

  it('sends the brotli or gzip copy the browser accepts, cached for a year under its hashed name', async () => {
    const sizes = { br: zlib.brotliCompressSync(script).length, gzip: zlib.gzipSync(script).length, none: Buffer.byteLength(script) };
    for (const [accept, expected] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const res = await get('/assets/index-Bx7dK2pQ.js', accept).expect(200);
      expect({ accept, encoding: res.headers['content-encoding'] }).toEqual({ accept, encoding: expected });
      // the stored copy, byte for byte: nothing was compressed for this request
      expect(Number(res.headers['content-length'])).toBe(sizes[expected ?? 'none']);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(decoded(res)).toBe(script);
    }
  });

  it('revalidates index.html and unhashed files on every load', async () => {
    for (const url of ['/', '/corporate-bsc?year=2026', '/library']) {
      const res = await get(url, 'br').expect(200);
      expect({ url, cache: res.headers['cache-control'], page: decoded(res).includes('<div id="root">') }).toEqual({ url, cache: 'no-cache', page: true });
    }
    expect((await get('/favicon.svg').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it('answers a deep page link with the page, API paths with JSON 404, and says so when the front end is not built', async () => {
    expect(decoded(await get('/library/some/deep/link').expect(200))).toContain('<div id="root">');
    expect((await t.http.get('/api/no-such-thing').expect(404)).body.statusCode).toBe(404);
    const index = path.join(dist, 'index.html');
    await rename(index, `${index}.away`);
    try {
      const res = await get('/library').expect(503);
      expect(decoded(res)).toBe('The front end is not built yet: run `make build`.');
    } finally {
      await rename(`${index}.away`, index);
    }
    await get('/library').expect(200);
  });

  it('reads nothing from the database for a page or an asset, even with a session cookie', async () => {
    const { agent, user } = await signedInMember(t);
    const dataSource = t.app.get(DataSource);
    // Counted at the pg Pool, so the session store's own reads (which bypass TypeORM) count too.
    const statics = await countingDatabaseWork(dataSource, async () => {
      await agent.get('/').expect(200);
      await agent.get('/library').expect(200);
      await agent.get('/assets/index-Bx7dK2pQ.js').set('Accept-Encoding', 'br').expect(200);
    });
    expect({ statements: statics.statements, connections: statics.connections }).toEqual({ statements: [], connections: 0 });
    // The counter sees the session store: the same cookie on an API call reads the session.
    const api = await countingDatabaseWork(dataSource, () => agent.get('/api/auth/user').expect(200));
    expect(api.result.body.id).toBe(user.id);
    expect(api.statements.some((sql) => /FROM "session"/.test(sql))).toBe(true);
  });

  it('compresses JSON answers above 1 kB, and leaves small ones alone', async () => {
    const big = await get('/api/docs-json', 'gzip').expect(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(big)).info.title).toBe('Scorecard API');
    const small = await get('/api/health', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decoded(small))).toHaveProperty('status');
  });

  it('keeps API answers out of caches: no-store, and no ETag to revalidate with', async () => {
    for (const url of ['/api/docs-json', '/api/health']) {
      const res = await get(url, 'gzip').expect(200);
      expect({ url, cache: res.headers['cache-control'], etag: res.headers.etag }).toEqual({ url, cache: 'no-store', etag: undefined });
    }
  });
});
