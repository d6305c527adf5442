// Starts the built backend (node backend/dist/main.js) on a free port with a throw-away DATA_DIR
// (embedded PGlite, in-process jobs, mails to the outbox) and waits for GET /api/health.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const mainJs = path.join(repoRoot, 'backend', 'dist', 'main.js');

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`backend exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('backend did not become healthy in time');
}

/** Answers { baseUrl, dataDir, log(), stop() }; `env` adds to or overrides the defaults. */
export async function startBackend(env = {}, { timeoutMs = 180_000 } = {}) {
  if (!existsSync(mainJs)) throw new Error(`Missing ${mainJs}: build the backend first (npm run build).`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scorecard-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [mainJs], {
    cwd: repoRoot,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'].includes(k))),
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      WORKERS: 'inline',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: '1000',
      // Webhooks may call receivers on localhost (DESIGN decision 26).
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, timeoutMs);
  } catch (error) {
    console.error(output.split('\n').slice(-40).join('\n'));
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, log: () => output, stop };
}
