import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts PGlite (real Postgres compiled to WASM) behind a local socket so the app reaches it with
 * the same `pg` driver, pool and migrations as a real server. `dir` null keeps it in memory (tests).
 */
export async function startEmbeddedPostgres(dir: string | null): Promise<EmbeddedPostgres> {
  // Both packages are ESM-only; dynamic import keeps this CommonJS backend loading them lazily,
  // so processes with DATABASE_URL never load the WASM build.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const db = dir ? await PGlite.create(dir) : await PGlite.create();
  const port = await freePort();
  // Above the sum of every pool that connects (app pool + session store + migrations).
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 40 });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
