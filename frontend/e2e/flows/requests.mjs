// Requests with two (three) members of one organization, in Chromium.
//
// No API adds a user to an existing organization (sign-up always founds a new one, and the admin
// user calls are not built yet), so this flow runs its own backend on the machine's real
// PostgreSQL, in a database of its own: the founder signs up through the API, the two other
// members' user rows are written with SQL (the backend's own password hash) and their employee
// records are made by the admin through POST /api/employees. Everything after that is the browser.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { startBackend } from '../backend.mjs';
import { apiClient, checkA11y, switchTheme } from '../harness.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'correct horse battery';
const LINK_YEAR = String(new Date().getFullYear());

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The backend of this flow: the shared start-up, on a database of its own on the real PostgreSQL. */
async function startRequestsBackend() {
  const database = `scorecard_e2e_requests_${randomBytes(4).toString('hex')}`;
  await withClient(ADMIN_URL, (c) => c.query(`CREATE DATABASE "${database}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const dropDatabase = () => withClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)).catch(() => {});
  const server = await startBackend({ DATABASE_URL: databaseUrl }).catch(async (error) => {
    await dropDatabase();
    throw error;
  });
  return {
    baseUrl: server.baseUrl,
    databaseUrl,
    async stop() {
      await server.stop();
      await dropDatabase();
    },
  };
}

/** The founder (admin, by sign-up) and two plain members of the same organization. */
async function makeMembers(backend) {
  const stamp = Date.now();
  const people = {
    ada: { firstName: 'Ada', lastName: 'Admin', email: `ada-${stamp}@example.com` },
    bo: { firstName: 'Bo', lastName: 'Owner', email: `bo-${stamp}@example.com` },
    cy: { firstName: 'Cy', lastName: 'Colleague', email: `cy-${stamp}@example.com` },
  };
  const ada = apiClient(backend.baseUrl);
  await ada('POST', '/auth/signup', { ...people.ada, password: PASSWORD, companyName: 'Lovelace Analytics' });
  const { hashPassword } = await import(pathToFileURL(path.join(repoRoot, 'backend', 'dist', 'modules', 'users', 'password.js')).href);
  const hash = await hashPassword(PASSWORD);
  const ids = await withClient(backend.databaseUrl, async (c) => {
    // The e-mailed code is covered by the main run; here the founder is simply verified.
    const { rows } = await c.query(`UPDATE "user" SET "emailVerified" = true WHERE "email" = $1 RETURNING "organizationId"`, [people.ada.email]);
    const organizationId = rows[0].organizationId;
    const out = {};
    for (const key of ['bo', 'cy']) {
      const p = people[key];
      const inserted = await c.query(
        `INSERT INTO "user" ("email", "passwordHash", "firstName", "lastName", "role", "organizationId", "emailVerified")
         VALUES ($1, $2, $3, $4, 'user', $5, true) RETURNING "id"`,
        [p.email, hash, p.firstName, p.lastName, organizationId],
      );
      out[key] = inserted.rows[0].id;
    }
    return out;
  });
  await ada('POST', '/auth/login', { email: people.ada.email, password: PASSWORD });
  await ada('POST', '/employees', { name: 'Bo Owner', email: people.bo.email, userId: ids.bo, department: 'Sales' });
  await ada('POST', '/employees', { name: 'Cy Colleague', email: people.cy.email, userId: ids.cy, department: 'IT' });
  // A KPI assignment a Data Collection request can link to (the link picker searches the server).
  const [ceo] = await ada('GET', `/functions?filter=${encodeURIComponent(JSON.stringify({ level: 'ceo' }))}`);
  const objective = await ada('POST', '/objectives', { name: 'Keep customers', bscPerspective: 'Customer' });
  const churn = await ada('POST', '/kpis', { name: 'Churn rate', unit: '%' });
  const objectiveAssignment = await ada('POST', '/objective-assignments', { objectiveId: objective.id, organizationFunctionId: ceo.id, period: LINK_YEAR, weight: 100 });
  await ada('POST', '/kpi-assignments', { kpiId: churn.id, objectiveAssignmentId: objectiveAssignment.id, linkedObjectiveId: objective.id, weight: 100, period: LINK_YEAR });
  return people;
}

/**
 * @param {{ browser: import('playwright-core').Browser, step: Function, screenshot: Function, onPage?: Function }} options
 */
export async function requestsFlow({ browser, step, screenshot, onPage = () => {} }) {
  let backend;
  const contexts = [];
  try {
    let people;
    await step('requests: own backend with three members of one organization', async () => {
      backend = await startRequestsBackend();
      people = await makeMembers(backend);
    });
    if (!people) return;

    const pageErrors = [];
    const signIn = async (person) => {
      const context = await browser.newContext({ baseURL: backend.baseUrl, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      onPage(page);
      await page.goto('/login');
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).last().click();
      await page.getByText(`Welcome back, ${person.firstName}!`).waitFor();
      await page.getByRole('link', { name: /^Requests/ }).first().click();
      await page.getByRole('heading', { name: 'Requests', exact: true }).waitFor();
      return page;
    };
    const toast = (page, text) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true }).first();
    const dismissToasts = async (page) => {
      const close = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('button', { name: 'Close' });
      if (await close.count()) await close.first().click().catch(() => {});
      await page.waitForTimeout(300);
    };
    const pick = async (page, scope, label, option) => {
      await scope.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    const card = (page, title) => page.getByRole('article', { name: title });
    const badge = (page) => page.getByRole('link', { name: /^Requests/ }).first().textContent();
    const setTheme = async (page, mode) => {
      await switchTheme(page, mode);
      // Off the toggle, so its tooltip is not in the screenshot.
      await page.mouse.move(720, 120);
      await page.waitForTimeout(300);
    };
    const TITLE = 'Quarterly churn figures for Sales';
    const OTHER = 'Rename the NPS objective';

    let ada;
    await step('requests: empty state, then a blank form is refused on the field', async () => {
      ada = await signIn(people.ada);
      await ada.getByText('No requests found').waitFor();
      await screenshot(ada, 'e2e-requests-empty-light', { fullPage: false });
      await checkA11y(ada, 'requests: empty state');
      await ada.getByRole('button', { name: 'New Request' }).first().click();
      const dialog = ada.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Create New Request' }).or(dialog.getByText('Create New Request')).first().waitFor();
      await dialog.getByLabel(/^Title/).fill('   ');
      await dialog.getByRole('button', { name: 'Create Request' }).click();
      await dialog.getByText('Title is required').waitFor();
      await dialog.getByText('Description is required').waitFor();
      // Defaults of platform.md section 5; the linked KPI only for Data Collection.
      if ((await dialog.getByRole('combobox', { name: 'Type' }).textContent()) !== 'Data Collection') throw new Error('type default');
      if ((await dialog.getByRole('combobox', { name: 'Priority' }).textContent()) !== 'Medium') throw new Error('priority default');
      await dialog.getByRole('combobox', { name: 'Linked KPI' }).waitFor();
      if (!(await dialog.getByRole('button', { name: 'Upload files' }).isDisabled())) throw new Error('upload should be disabled');
      await screenshot(ada, 'e2e-requests-create-dialog-light', { fullPage: false });
      await checkA11y(ada, 'requests: create dialog');
    });

    await step('requests: the admin creates two requests; the badge follows', async () => {
      const dialog = ada.getByRole('dialog');
      await dialog.getByLabel(/^Title/).fill(TITLE);
      await dialog.getByLabel(/^Description/).fill('Monthly churn by region for Q3, to set the retention targets.');
      await pick(ada, dialog, 'Department', 'Sales');
      // Bo has an account: the owner picker marks who can sign in.
      await pick(ada, dialog, 'Owner', 'Bo Owner · can sign in');
      await pick(ada, dialog, 'Priority', 'High');
      const linkedKpi = dialog.getByRole('combobox', { name: 'Linked KPI' });
      await linkedKpi.click();
      await linkedKpi.fill('churn');
      await ada.getByRole('option', { name: `Churn rate (${LINK_YEAR})`, exact: true }).click();
      await dialog.getByRole('button', { name: 'Create Request' }).click();
      await toast(ada, 'Request created successfully').waitFor();
      await card(ada, TITLE).waitFor();
      await ada.waitForFunction(() => /Requests\s*1/.test(document.querySelector('a[href="/requests"]')?.textContent ?? ''));

      await ada.getByRole('button', { name: 'New Request' }).first().click();
      await pick(ada, dialog, 'Type', 'Change Request');
      if (await dialog.getByRole('combobox', { name: 'Linked KPI' }).count()) throw new Error('linked KPI shown for a change request');
      // Objective assignments exist, so a change request offers the linked objective.
      await dialog.getByRole('combobox', { name: 'Linked objective' }).waitFor();
      await dialog.getByLabel(/^Title/).fill(OTHER);
      await dialog.getByLabel(/^Description/).fill('Call it Customer Advocacy.');
      await dialog.getByRole('button', { name: 'Create Request' }).click();
      await toast(ada, 'Request created successfully').waitFor();
      await card(ada, OTHER).waitFor();
      await ada.waitForFunction(() => /Requests\s*2/.test(document.querySelector('a[href="/requests"]')?.textContent ?? ''));
      const text = await badge(ada);
      if (!text.includes('2')) throw new Error(`badge reads ${text}`);
    });

    await step('requests: filters run on the server and Clear Filters resets them', async () => {
      await pick(ada, ada, 'Type', 'Change Request');
      await card(ada, TITLE).waitFor({ state: 'detached' });
      await card(ada, OTHER).waitFor();
      await ada.getByRole('button', { name: 'Clear Filters' }).first().click();
      await card(ada, TITLE).waitFor();
      await ada.getByRole('searchbox', { name: 'Search requests' }).fill('churn');
      await card(ada, OTHER).waitFor({ state: 'detached' });
      await pick(ada, ada, 'Priority', 'Low');
      await ada.getByText('No requests found').waitFor();
      await ada.getByRole('button', { name: 'Clear Filters' }).first().click();
      await card(ada, OTHER).waitFor();
      await dismissToasts(ada);
      await screenshot(ada, 'e2e-requests-list-light', { fullPage: false });
      await checkA11y(ada, 'requests: filtered list');
    });

    await step('requests: loading skeleton, and the list on a phone', async () => {
      // Hold the list call, so the skeleton is on screen for as long as the screenshot takes.
      let release;
      const held = new Promise((resolve) => (release = resolve));
      const pattern = '**/api/requests?**';
      await ada.route(pattern, async (route) => {
        await held;
        await route.continue().catch(() => {});
      });
      await ada.reload();
      await ada.getByRole('progressbar', { name: 'Loading requests' }).waitFor();
      await screenshot(ada, 'e2e-requests-loading-light', { fullPage: false });
      release();
      await card(ada, TITLE).waitFor();
      await ada.unroute(pattern);
      await ada.setViewportSize({ width: 390, height: 844 });
      try {
        await dismissToasts(ada);
        await screenshot(ada, 'e2e-requests-mobile-light', { fullPage: false });
      } finally {
        await ada.setViewportSize({ width: 1440, height: 900 });
      }
    });

    let cy;
    await step('requests: a member who is neither owner nor requester sees no status control, comments and edits', async () => {
      cy = await signIn(people.cy);
      const c = card(cy, TITLE);
      await c.waitFor();
      if (await c.getByRole('button', { name: /Change status/i }).count()) throw new Error('Cy sees Change Status');
      if (await c.getByRole('button', { name: `Edit ${TITLE}` }).count()) throw new Error('Cy sees Edit');
      await c.getByRole('button', { name: `Show details of ${TITLE}` }).click();
      await c.getByText('No comments yet. Be the first to comment!').waitFor();
      await c.getByText('Monthly churn by region for Q3, to set the retention targets.').waitFor();
      // The linked KPI is named from its id (not looked up in every assignment of the organization).
      await c.getByText(`Churn rate (${LINK_YEAR})`).waitFor();
      if (!(await c.getByRole('button', { name: 'Post Comment' }).isDisabled())) throw new Error('blank comment can be posted');
      await c.getByLabel('Add a comment').fill('I can pull these from the CRM by Friday.');
      await c.getByLabel('Mention members').click();
      await cy.getByRole('option', { name: 'Bo Owner' }).click();
      await cy.keyboard.press('Escape');
      await c.getByRole('button', { name: 'Post Comment' }).click();
      await toast(cy, 'Comment added successfully').waitFor();
      await c.getByText('I can pull these from the CRM by Friday.').waitFor();
      await c.getByText('@Bo Owner').waitFor();
      await c.getByRole('button', { name: 'Comment actions for Cy Colleague' }).click();
      await cy.getByRole('menuitem', { name: 'Edit' }).click();
      await c.getByLabel('Edit comment').fill('I can pull these from the CRM by Thursday.');
      await c.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(cy, 'Comment updated successfully').waitFor();
      await c.getByText('(edited)').waitFor();
    });

    let bo;
    await step('requests: the owner replies; no edit menu on another member’s comment', async () => {
      bo = await signIn(people.bo);
      const c = card(bo, TITLE);
      await c.getByRole('button', { name: `Show details of ${TITLE}` }).click();
      await c.getByText('I can pull these from the CRM by Thursday.').waitFor();
      if (await c.getByRole('button', { name: 'Comment actions for Cy Colleague' }).count()) throw new Error('Bo may edit Cy’s comment');
      await c.getByRole('button', { name: 'Reply', exact: true }).click();
      await c.getByLabel('Reply to Cy Colleague').fill('Thanks, Thursday works.');
      await c.getByRole('button', { name: 'Post Reply' }).click();
      await toast(bo, 'Comment added successfully').waitFor();
      await c.getByRole('list', { name: 'Replies' }).getByText('Thanks, Thursday works.').waitFor();
    });

    await step('requests: the owner changes the status with a reason and the history shows it', async () => {
      const c = card(bo, TITLE);
      await c.getByRole('button', { name: `Change status of ${TITLE}` }).click();
      const dialog = bo.getByRole('dialog');
      await pick(bo, dialog, 'New status', 'In Progress');
      await dialog.getByLabel('Reason (optional)').fill('Data owner confirmed the scope');
      await screenshot(bo, 'e2e-requests-status-dialog-light', { fullPage: false });
      await checkA11y(bo, 'requests: status dialog');
      await dialog.getByRole('button', { name: 'Update Status' }).click();
      await toast(bo, 'Status Updated').waitFor();
      await toast(bo, 'Request status changed to In Progress').waitFor();
      await c.getByText('Status: In Progress', { exact: true }).waitFor();
      await c.getByRole('button', { name: `Status history of ${TITLE}` }).click();
      const history = bo.getByRole('dialog');
      await history.getByText('Reason: Data owner confirmed the scope').waitFor();
      const text = await history.textContent();
      for (const part of ['New', 'In Progress', 'Bo Owner', 'Created as', 'Ada Admin']) if (!text.includes(part)) throw new Error(`history lacks ${part}: ${text}`);
      if ((await history.getByRole('listitem').count()) !== 2) throw new Error(`history has ${await history.getByRole('listitem').count()} rows, expected 2`);
      await dismissToasts(bo);
      await screenshot(bo, 'e2e-requests-history-light', { fullPage: false });
      await history.getByRole('button', { name: 'Close', exact: true }).click();
      await setTheme(bo, 'dark');
      await c.getByRole('button', { name: `Status history of ${TITLE}` }).click();
      await history.getByText('Reason: Data owner confirmed the scope').waitFor();
      await screenshot(bo, 'e2e-requests-history-dark', { fullPage: false });
      await checkA11y(bo, 'requests: history');
      await history.getByRole('button', { name: 'Close', exact: true }).click();
      await screenshot(bo, 'e2e-requests-expanded-dark', { fullPage: false });
      await setTheme(bo, 'light');
      await dismissToasts(bo);
      await screenshot(bo, 'e2e-requests-expanded-light', { fullPage: false });
      await checkA11y(bo, 'requests: expanded card');
    });

    await step('requests: the author deletes a comment; the thread shows Comment deleted', async () => {
      await cy.reload();
      const c = card(cy, TITLE);
      await c.getByRole('button', { name: `Show details of ${TITLE}` }).click();
      await c.getByText('Status: In Progress', { exact: true }).waitFor();
      await c.getByRole('button', { name: 'Comment actions for Cy Colleague' }).click();
      await cy.getByRole('menuitem', { name: 'Delete' }).click();
      await cy.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await toast(cy, 'Comment deleted successfully').waitFor();
      await c.getByText('Comment deleted', { exact: true }).waitFor();
      await c.getByText('Thanks, Thursday works.').waitFor();
      await setTheme(cy, 'dark');
      await dismissToasts(cy);
      await screenshot(cy, 'e2e-requests-thread-dark', { fullPage: false });
      await cy.getByRole('button', { name: 'New Request' }).first().click();
      await screenshot(cy, 'e2e-requests-create-dialog-dark', { fullPage: false });
      await checkA11y(cy, 'requests: create dialog');
      await cy.keyboard.press('Escape');
      await setTheme(cy, 'light');
    });

    await step('requests: the admin edits a request', async () => {
      await ada.reload();
      const c = card(ada, OTHER);
      await c.getByRole('button', { name: `Edit ${OTHER}` }).click();
      const dialog = ada.getByRole('dialog');
      await dialog.getByLabel(/^Title/).fill('Rename the NPS objective to Customer Advocacy');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await toast(ada, 'Request updated successfully').waitFor();
      await card(ada, 'Rename the NPS objective to Customer Advocacy').waitFor();
    });

    await step('requests: no uncaught errors', async () => {
      if (pageErrors.length) throw new Error(pageErrors.join(' | '));
    });
  } finally {
    for (const context of contexts) await context.close().catch(() => {});
    await backend?.stop().catch(() => {});
  }
}
