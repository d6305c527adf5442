// An in-memory PGlite behind a socket, in its own process: PGlite loads its WASM with dynamic
// imports that Jest's module sandbox refuses, so the embedded-database test runs keep it outside.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import net from 'node:net';

const port = await new Promise((resolve, reject) => {
  const s = net.createServer();
  s.once('error', reject);
  s.listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => resolve(p));
  });
});
const db = await PGlite.create();
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 40 });
await server.start();
process.stdout.write(`PGLITE_PORT=${port}\n`);
const stop = async () => {
  await server.stop();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Ends with the test process that started it.
process.stdin.on('end', stop);
process.stdin.resume();
