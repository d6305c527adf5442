// What a signed-in user's first visit to the dashboard downloads, measured in Chromium with an empty
// cache: script bytes as they travel (compressed) and as they unpack, and the load time.
//   npm run build && node frontend/e2e/first-load.mjs
import { startBackend } from './backend.mjs';
import { launchBrowser } from './harness.mjs';

/** The dashboard's first load must stay under this many compressed script bytes (issue 18). */
export const SCRIPT_BUDGET_BYTES = 350 * 1024;

const DEMO = { email: 'demo@scorecard.local', password: 'demo-password' };

/** Signs in (the demo user by default) in a fresh context, so nothing is cached, and loads the dashboard (at '/'): answers the measured sizes. */
export async function measureFirstLoad(browser, baseUrl, { email, password } = DEMO) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const login = await page.request.post('/api/auth/login', { data: { email, password } });
    if (!login.ok()) throw new Error(`sign-in answered ${login.status()}`);
    // Each script's sizes are read asynchronously: all of them are awaited before anything is summed.
    const recorded = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      recorded.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          return { url: new URL(request.url()).pathname, encoded: sizes.responseBodySize, encoding: response?.headers()['content-encoding'] ?? 'none', cache: response?.headers()['cache-control'] };
        })(),
      );
    });
    const started = Date.now();
    // The dashboard is react-admin's at '/': '/dashboard' is the Not Found page, which has a heading
    // too, so waiting for any heading measured that page.
    await page.goto('/');
    // The dashboard itself, not any page with a heading (Not Found and the error screen have one).
    await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
    await page.waitForLoadState('networkidle');
    const loadMs = Date.now() - started;
    if (new URL(page.url()).pathname !== '/') throw new Error(`the first load ended on ${page.url()}, not the dashboard`);
    const scripts = await Promise.all(recorded);
    // A budget measured on nothing would pass: no script recorded means the measurement failed.
    if (!scripts.length) throw new Error('no script was recorded for the dashboard\'s first load');
    if (!scripts.some((s) => /^\/assets\/index-[^/]+\.js$/.test(s.url))) throw new Error(`the entry script was not recorded: ${scripts.map((s) => s.url).join(', ')}`);
    if (scripts.some((s) => !(s.encoded > 0))) throw new Error(`a script with no recorded size: ${scripts.filter((s) => !(s.encoded > 0)).map((s) => s.url).join(', ')}`);
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
