// Screenshots of the front end alone, with the API mocked in the browser:
//   npm run build -w frontend && node frontend/e2e/screens.mjs
// Writes frontend/e2e/screenshots/*.png. The full-stack run against the real backend is run.mjs.
import { a11ySummary, checkA11y, launchBrowser, screenshot } from './harness.mjs';
import { startStaticServer } from './static-server.mjs';

const json = (route, status, body, headers = {}) =>
  route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) });

const VERIFIED_USER = {
  id: '5b0c6c57-3f4e-4d5a-9d59-0a9d1c2e3f40',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'super_admin',
  organizationId: '0f6f8a3e-2b7c-4a43-b7f5-5a4f3c2d1e00',
  emailVerified: true,
};

const minutesAgo = (minutes) => new Date(Date.now() - minutes * 60_000).toISOString();
const SAMPLE_ACTIVITIES = [
  ['created', 'objective', 'Grow recurring revenue', 'Library', 4, {}],
  ['actual_result_update', 'actual_result', 'Net revenue retention', 'Actual Result Update', 38, { period: 'q2', oldValue: 96, newValue: 104 }],
  ['assigned', 'objective_assignment', 'Delight every customer', 'Assignments', 180, { functionName: 'Sales Division' }],
  ['updated', 'kpi', 'Churned accounts', 'Library', 60 * 26, { changes: { unit: {}, isCumulative: {} } }],
].map(([action, entityType, entityName, category, minutes, details], index) => ({
  id: `activity-${index}`,
  action,
  entityType,
  entityId: `entity-${index}`,
  entityName,
  performedBy: VERIFIED_USER.id,
  performedByName: 'Ada Lovelace',
  category,
  details,
  metadata: {},
  createdAt: minutesAgo(minutes),
}));

/** Installs an in-browser mock of the API; `state.user` decides who is signed in. */
async function mockApi(page, state) {
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const method = route.request().method();
    const key = `${method} ${url.pathname}`;
    switch (key) {
      case 'GET /api/auth/user':
        return state.user ? json(route, 200, state.user) : json(route, 401, { statusCode: 401, message: 'Please sign in to continue' });
      case 'POST /api/auth/signup':
        state.user = { ...VERIFIED_USER, role: 'admin', email: 'grace@example.com', firstName: 'Grace', emailVerified: false };
        return json(route, 201, { user: state.user, message: 'Account created' });
      case 'POST /api/auth/login': {
        const body = JSON.parse(route.request().postData() || '{}');
        if (body.password !== 'correct horse') return json(route, 401, { statusCode: 401, message: 'Invalid email or password' });
        state.user = VERIFIED_USER;
        return json(route, 200, { user: state.user });
      }
      case 'POST /api/auth/logout':
        state.user = null;
        return json(route, 200, { message: 'Logged out' });
      case 'POST /api/auth/verify-otp':
        return json(route, 400, { statusCode: 400, message: 'Invalid or expired OTP code. Please try again.' });
      case 'GET /api/auth/verification-status':
        return json(route, 200, { email: state.user?.email ?? '', emailVerified: state.user?.emailVerified ?? false });
      case 'GET /api/auth/verify-email':
        return url.searchParams.get('token') === 'good'
          ? json(route, 200, { message: 'Email verified successfully!' })
          : json(route, 400, { statusCode: 400, message: 'This verification link is invalid or has expired.' });
      case 'GET /api/requests':
        return json(route, 200, [{ id: 1 }, { id: 2 }, { id: 3 }]);
      case 'GET /api/dashboard/summary':
        return json(route, 200, {
          objectives: 12,
          kpis: 31,
          pendingRequests: 3,
          activeUsers: 8,
          pendingStatuses: ['New', 'In Progress'],
          recentActivities: SAMPLE_ACTIVITIES.slice(0, 3),
          systemHealth: { status: 'Healthy', requestQueue: 'Manageable' },
        });
      case 'GET /api/activities':
        return json(route, 200, SAMPLE_ACTIVITIES);
      case 'GET /api/activities/summary':
        return json(route, 200, { libraryActions: 2, assignments: 1, dataUpdates: 1, total: 4 });
      case 'GET /api/organization-settings':
        return json(route, 200, { organizationId: VERIFIED_USER.organizationId, perspectiveFinancialName: 'Financial' });
      default:
        return json(route, 404, { statusCode: 404, message: 'The requested resource was not found' });
    }
  });
}

