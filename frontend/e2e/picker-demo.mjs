// Screenshots of a search picker open over more matches than it lists (the 'Type to search' hint),
// light and dark, on the demo organization:
//   npm run build && node frontend/e2e/picker-demo.mjs
// Starts the backend with SEED_DEMO=true, signs in as demo@scorecard.local, opens New Request's
// 'Linked KPI' and writes frontend/e2e/screenshots/picker-demo-{light,dark}.png.
import { startBackend } from './backend.mjs';
import { checkA11y, launchBrowser, screenshot, switchTheme } from './harness.mjs';

const backend = await startBackend({ SEED_DEMO: 'true' });
let browser;
let failed = false;
let page;
try {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: backend.baseUrl, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo@scorecard.local');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await page.getByText('Login successful!').waitFor();
  for (const mode of ['light', 'dark']) {
    await page.goto('/requests');
    await switchTheme(page, mode);
    await page.getByRole('button', { name: 'New Request' }).first().click();
    const picker = page.getByRole('dialog').getByRole('combobox', { name: 'Linked KPI' });
    await picker.click();
    await page.getByText(/^Showing 25 of [\d,]+\. Type to search\.$/).waitFor();
    await checkA11y(page, `Linked KPI picker open (${mode})`);
    await screenshot(page, `picker-demo-${mode}`, { fullPage: false });
    await picker.fill('revenue');
    await page.getByRole('option', { name: /Revenue/ }).first().waitFor();
    await screenshot(page, `picker-demo-search-${mode}`, { fullPage: false });
  }
  console.log('ok   picker demo screenshots');
} catch (error) {
  failed = true;
  console.error(`FAIL picker demo screenshots: ${error.message}`);
  if (page) await screenshot(page, 'picker-demo-failed', { fullPage: false }).catch((e) => console.error(e.message));
} finally {
  await browser?.close();
  await backend.stop();
}
process.exit(failed ? 1 : 0);
