// Full-stack browser run:
//   npm run build && npm run test:browser -w frontend
// Starts the real backend (node backend/dist/main.js) on a free port with a throw-away DATA_DIR,
// waits for GET /api/health, then drives Chromium through sign-up, the e-mailed code, the app
// shell, logout and sign-in. Mails are read from ${DATA_DIR}/outbox (embedded mail mode).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, screenshot } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const mainJs = path.join(repoRoot, 'backend', 'dist', 'main.js');

if (!existsSync(mainJs)) {
  console.error(`Missing ${mainJs}: build the backend first (npm run build).`);
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(baseUrl, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`backend exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('backend did not become healthy in time');
}

/** Finds the newest 6-digit code in the outbox mails addressed to `email`. */
async function readCode(dataDir, email, timeoutMs = 20_000) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = existsSync(outbox) ? (await readdir(outbox)).sort().reverse() : [];
    for (const name of names) {
      const text = await readFile(path.join(outbox, name), 'utf8');
      if (!text.includes(email)) continue;
      const match = text.match(/\b(\d{6})\b/);
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no verification code mailed to ${email}`);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'scorecard-e2e-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const backend = spawn(process.execPath, [mainJs], {
  cwd: repoRoot,
  env: {
    // The newcomer's path: embedded PGlite, in-process jobs, mails to the outbox.
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'].includes(k))),
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: baseUrl,
    WORKERS: 'inline',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: '1000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let backendLog = '';
backend.stdout.on('data', (chunk) => (backendLog += chunk));
backend.stderr.on('data', (chunk) => (backendLog += chunk));

let browser;
const failures = [];
let passed = 0;
const step = async (name, fn) => {
  try {
    await fn();
    passed += 1;
    console.log(`ok   ${name}`);
  } catch (error) {
    failures.push(name);
    console.error(`FAIL ${name}: ${error.message}`);
  }
};

try {
  await waitForHealth(baseUrl, backend);
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'correct horse battery';

  await step('landing page', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'e2e-landing', { fullPage: false });
  });

  await step('sign-up opens the code dialog', async () => {
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByLabel('First name').fill('Edith');
    await page.getByLabel('Last name').fill('Clarke');
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Company name').fill('Clarke Calculators');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created!').waitFor();
    await page.getByLabel('Digit 1 of 6').waitFor();
  });

  await step('a wrong code is refused and the boxes clear', async () => {
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type('000000');
    await page.getByText('Verification Failed').waitFor();
  });

  await step('the mailed code verifies and opens the dashboard', async () => {
    const code = await readCode(dataDir, email);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await page.getByText('Email Verified!').waitFor();
    await page.getByText('Welcome back, Edith').first().waitFor();
    await screenshot(page, 'e2e-dashboard', { fullPage: false });
  });

  await step('logout returns to the landing page', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  });

  await step('sign-in with a wrong password fails, the right one enters', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    await page.getByText('Login failed').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    await page.getByText('Welcome back, Edith!').waitFor();
  });

  await step('unknown path shows Page Not Found', async () => {
    await page.goto('/definitely-not-a-page');
    await page.getByText('Page Not Found').waitFor();
  });

  await context.close();
} catch (error) {
  failures.push(`setup: ${error.message}`);
  console.error(error);
  console.error(backendLog.split('\n').slice(-40).join('\n'));
} finally {
  await browser?.close();
  backend.kill('SIGTERM');
  await new Promise((resolve) => (backend.exitCode !== null ? resolve() : backend.once('exit', resolve)));
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`browser: ${passed} passed, ${failures.length} failed`);
if (failures.length) {
  console.error(`failed: ${failures.join('; ')}`);
  process.exit(1);
}
