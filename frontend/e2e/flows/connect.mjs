// Connected (DESIGN decision 26) in Chromium against the real backend: the admin creates an API key
// on Settings → API (shown once) and a webhook to a receiver this flow starts on localhost; with
// KPI Results open, a result recorded through the API with the key (no browser involved) appears on
// the screen without a reload, and the webhook's delivery log shows the receiver's 200. axe on the
// tab and the dialogs, light and dark, and the tab at 390 px.
import { createServer } from 'node:http';
import { checkA11y, screenshot, switchTheme } from '../harness.mjs';

const api = async (page, method, url, data) => {
  const response = await page.request.fetch(url, { method, data });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return response.json();
};

const themeOf = switchTheme;

const bothThemes = async (page, label, shot) => {
  for (const mode of ['light', 'dark']) {
    await themeOf(page, mode);
    await page.waitForTimeout(300);
    await checkA11y(page, label);
    await screenshot(page, `${shot}-${mode}`, { fullPage: false });
  }
  await themeOf(page, 'light');
};

/**
 * @param {{ page: import('playwright-core').Page, baseUrl: string, step: Function, dismissToasts: Function, onPage?: Function }} options
 */
export async function connectFlow({ page, baseUrl, step, dismissToasts, onPage = () => {} }) {
  const stamp = Date.now().toString(36);
  const kpiName = `Orders shipped ${stamp}`;
  const received = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ signature: req.headers['x-scorecard-signature'], body });
      res.end('ok');
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${receiver.address().port}/hook`;
  let key;
  let kpiAssignmentId;
  onPage(page);
  try {
    await step('connect: Settings → API creates a key shown once, and a webhook with its events', async () => {
      await page.goto('/settings?tab=api');
      await page.getByRole('tab', { name: 'API', selected: true }).waitFor();
      await page.getByText('No API keys yet.').waitFor();
      await page.getByRole('button', { name: 'Create API key' }).click();
      const create = page.getByRole('dialog', { name: 'Create API key' });
      await create.getByLabel(/^Name/).fill('ERP sync');
      await create.getByLabel(/^Scope/).click();
      await page.getByRole('option', { name: 'Read and write' }).click();
      await checkA11y(page, 'settings: Create API key dialog');
      await create.getByRole('button', { name: 'Create' }).click();
      const shown = page.getByRole('dialog', { name: 'API key created' });
      await shown.getByText(/shown only once/).waitFor();
      key = await shown.getByTestId('created-api-key').inputValue();
      if (!/^sk_/.test(key)) throw new Error(`the dialog shows "${key}", not a key`);
      await checkA11y(page, 'settings: API key created dialog (light)');
      await screenshot(page, 'e2e-connect-key-created-light', { fullPage: false });
      await shown.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('list', { name: 'API keys' }).getByText('ERP sync').waitFor();
      if (await page.getByText(key).count()) throw new Error('the key is still on the page after its dialog closed');

      await page.getByRole('button', { name: 'Add webhook' }).click();
      const hook = page.getByRole('dialog', { name: 'Add webhook' });
      await hook.getByLabel(/^URL/).fill(hookUrl);
      await hook.getByLabel(/^Secret/).fill(`secret-${stamp}`);
      await checkA11y(page, 'settings: Add webhook dialog');
      await hook.getByRole('button', { name: 'Add' }).click();
      await page.getByRole('list', { name: 'Webhooks' }).getByText(hookUrl).waitFor();
      await dismissToasts();
      await bothThemes(page, 'settings: API tab', 'e2e-connect-api-tab');
    });

    await step('connect: a result recorded through the API with the key appears on the open KPI Results screen without a reload', async () => {
      const functions = await api(page, 'GET', '/api/functions');
      const ceo = functions.find((f) => f.level === 'ceo');
      const year = String(new Date().getFullYear());
      const objective = await api(page, 'POST', '/api/objectives', { name: `Ship on time ${stamp}`, bscPerspective: 'Customer' });
      const kpi = await api(page, 'POST', '/api/kpis', { name: kpiName, unit: '%', frequency: 'quarterly', polarity: 'positive', description: 'Orders shipped on time' });
      const oa = await api(page, 'POST', '/api/objective-assignments', { objectiveId: objective.id, organizationFunctionId: ceo.id, weight: 10, period: year });
      ({ id: kpiAssignmentId } = await api(page, 'POST', '/api/kpi-assignments', {
        kpiId: kpi.id, objectiveAssignmentId: oa.id, weight: 100, targets: { q1: 100, q2: 100, q3: 100, q4: 100 },
      }));
      await page.goto(`/kpi-results?function=${ceo.id}`);
      const row = page.locator(`[data-testid="result-row"][data-kpi="${kpiName}"]`);
      await row.waitFor();
      const marker = await page.evaluate(() => (window.__connectMarker = Math.random()));
      const quarter = `q${Math.floor(new Date().getMonth() / 3) + 1}`;
      // Outside the browser: the ERP's call, with the key.
      const res = await fetch(`${baseUrl}/api/kpi-assignments/${kpiAssignmentId}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ actualResults: { [quarter]: 87 } }),
      });
      if (res.status !== 200) throw new Error(`PATCH with the key answered ${res.status}: ${await res.text()}`);
      // The actual and the score (87 of 100) both read 87%.
      await row.getByText('87%', { exact: true }).first().waitFor({ timeout: 5000 });
      if ((await page.evaluate(() => window.__connectMarker)) !== marker) throw new Error('the page was reloaded');
      await screenshot(page, 'e2e-connect-live-result', { fullPage: false });
    });

    await step('connect: a result recorded through the API appears on the open Corporate BSC without a reload', async () => {
      const quarter = `q${Math.floor(new Date().getMonth() / 3) + 1}`;
      await page.goto(`/corporate-bsc?year=${new Date().getFullYear()}&frequency=quarterly&period=${quarter}&view=period`);
      const line = page.locator(`[data-testid="kpi-line"][data-kpi="${kpiName}"]`);
      await line.getByText(/Actual 87%/).waitFor();
      const marker = await page.evaluate(() => (window.__connectMarker = Math.random()));
      const res = await fetch(`${baseUrl}/api/kpi-assignments/${kpiAssignmentId}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ actualResults: { [quarter]: 64 } }),
      });
      if (res.status !== 200) throw new Error(`PATCH with the key answered ${res.status}: ${await res.text()}`);
      await line.getByText(/Actual 64%/).waitFor({ timeout: 5000 });
      if ((await page.evaluate(() => window.__connectMarker)) !== marker) throw new Error('the page was reloaded');
    });

    await step('connect: the webhook received the signed result and its delivery log shows HTTP 200', async () => {
      const deadline = Date.now() + 10_000;
      while (!received.some((r) => r.body.includes(kpiAssignmentId)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const delivery = received.find((r) => r.body.includes(kpiAssignmentId));
      if (!delivery || !/^sha256=[0-9a-f]{64}$/.test(delivery.signature)) throw new Error(`no signed delivery of the result (${received.length} received)`);
      await page.goto('/settings?tab=api');
      // Dialogs hide the theme button: each theme is chosen before the dialog opens.
      for (const mode of ['dark', 'light']) {
        await themeOf(page, mode);
        await page.getByRole('button', { name: `Deliveries of ${hookUrl}` }).click();
        const log = page.getByRole('dialog', { name: 'Deliveries' });
        await log.getByText(/result\.recorded · Delivered · HTTP 200/).first().waitFor();
        await checkA11y(page, `settings: webhook deliveries dialog (${mode})`);
        await screenshot(page, `e2e-connect-deliveries-${mode}`, { fullPage: false });
        await log.getByRole('button', { name: 'Close' }).click();
        await log.waitFor({ state: 'hidden' });
      }
    });
  } finally {
    receiver.close();
  }
}
