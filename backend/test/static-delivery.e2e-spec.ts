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

  it("sends the API's JSON of up to 256 kB compressed in one piece with its length, as the middleware negotiates, and larger answers as a compressed stream", async () => {
    const { agent, organizationId } = await signedInMember(t);
    const db = t.app.get(DataSource);
    const addObjectives = (count: number, sentences: number) =>
      db.query(
        `INSERT INTO "objective" ("organizationId", "name", "description", "bscPerspective")
         SELECT $1, 'Objective ' || i, repeat('Grow revenue in every region we serve. ', $3), 'Financial' FROM generate_series(1, $2) i`,
        [organizationId, count, sentences],
      );
    await addObjectives(20, 3);
    const page = (encoding: string, range = [0, 19]) => agent.get('/api/objectives').query({ range: JSON.stringify(range) }).set('Accept-Encoding', encoding).buffer(true).parse(raw as never);
    const plain = await page('identity').expect(200);
    const records = JSON.parse(decoded(plain)) as { name: string }[];
    expect(records).toHaveLength(20);
    expect(Number(plain.headers['content-length'])).toBe((plain.body as Buffer).length);
    for (const [accept, expected] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['deflate', 'deflate'], ['identity', undefined]] as const) {
      const res = await page(accept).expect(200);
      // One piece: a length, no chunks; the page's header and the records as the plain answer has them.
      expect({ accept, encoding: res.headers['content-encoding'], chunked: res.headers['transfer-encoding'] }).toEqual({ accept, encoding: expected, chunked: undefined });
      expect(Number(res.headers['content-length'])).toBeLessThan(expected ? (plain.body as Buffer).length / 3 : Infinity);
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-range']).toBe(plain.headers['content-range']);
      expect(JSON.parse(decoded(res))).toEqual(records);
    }
    // A JSON list written by PostgreSQL (the functions) below 1 kB: as it is, with its length.
    const functions = await agent.get('/api/functions').set('Accept-Encoding', 'gzip, deflate, br').buffer(true).parse(raw as never).expect(200);
    expect({ encoding: functions.headers['content-encoding'], length: Number(functions.headers['content-length']) }).toEqual({ encoding: undefined, length: (functions.body as Buffer).length });
    expect((JSON.parse(decoded(functions)) as { name: string }[]).map((f) => f.name)).toEqual(['CEO Office']);
    // Above 256 kB: streamed through the compression middleware (chunks, no length), the same records.
    await addObjectives(40, 300);
    const big = await page('gzip, deflate, br', [0, 99]).expect(200);
    expect({ encoding: big.headers['content-encoding'], chunked: big.headers['transfer-encoding'], length: big.headers['content-length'] }).toEqual({ encoding: 'br', chunked: 'chunked', length: undefined });
    expect(JSON.parse(decoded(big))).toHaveLength(60);
    expect(Buffer.byteLength(decoded(big))).toBeGreaterThan(256 * 1024);
  });

  it('keeps API answers out of caches: no-store, and no ETag to revalidate with', async () => {
    for (const url of ['/api/docs-json', '/api/health']) {
      const res = await get(url, 'gzip').expect(200);
      expect({ url, cache: res.headers['cache-control'], etag: res.headers.etag }).toEqual({ url, cache: 'no-store', etag: undefined });
    }
  });
});
