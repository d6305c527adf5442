// Notifications across two members of one organization, in Chromium: a status change by one shows
// on the other's bell within one poll (the poll is shortened through the page's injectable
// interval), clicking it opens the request; screenshots of the popover and the preferences tab,
// light and dark.
//
// No API adds a user to an existing organization, so this flow runs its own backend on the
// machine's real PostgreSQL in a database of its own: the founder signs up through the API, the
// second member's user row is written with SQL (the backend's own password hash) and the founder
// makes their employee record through POST /api/employees. The rest is the browser.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { startBackend as startBuiltBackend } from '../backend.mjs';
import { apiClient, switchTheme } from '../harness.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'correct horse battery';
const POLL_MS = 1000;

async function sql(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** The built backend on a database of its own on the real PostgreSQL (SQL can reach it). */
async function startBackend() {
  const database = `scorecard_e2e_notifications_${randomBytes(4).toString('hex')}`;
  await sql(ADMIN_URL, `CREATE DATABASE "${database}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const backend = await startBuiltBackend({ DATABASE_URL: url.toString() });
  return {
    baseUrl: backend.baseUrl,
    databaseUrl: url.toString(),
    async stop() {
      await backend.stop();
      await sql(ADMIN_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
    },
  };
}

/**
 * @param {{ browser: import('playwright-core').Browser, step: Function, screenshot: Function, onPage?: Function }} options
 */
export async function notificationsFlow({ browser, step, screenshot, onPage = () => {} }) {
  let backend;
  const contexts = [];
  try {
    const stamp = Date.now();
    const ada = { firstName: 'Ada', lastName: 'Admin', email: `ada-n-${stamp}@example.com` };
    const bo = { firstName: 'Bo', lastName: 'Requester', email: `bo-n-${stamp}@example.com` };
    let adaApi;
    let boApi;
    let request;
    await step('notifications: own backend, two members, a request filed by Bo and owned by Ada', async () => {
      backend = await startBackend();
      adaApi = apiClient(backend.baseUrl);
      await adaApi('POST', '/auth/signup', { ...ada, password: PASSWORD, companyName: 'Bell Labs' });
      const { hashPassword } = await import(pathToFileURL(path.join(repoRoot, 'backend', 'dist', 'modules', 'users', 'password.js')).href);
      const [{ organizationId }] = await sql(backend.databaseUrl, `UPDATE "user" SET "emailVerified" = true WHERE "email" = $1 RETURNING "organizationId"`, [ada.email]);
      const [{ id: boId }] = await sql(
        backend.databaseUrl,
        `INSERT INTO "user" ("email", "passwordHash", "firstName", "lastName", "role", "organizationId", "emailVerified") VALUES ($1, $2, $3, $4, 'user', $5, true) RETURNING "id"`,
        [bo.email, await hashPassword(PASSWORD), bo.firstName, bo.lastName, organizationId],
      );
      await adaApi('POST', '/auth/login', { email: ada.email, password: PASSWORD });
      await adaApi('POST', '/employees', { name: 'Bo Requester', email: bo.email, userId: boId, department: 'Sales' });
      const adaEmployee = (await adaApi('GET', '/employees')).find((e) => e.email === ada.email);
      boApi = apiClient(backend.baseUrl);
      await boApi('POST', '/auth/login', { email: bo.email, password: PASSWORD });
      request = await boApi('POST', '/requests', { title: 'Quarterly churn figures', description: 'For the board pack', ownerId: adaEmployee.id, priority: 'High' });
    });
    if (!request) return;

    const signIn = async (person) => {
      const context = await browser.newContext({ baseURL: backend.baseUrl, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
      contexts.push(context);
      // The product polls every 60 s; the test shortens it rather than waiting.
      await context.addInitScript((ms) => (window.__SCORECARD_NOTIFICATIONS_POLL_MS__ = ms), POLL_MS);
      const page = await context.newPage();
      onPage(page);
      await page.goto('/login');
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).last().click();
      await page.getByText(`Welcome back, ${person.firstName}!`).first().waitFor();
      // The sign-in toast would sit in the screenshots.
      await page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('button', { name: 'Close' }).first().click().catch(() => {});
      return page;
    };
    const bell = (page) => page.getByRole('button', { name: /^Notifications/ }).first();
    const setTheme = async (page, mode) => {
      await switchTheme(page, mode);
      await page.mouse.move(720, 400);
      await page.waitForTimeout(300);
    };

    let page;
    await step("notifications: Ada's status change shows on Bo's bell within one poll", async () => {
      page = await signIn(bo);
      await bell(page).waitFor();
      const before = await bell(page).getAttribute('aria-label');
      if (before !== 'Notifications') throw new Error(`bell reads ${before} before the change`);
      // Counted in polls, not milliseconds (a busy machine stretches any time bound): the first
      // unread-count poll sent after the change is answered has it.
      const polls = [];
      let changed = false;
      const isPoll = (request) => {
        const url = new URL(request.url());
        return request.method() === 'GET' && url.pathname === '/api/notifications' && url.searchParams.get('filter') === '{"isRead":false}';
      };
      const onRequest = (request) => {
        if (changed && isPoll(request)) polls.push(request.response().then((response) => response?.headers()['content-range'] ?? 'no answer'));
      };
      page.on('request', onRequest);
      try {
        await adaApi('PATCH', `/requests/${request.id}/status`, { status: 'In Progress', reason: 'Collecting the data' });
        changed = true;
        await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
      } finally {
        page.off('request', onRequest);
      }
      const answers = await Promise.all(polls);
      if (!answers.length) throw new Error('the bell changed without a poll');
      if (!/\/1$/.test(answers[0])) throw new Error(`the first poll after the change answered ${answers[0]}`);
    });

    await step('notifications: the popover lists it (light and dark); clicking opens the request and marks it read', async () => {
      await bell(page).click();
      const item = page.getByRole('list', { name: 'Latest notifications' }).getByRole('listitem').first();
      await item.getByText('Quarterly churn figures: In Progress').waitFor();
      await item.getByText('High priority').waitFor();
      await item.locator('time').waitFor();
      await page.waitForTimeout(400);
      await screenshot(page, 'e2e-notifications-popover-light', { fullPage: false });
      await page.keyboard.press('Escape');
      await setTheme(page, 'dark');
      await bell(page).click();
      await item.waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, 'e2e-notifications-popover-dark', { fullPage: false });
      await item.getByText('Quarterly churn figures: In Progress').click();
      await page.waitForURL((url) => url.pathname === '/requests' && url.searchParams.get('open') === request.id);
      await page.getByRole('heading', { name: 'Requests', exact: true }).waitFor();
      await page.getByText('Quarterly churn figures').first().waitFor();
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      await setTheme(page, 'light');
    });

    await step('notifications: preferences tab edits, validates and saves (light and dark)', async () => {
      await page.goto('/settings?tab=notifications');
      await page.getByText('Delivery channels').waitFor();
      await setTheme(page, 'light');
      await page.getByRole('switch', { name: /Mentions/ }).waitFor();
      await page.getByRole('combobox', { name: 'Digest frequency' }).click();
      await page.getByRole('option', { name: 'Daily digest' }).click();
      await page.getByLabel('Quiet hours end').fill('24');
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      await page.getByText('Quiet hours end must be a whole number from 0 to 23').waitFor();
      await page.getByLabel('Quiet hours end').fill('7');
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      await page.getByText('Preferences Updated', { exact: true }).first().waitFor();
      const saved = await boApi('GET', '/notification-preferences');
      if (saved.digestFrequency !== 'daily' || saved.quietHoursEnd !== 7) throw new Error(`saved preferences read ${JSON.stringify(saved)}`);
      const close = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('button', { name: 'Close' });
      if (await close.count()) await close.first().click().catch(() => {});
      // Tall enough for the whole tab: a full-page capture would cut the sticky shell.
      await page.setViewportSize({ width: 1440, height: 1300 });
      await page.waitForTimeout(400);
      await screenshot(page, 'e2e-notifications-preferences-light', { fullPage: false });
      await setTheme(page, 'dark');
      await screenshot(page, 'e2e-notifications-preferences-dark', { fullPage: false });
      await setTheme(page, 'light');
      await page.setViewportSize({ width: 1440, height: 900 });
    });
  } finally {
    for (const context of contexts) await context.close().catch(() => {});
    await backend?.stop();
  }
}
