// Screenshots of Corporate BSC, KPI Results and KPI Overview with the demo organization
// (SEED_DEMO=true), light and dark, in the current period — to look at, not to assert numbers:
//   npm run build && node frontend/e2e/scorecard-demo-screens.mjs
// Starts its own backend on a free port with a throw-away DATA_DIR (embedded PGlite), signs in as
// demo@scorecard.local and writes frontend/e2e/screenshots/demo-*.png.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, screenshot } from './harness.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'scorecard-demo-'));
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'].includes(k)));
const backend = spawn(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'main.js')], {
  cwd: repoRoot,
  env: { ...env, PORT: String(port), DATA_DIR: dataDir, APP_URL: baseUrl, WORKERS: 'inline', SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let browser;
try {
  // the demo seed runs at start; health answers once it is in
  for (let i = 0; ; i++) {
    if (i > 180) throw new Error('backend did not become healthy');
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: { email: 'demo@scorecard.local', password: 'demo-password' } });
  if (!login.ok()) throw new Error(`demo sign-in answered ${login.status()}`);
  for (const mode of ['light', 'dark']) {
    await page.goto('/');
    await page.evaluate((wanted) => localStorage.setItem('theme', wanted), mode);
    await page.goto('/corporate-bsc');
    await page.locator('[data-testid="kpi-line"]').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    console.log(await screenshot(page, `demo-corporate-bsc-${mode}`));
    await page.goto('/kpi-results');
    await page.locator('[data-testid="result-row"]').first().waitFor({ timeout: 30_000 });
    console.log(await screenshot(page, `demo-kpi-results-${mode}`));
    await page.goto('/kpi-overview');
    await page.locator('[data-testid="overview-row"]').first().waitFor({ timeout: 30_000 });
    console.log(await screenshot(page, `demo-kpi-overview-${mode}`));
  }
} finally {
  await browser?.close();
  backend.kill('SIGTERM');
  await new Promise((resolve) => backend.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
