// Screenshots of Set and Cascade with the demo organization, light and dark:
//   npm run build && node frontend/e2e/set-cascade-demo.mjs
// Starts the backend with SEED_DEMO=true, signs in as demo@scorecard.local and writes
// frontend/e2e/screenshots/set-cascade-demo-*.png.
import { startBackend } from './backend.mjs';
import { launchBrowser, screenshot } from './harness.mjs';
import { setCascadeDemoScreens } from './flows/set-cascade.mjs';

const backend = await startBackend({ SEED_DEMO: 'true' });
let browser;
let failed = false;
let page;
try {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: backend.baseUrl, viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await setCascadeDemoScreens(page);
  if (errors.length) throw new Error(`uncaught errors: ${errors.join(' | ')}`);
  console.log('ok   set-cascade demo screenshots');
} catch (error) {
  failed = true;
  console.error(`FAIL set-cascade demo screenshots: ${error.message}`);
  if (page) await screenshot(page, 'set-cascade-demo-failed', { fullPage: false }).catch((e) => console.error(e.message));
  if (page) console.error((await page.locator('body').innerText().catch(() => '')).slice(0, 1500));
} finally {
  await browser?.close();
  await backend.stop();
}
process.exit(failed ? 1 : 0);
