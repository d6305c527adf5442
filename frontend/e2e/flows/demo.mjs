// The demo organization (backend started with SEED_DEMO=true): axe-core on its busiest screens —
// the dashboard, Corporate BSC, KPI Results, KPI Overview and Set and Cascade — in light and dark,
// with a screenshot of each (frontend/e2e/screenshots/demo-*.png). Its own backend and browser
// context: the main run's organization is a fresh one, the demo's has every status, perspective
// and 'No Data' line filled in.
import { startBackend } from '../backend.mjs';
import { checkA11y } from '../harness.mjs';

/** Each demo screen: its path and what shows once its data has arrived. */
export const DEMO_SCREENS = [
  { name: 'dashboard', path: '/', ready: (page) => page.getByText(/Welcome back/).first() },
  { name: 'corporate-bsc', path: '/corporate-bsc', ready: (page) => page.locator('[data-testid="kpi-line"]').first() },
  { name: 'kpi-results', path: '/kpi-results', ready: (page) => page.locator('[data-testid="result-row"]').first() },
  { name: 'kpi-overview', path: '/kpi-overview', ready: (page) => page.locator('[data-testid="overview-row"]').first() },
  { name: 'set-cascade', path: '/set-cascade', ready: (page) => page.locator('[data-weight-state]').first() },
];

export async function demoOrganizationFlow({ browser, step, screenshot, onPage }) {
  let backend;
  try {
    backend = await startBackend({ SEED_DEMO: 'true' });
  } catch (error) {
    await step('demo organization: the backend starts with SEED_DEMO=true', async () => {
      throw error;
    });
    return;
  }
  const context = await browser.newContext({ baseURL: backend.baseUrl, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  onPage?.(page);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await step('demo organization: signs in', async () => {
      const login = await page.request.post('/api/auth/login', { data: { email: 'demo@scorecard.local', password: 'demo-password' } });
      if (!login.ok()) throw new Error(`demo sign-in answered ${login.status()}`);
    });
    for (const mode of ['light', 'dark']) {
      await step(`demo organization: axe finds nothing on the dashboard, Corporate BSC, KPI Results, KPI Overview and Set and Cascade (${mode})`, async () => {
        await page.goto('/');
        await page.evaluate((wanted) => localStorage.setItem('theme', wanted), mode);
        for (const screen of DEMO_SCREENS) {
          await page.goto(screen.path);
          await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, mode);
          await screen.ready(page).waitFor({ timeout: 30_000 });
          await page.waitForTimeout(300);
          await screenshot(page, `demo-${screen.name}-${mode}`);
          await checkA11y(page, `demo organization: ${screen.name}`);
        }
      });
    }
    await step('demo organization: no uncaught errors', async () => {
      if (errors.length) throw new Error(errors.join(' | '));
    });
  } finally {
    await context.close();
    await backend.stop();
  }
}
