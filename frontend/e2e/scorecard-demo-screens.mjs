// Screenshots of Corporate BSC, KPI Results and KPI Overview with the demo organization
// (SEED_DEMO=true), light and dark, in the current period — to look at, not to assert numbers:
//   npm run build && node frontend/e2e/scorecard-demo-screens.mjs
// Starts its own backend (e2e/backend.mjs) with a throw-away DATA_DIR (embedded PGlite), signs in as
// demo@scorecard.local and writes frontend/e2e/screenshots/demo-*.png.
import { startBackend } from './backend.mjs';
import { launchBrowser, screenshot } from './harness.mjs';

const backend = await startBackend({ SEED_DEMO: 'true' });
const baseUrl = backend.baseUrl;

let browser;
try {
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
  await backend.stop();
}