async function newPage(browser, baseUrl, { colorScheme = 'light', user = null, width = 1440, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme, baseURL: baseUrl, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const state = { user };
  await mockApi(page, state);
  return { page, context, state, errors };
}

const server = await startStaticServer();
const browser = await launchBrowser();
const problems = [];
/** axe-core's WCAG 2.1 AA check of the current view; violations join the run's problems. */
const a11y = (page, label) => checkA11y(page, label).catch((error) => problems.push(error.message));
try {
  // Landing, light and dark (system preference, nothing stored).
  for (const colorScheme of ['light', 'dark']) {
    const { page, context, errors } = await newPage(browser, server.url, { colorScheme });
    const scripts = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(600);
    // The landing page must not download the react-admin application.
    if (scripts.some((name) => name.includes('AdminApp'))) problems.push(`landing loaded ${scripts.join(', ')}`);
    if (colorScheme === 'light') console.log('landing scripts:', scripts.join(', '));
    await screenshot(page, `landing-${colorScheme}`);
    await screenshot(page, `landing-${colorScheme}-top`, { fullPage: false });
    await a11y(page, 'landing');
    problems.push(...errors.map((e) => `landing-${colorScheme}: ${e}`));
    await context.close();
  }

  // Sign-up dialog, its validation, then the code dialog after a successful sign-up.
  {
    const { page, context, errors } = await newPage(browser, server.url);
    await page.goto('/?signup=1&plan=professional');
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'signup-dialog', { fullPage: false });
    await a11y(page, 'sign-up dialog');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Company name must be at least 2 characters').waitFor();
    await screenshot(page, 'signup-dialog-errors', { fullPage: false });
    await a11y(page, 'sign-up dialog with errors');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Work email').fill('grace@example.com');
    await page.getByLabel('Password', { exact: true }).fill('compilers!');
    await page.getByLabel('Company name').fill('Navy Labs');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Verify your email', { exact: true }).first().waitFor();
    await page.waitForTimeout(600);
    await screenshot(page, 'code-dialog', { fullPage: false });
    await a11y(page, 'verification code dialog');
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type('12345');
    await screenshot(page, 'code-dialog-partial', { fullPage: false });
    await page.keyboard.type('6');
    await page.getByText('Verification Failed').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'code-dialog-failed', { fullPage: false });
    await a11y(page, 'verification code dialog, failed');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await screenshot(page, 'landing-unverified', { fullPage: false });
    await a11y(page, 'landing, unverified banner');
    problems.push(...errors.map((e) => `signup: ${e}`));
    await context.close();
  }

  // Sign-in dialog at /login, dark.
  {
    const { page, context, errors } = await newPage(browser, server.url, { colorScheme: 'dark' });
    await page.goto('/login');
    await page.getByRole('dialog').waitFor();
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    await page.getByText('Password is required').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'signin-dialog-dark', { fullPage: false });
    await a11y(page, 'sign-in dialog with errors');
    problems.push(...errors.map((e) => `signin: ${e}`));
    await context.close();
  }

  // Verify-email page: success and error.
  for (const [name, query] of [['verify-email-success', '?token=good'], ['verify-email-error', '?token=bad'], ['verify-email-missing', '']]) {
    const { page, context, errors } = await newPage(browser, server.url);
    await page.goto(`/verify-email${query}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, name, { fullPage: false });
    await a11y(page, name);
    problems.push(...errors.map((e) => `${name}: ${e}`));
    await context.close();
  }

  // The app shell for a verified super admin: dashboard light and dark, a placeholder, 404.
  for (const colorScheme of ['light', 'dark']) {
    const { page, context, errors } = await newPage(browser, server.url, { colorScheme, user: VERIFIED_USER });
    await page.goto('/');
    await page.getByText('Welcome back, Ada').waitFor();
    await page.waitForTimeout(800);
    await screenshot(page, `dashboard-${colorScheme}`, { fullPage: false });
    await a11y(page, 'dashboard');
    if (colorScheme === 'light') {
      await page.getByRole('link', { name: /Requests/ }).first().click();
      await page.getByText('Manage KPI-related requests and approvals').waitFor();
      await screenshot(page, 'requests-page', { fullPage: false });
      await a11y(page, 'requests');
      await page.goto('/no-such-page');
      await page.getByText('Page Not Found').waitFor();
      await screenshot(page, 'not-found', { fullPage: false });
      await a11y(page, 'page not found');
      await page.getByRole('button', { name: 'Notifications' }).click();
      await page.getByText('No notifications yet').waitFor();
      await page.waitForTimeout(500);
      await screenshot(page, 'notifications-popover', { fullPage: false });
      await a11y(page, 'notifications popover');
    }
    problems.push(...errors.map((e) => `shell-${colorScheme}: ${e}`));
    await context.close();
  }

  // Flow: wrong password, sign in, reach the dashboard, toggle theme, log out back to the landing page.
  {
    const { page, context, errors } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    await page.getByText('Login failed').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('correct horse');
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    await page.getByText('Welcome back, Ada', { exact: true }).waitFor();
    if (new URL(page.url()).pathname !== '/') throw new Error(`after sign-in the path is ${page.url()}`);
    await page.getByText('Welcome back, Ada!').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'flow-signed-in', { fullPage: false });
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    const stored = await page.evaluate(() => localStorage.getItem('theme'));
    if (stored !== 'dark') throw new Error(`theme stored as ${stored}`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'flow-logged-out', { fullPage: false });
    problems.push(...errors.map((e) => `flow: ${e}`));
    await context.close();
  }

  // Mobile landing.
  {
    const { page, context, errors } = await newPage(browser, server.url, { width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'landing-mobile');
    await screenshot(page, 'landing-mobile-top', { fullPage: false });
    await a11y(page, 'landing on a phone');
    problems.push(...errors.map((e) => `mobile: ${e}`));
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(a11ySummary());

// 401 from /api/auth/user and 404s from unmocked calls are expected console noise.
const real = problems.filter((p) => !/status of 40[014]/.test(p));
if (real.length) {
  console.error('Browser errors:\n' + real.join('\n'));
  process.exitCode = 1;
} else {
  console.log('Screenshots written to frontend/e2e/screenshots');
}
