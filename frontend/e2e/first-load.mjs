// What a signed-in user's first visit to the dashboard downloads, measured in Chromium with an empty
// cache: script bytes as they travel (compressed) and as they unpack, and the load time.
//   npm run build && node frontend/e2e/first-load.mjs
import { startBackend } from './backend.mjs';
import { launchBrowser } from './harness.mjs';

/** The dashboard's first load must stay under this many compressed script bytes (issue 18). */
export const SCRIPT_BUDGET_BYTES = 350 * 1024;

const DEMO = { email: 'demo@scorecard.local', password: 'demo-password' };

/** Signs in (the demo user by default) in a fresh context, so nothing is cached, and loads /dashboard: answers the measured sizes. */
export async function measureFirstLoad(browser, baseUrl, { email, password } = DEMO) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const login = await page.request.post('/api/auth/login', { data: { email, password } });
    if (!login.ok()) throw new Error(`sign-in answered ${login.status()}`);
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const response = await request.response();
      const sizes = await request.sizes();
      scripts.push({ url: new URL(request.url()).pathname, encoded: sizes.responseBodySize, encoding: response?.headers()['content-encoding'] ?? 'none', cache: response?.headers()['cache-control'] });
    });
    const started = Date.now();
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const loadMs = Date.now() - started;
    const decoded = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js')).reduce((sum, e) => sum + e.decodedBodySize, 0),
    );
    return { scripts, compressed: scripts.reduce((sum, s) => sum + s.encoded, 0), decoded, loadMs };
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const backend = await startBackend({ SEED_DEMO: 'true' });
  const browser = await launchBrowser();
  try {
    const result = await measureFirstLoad(browser, backend.baseUrl);
    for (const s of result.scripts) console.log(`${(s.encoded / 1024).toFixed(1).padStart(7)} kB  ${s.encoding.padEnd(4)}  ${s.url}  (${s.cache})`);
    console.log(`dashboard first load: ${result.scripts.length} scripts, ${(result.compressed / 1024).toFixed(0)} kB compressed (${(result.decoded / 1024).toFixed(0)} kB unpacked), ${result.loadMs} ms; budget ${SCRIPT_BUDGET_BYTES / 1024} kB`);
  } finally {
    await browser.close();
    await backend.stop();
  }
}
