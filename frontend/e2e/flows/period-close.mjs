// The period close in Chromium against the real backend (DESIGN decision 21). Three people, each in
// their own browser context: the admin (the run's signed-in user) requires approval on Settings →
// Reporting periods and invites two members; an owner (linked to the employee who owns a KPI
// assignment) sees the due results on My Work and enters them; the parent owner (owner of the
// cascade parent's objective) approves one and returns the other with a comment; the owner
// resubmits; the admin locks the quarter, and the results dialog then shows it read-only with the
// reason; Set and Cascade colours the cards by completion. axe on each new view, light and dark,
// and the pages at 390 px.
import { checkA11y, readMail, screenshot, switchTheme } from '../harness.mjs';

const api = async (page, method, url, data) => {
  const response = await page.request.fetch(url, { method, data });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return response.json();
};

/** The page is no wider than the window. */
const fitsWindow = async (page, where) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement.scrollWidth, innerWidth: window.innerWidth }));
  if (scrollWidth > innerWidth) throw new Error(`${where}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
};

const themeOf = switchTheme;

/** axe in light and dark, a screenshot of each. */
const bothThemes = async (page, label, shot) => {
  for (const mode of ['light', 'dark']) {
    await themeOf(page, mode);
    await page.waitForTimeout(300);
    await checkA11y(page, label);
    if (shot) await screenshot(page, `${shot}-${mode}`, { fullPage: false });
  }
  await themeOf(page, 'light');
};

/** The same view at 390 px: nothing wider than the window, and a screenshot. */
const onPhone = async (page, where, shot) => {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.waitForTimeout(400);
    await fitsWindow(page, where);
    await screenshot(page, shot, { fullPage: false });
    await checkA11y(page, `${where} at 390 px`);
  } finally {
    await page.setViewportSize(size);
  }
};

/**
 * @param {{ browser: import('playwright-core').Browser, page: import('playwright-core').Page, baseUrl: string, dataDir: string,
 *   step: Function, dismissToasts: Function, onPage?: Function }} options
 */
export async function periodCloseFlow({ browser, page, baseUrl, dataDir, step, dismissToasts, onPage = () => {} }) {
  const year = new Date().getFullYear();
  const stamp = Date.now().toString(36);
  const owner = { firstName: 'Olive', lastName: 'Owner', email: `olive-${stamp}@example.com`, password: 'owner password 1' };
  const parent = { firstName: 'Percy', lastName: 'Parent', email: `percy-${stamp}@example.com`, password: 'parent password 1' };
  const kpiName = `Invoices closed ${stamp}`;
  const toastOn = (p, text) => p.getByText(text, { exact: true }).first();
  const region = (p, name) => p.getByRole('region', { name });
  const item = (p, section, text) => region(p, section).getByRole('listitem').filter({ hasText: text });
  const contexts = [];
  let ownerPage;
  let parentPage;
  let divisionId;
  let kpiAssignmentId;

  const join = async (person) => {
    const token = await readMail(dataDir, person.email, /accept-invitation\?token=([A-Za-z0-9_%-]+)/);
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    contexts.push(context);
    const p = await context.newPage();
    onPage(p);
    await p.goto(`/accept-invitation?token=${token}`);
    await p.getByRole('heading', { name: 'Join your team' }).waitFor();
    await p.getByLabel(/^Password/).fill(person.password);
    await p.getByLabel(/^Confirm password/).fill(person.password);
    await p.getByRole('button', { name: 'Accept invitation' }).click();
    await p.getByText(`Welcome back, ${person.firstName}`).first().waitFor();
    return p;
  };

  try {
    await step('period close: Settings → Reporting periods validates and saves the collection settings (approval required)', async () => {
      onPage(page);
      await page.goto('/settings?tab=periods');
      await page.getByRole('tab', { name: 'Reporting periods', selected: true }).waitFor();
      await page.getByRole('table', { name: 'Reporting periods' }).getByRole('row').filter({ hasText: `Q1 ${year}` }).waitFor();
      const due = page.getByLabel('Results due (days after a period ends)');
      if ((await due.inputValue()) !== '10') throw new Error(`results due reads ${await due.inputValue()}, not the default 10`);
      await due.fill('400');
      await page.getByRole('button', { name: 'Save Collection Settings' }).click();
      await page.getByText('Enter a whole number of days from 0 to 365').waitFor();
      await due.fill('10');
      await page.getByRole('switch', { name: /Require approval of results/ }).check();
      await page.getByRole('button', { name: 'Save Collection Settings' }).click();
      await toastOn(page, 'Settings updated successfully').waitFor();
      await dismissToasts();
      await bothThemes(page, 'settings: Reporting periods tab', 'e2e-period-close-settings');
      await onPhone(page, 'settings: Reporting periods tab', 'e2e-period-close-settings-mobile');
    });

    await step('period close: an owner and a parent owner join by invitation, each in their own browser', async () => {
      for (const person of [owner, parent]) {
        await api(page, 'POST', '/api/invitations', { email: person.email, firstName: person.firstName, lastName: person.lastName, role: 'user' });
      }
      ownerPage = await join(owner);
      parentPage = await join(parent);
      onPage(page);
    });

    await step("period close: a cascade where the owner's KPI sits under the parent owner's objective", async () => {
      const members = await api(page, 'GET', '/api/members');
      const employeeOf = (email) => {
        const member = members.find((m) => m.email === email);
        if (!member?.employeeId) throw new Error(`${email} has no employee record`);
        return member.employeeId;
      };
      const functions = await api(page, 'GET', '/api/functions');
      const ceo = functions.find((f) => f.level === 'ceo');
      if (!ceo) throw new Error('the organization has no CEO function');
      const division = await api(page, 'POST', '/api/functions', { name: 'Close Division', parentId: ceo.id });
      divisionId = division.id;
      const top = await api(page, 'POST', '/api/objectives', { name: `Close the books on time ${stamp}`, bscPerspective: 'Internal_Process' });
      const below = await api(page, 'POST', '/api/objectives', { name: `Report every result ${stamp}`, bscPerspective: 'Internal_Process' });
      const kpi = await api(page, 'POST', '/api/kpis', { name: kpiName, unit: '%', frequency: 'quarterly', polarity: 'positive', description: 'Share of invoices closed in the quarter' });
      const parentObjective = await api(page, 'POST', '/api/objective-assignments', {
        objectiveId: top.id, organizationFunctionId: ceo.id, ownerId: employeeOf(parent.email), weight: 10, period: String(year),
      });
      const childObjective = await api(page, 'POST', '/api/objective-assignments', {
        objectiveId: below.id, organizationFunctionId: division.id, ownerId: employeeOf(owner.email), parentObjectiveAssignmentId: parentObjective.id, weight: 100, period: String(year),
      });
      ({ id: kpiAssignmentId } = await api(page, 'POST', '/api/kpi-assignments', {
        kpiId: kpi.id, objectiveAssignmentId: childObjective.id, ownerId: employeeOf(owner.email), weight: 100, targets: { q1: 100, q2: 100, q3: 100, q4: 100 },
      }));
    });

    await step('period close: the owner sees the due results on My Work and enters Q1 and Q2', async () => {
      onPage(ownerPage);
      await ownerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Work', exact: true }).click();
      await ownerPage.getByRole('heading', { name: 'My Work', level: 1 }).waitFor();
      const q1 = item(ownerPage, 'Due from me', kpiName).filter({ hasText: `Q1 ${year}` });
      await q1.waitFor();
      await item(ownerPage, 'Due from me', kpiName).filter({ hasText: `Q3 ${year}` }).waitFor();
      await ownerPage.getByText('Nothing is waiting for your review.').waitFor();
      await bothThemes(ownerPage, 'My Work (owner)', 'e2e-my-work-owner');
      await onPhone(ownerPage, 'My Work', 'e2e-my-work-owner-mobile');
      await q1.getByRole('button', { name: `Save ${kpiName}, Q1 ${year}` }).click();
      await q1.getByText('Actual result is required').waitFor();
      await q1.getByLabel(`Q1 ${year} actual (%)`).fill('118');
      await q1.getByRole('button', { name: `Save ${kpiName}, Q1 ${year}` }).click();
      await toastOn(ownerPage, 'Result saved').waitFor();
      await ownerPage.getByText(`${kpiName}, Q1 ${year}: it now awaits approval.`).waitFor();
      await q1.waitFor({ state: 'detached' });
      const q2 = item(ownerPage, 'Due from me', kpiName).filter({ hasText: `Q2 ${year}` });
      await q2.getByLabel(`Q2 ${year} actual (%)`).fill('95');
      await q2.getByRole('button', { name: `Save ${kpiName}, Q2 ${year}` }).click();
      await q2.waitFor({ state: 'detached' });
    });

    await step('period close: the parent owner approves Q1 in one click and returns Q2 with a comment', async () => {
      onPage(parentPage);
      await parentPage.goto('/my-work');
      const q1 = item(parentPage, 'Awaiting my review', kpiName).filter({ hasText: `Q1 ${year}` });
      await q1.waitFor();
      await q1.getByText(`${owner.firstName} ${owner.lastName}`, { exact: false }).waitFor();
      await q1.getByText('118%').waitFor();
      await bothThemes(parentPage, 'My Work (reviewer)', 'e2e-my-work-review');
      await q1.getByRole('button', { name: `Approve ${kpiName}, Q1 ${year}` }).click();
      await toastOn(parentPage, 'Result approved').waitFor();
      await q1.waitFor({ state: 'detached' });
      const q2 = item(parentPage, 'Awaiting my review', kpiName).filter({ hasText: `Q2 ${year}` });
      await q2.getByRole('button', { name: `Return ${kpiName}, Q2 ${year}` }).click();
      const dialog = parentPage.getByRole('dialog', { name: `Return ${kpiName}` });
      await dialog.getByRole('button', { name: 'Return result' }).click();
      await dialog.getByText('A comment is required to return a result').waitFor();
      await checkA11y(parentPage, 'My Work: return dialog with an error');
      await dialog.getByLabel(/Comment/).fill('Use the audited figure, please');
      await dialog.getByRole('button', { name: 'Return result' }).click();
      await toastOn(parentPage, 'Result returned').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await q2.waitFor({ state: 'detached' });
    });

    await step("period close: the owner sees Q2 returned with the reviewer's comment and resubmits it", async () => {
      onPage(ownerPage);
      await ownerPage.reload();
      const q2 = item(ownerPage, 'Returned to me', kpiName).filter({ hasText: `Q2 ${year}` });
      await q2.getByText('Use the audited figure, please').waitFor();
      await checkA11y(ownerPage, 'My Work with a returned result');
      await q2.getByLabel(`Q2 ${year} actual (%)`).fill('97');
      await q2.getByRole('button', { name: `Resubmit ${kpiName}, Q2 ${year}` }).click();
      await toastOn(ownerPage, 'Result saved').waitFor();
      await q2.waitFor({ state: 'detached' });
    });

    await step('period close: the admin locks Q1 on Settings → Reporting periods, with a reason', async () => {
      onPage(page);
      await page.goto('/settings?tab=periods');
      const row = page.getByRole('table', { name: 'Reporting periods' }).getByRole('row').filter({ hasText: `Q1 ${year}` }).first();
      await row.getByText('Open', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Lock Q1 ${year}` }).click();
      const dialog = page.getByRole('dialog', { name: `Lock Q1 ${year}` });
      await dialog.getByLabel(/^Reason/).fill('Books closed');
      await checkA11y(page, 'settings: lock period dialog');
      await dialog.getByRole('button', { name: 'Lock period' }).click();
      await toastOn(page, 'Period locked').waitFor();
      await row.getByText('Locked', { exact: true }).waitFor();
      await row.getByText(/Books closed/).waitFor();
      await dismissToasts();
      await bothThemes(page, 'settings: Reporting periods with a locked quarter', 'e2e-period-close-locked');
    });

    await step('period close: the results dialog is read-only for the locked quarter, with the reason; the API refuses the write', async () => {
      await page.goto(`/kpi-results?function=${divisionId}&year=${year}&frequency=quarterly&period=q1&view=period`);
      await page.getByRole('button', { name: `Update actual results of ${kpiName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Update Actual Results - ${kpiName}` });
      await dialog.getByText(`Q1 ${year} is locked: Books closed`).waitFor();
      const q1 = dialog.getByLabel('Q1 actual');
      if ((await q1.getAttribute('readonly')) === null) throw new Error('the Q1 field of a locked quarter is editable');
      if ((await q1.inputValue()) !== '118') throw new Error(`the locked Q1 reads ${await q1.inputValue()}`);
      if ((await dialog.getByLabel('Q3 actual').getAttribute('readonly')) !== null) throw new Error('Q3 (open) is read-only');
      await dialog.getByRole('img', { name: 'Locked' }).first().waitFor();
      await screenshot(page, 'e2e-period-close-dialog-locked', { fullPage: false });
      await checkA11y(page, 'results dialog with a locked quarter');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      // the owner's own write into the locked quarter is refused with the contract's message
      const refused = await ownerPage.request.fetch(`/api/kpi-assignments/${kpiAssignmentId}`, { method: 'PATCH', data: { actualResults: { q1: 5 } } });
      const body = await refused.json();
      if (refused.status() !== 409 || body.message !== `Q1 ${year} is locked`) throw new Error(`a write into the locked quarter answered ${refused.status()} ${JSON.stringify(body)}`);
    });

    await step('period close: Set and Cascade colours the cards by completion of the chosen period, with a legend', async () => {
      await page.goto('/set-cascade');
      await page.getByRole('heading', { name: 'Set and Cascade', level: 1 }).waitFor();
      await page.getByRole('combobox', { name: 'Completion of' }).click();
      await page.getByRole('option', { name: `Q1 ${year}`, exact: true }).click();
      const card = page.locator('[role="treeitem"][data-function-name="Close Division"]');
      await card.waitFor();
      await page.locator('[role="treeitem"][data-function-name="Close Division"][data-completion="complete"]').waitFor();
      await card.getByText('1 of 1 in').waitFor();
      await page.getByRole('list', { name: 'Legend' }).getByText('Not started').waitFor();
      await page.getByRole('combobox', { name: 'Completion of' }).click();
      await page.getByRole('option', { name: `Q3 ${year}`, exact: true }).click();
      await page.locator('[role="treeitem"][data-function-name="Close Division"][data-completion="not-started"]').waitFor();
      await card.getByText('0 of 1 in · 1 missing').waitFor();
      await dismissToasts();
      await bothThemes(page, 'Set and Cascade with completion colours', 'e2e-period-close-chart');
      await onPhone(page, 'Set and Cascade with completion colours', 'e2e-period-close-chart-mobile');
    });

    await step('period close: the admin unlocks Q1 (a reason is required) and approval is no longer required', async () => {
      await page.goto('/settings?tab=periods');
      const row = page.getByRole('table', { name: 'Reporting periods' }).getByRole('row').filter({ hasText: `Q1 ${year}` }).first();
      await row.getByRole('button', { name: `Unlock Q1 ${year}` }).click();
      const dialog = page.getByRole('dialog', { name: `Unlock Q1 ${year}` });
      await dialog.getByRole('button', { name: 'Unlock period' }).click();
      await dialog.getByText('A reason is required to unlock a period').waitFor();
      await dialog.getByLabel(/^Reason/).fill('Restated after the audit');
      await dialog.getByRole('button', { name: 'Unlock period' }).click();
      await toastOn(page, 'Period unlocked').waitFor();
      await row.getByText('Open', { exact: true }).waitFor();
      await api(page, 'PUT', '/api/organization-settings', { requireApproval: false });
      await dismissToasts();
    });
  } finally {
    onPage(page);
    for (const context of contexts) await context.close().catch(() => {});
  }
}
