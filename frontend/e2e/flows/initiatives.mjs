// Initiatives in Chromium (DESIGN decision 24): an initiative with two milestones, tied to an objective
// of the CEO level, is created through the form (a server refusal shown on its field first), shows in
// the list with its progress, and under its objective on Corporate BSC. axe on the list, the form and
// Corporate BSC with initiatives, light and dark; screenshots at 1440 and 390 px.
import { checkA11y, screenshot } from '../harness.mjs';

/**
 * @param {{ page: import('playwright-core').Page, step: Function, setTheme: Function, dismissToasts: Function, ownerName: string }} options
 */
export async function initiativesFlow({ page, step, setTheme, dismissToasts, ownerName }) {
  const stamp = Date.now().toString(36);
  const objectiveName = `Open new markets ${stamp}`;
  const initiativeName = `Market entry plan ${stamp}`;
  const year = new Date().getFullYear();
  const api = async (method, url, data) => {
    const response = await page.request.fetch(url, { method, data });
    if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
    return response.json();
  };
  const toastSaying = (text) => page.getByText(text, { exact: true }).first();
  const bothThemes = async (label) => {
    await setTheme('light');
    await checkA11y(page, label);
    await setTheme('dark');
    await checkA11y(page, label);
    await setTheme('light');
  };

  await step('initiatives: an objective of the CEO level to serve (set up through the API)', async () => {
    const objective = await api('POST', '/api/objectives', { name: objectiveName, bscPerspective: 'Customer' });
    const [ceo] = await api('GET', `/api/functions?filter=${encodeURIComponent(JSON.stringify({ level: 'ceo' }))}`);
    await api('POST', '/api/objective-assignments', { objectiveId: objective.id, organizationFunctionId: ceo.id, period: String(year), weight: 10 });
  });

  await step('initiatives: the list in the sidebar after KPI Results, light and dark', async () => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: /KPI Results/ }).waitFor();
    const labels = await nav.getByRole('link').allTextContents();
    const at = labels.findIndex((l) => l.includes('Initiatives'));
    if (at < 0 || !labels[at - 1]?.includes('KPI Results')) throw new Error(`sidebar order: ${labels.join(' | ')}`);
    await nav.getByRole('link', { name: /Initiatives/ }).click();
    await page.getByRole('heading', { name: 'Initiatives', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Add Initiative' }).waitFor();
    await bothThemes('initiatives: list');
  });

  await step('initiatives: the form refuses dates out of order on the due date field (the server says so), then creates with two milestones', async () => {
    await page.getByRole('link', { name: 'Add Initiative' }).click();
    await page.getByRole('heading', { name: 'Add Initiative' }).waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill(initiativeName);
    await page.getByLabel('Description').fill('Enter two new regions with a partner network.');
    await page.getByRole('combobox', { name: 'Owner' }).click();
    await page.getByRole('option', { name: new RegExp(ownerName) }).first().click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'On Track', exact: true }).click();
    await page.getByLabel(/^Start Date/).fill(`${year}-09-01`);
    await page.getByLabel(/^Due Date/).fill(`${year}-03-31`);
    await page.getByLabel('Percent Complete').fill('35');
    await page.getByLabel('Budget').fill('25000');
    await page.getByLabel('Spent').fill('8250.75');
    await page.getByRole('combobox', { name: 'Objectives' }).click();
    await page.getByRole('combobox', { name: 'Objectives' }).fill(stamp);
    await page.getByRole('option', { name: new RegExp(objectiveName) }).click();
    await page.keyboard.press('Escape');
    for (const [i, [name, due, done]] of [['Partner shortlist', `${year}-02-15`, true], ['First region live', `${year + 1}-01-31`, false]].entries()) {
      await page.getByRole('button', { name: 'Add milestone' }).click();
      await page.getByLabel(/^Milestone name/).nth(i).fill(name);
      await page.getByLabel(/^Milestone due date/).nth(i).fill(due);
      if (done) await page.getByLabel('Done').nth(i).check();
    }
    await page.getByRole('button', { name: 'Remove milestone' }).nth(1).waitFor();
    await checkA11y(page, 'initiatives: form');
    await setTheme('dark');
    await checkA11y(page, 'initiatives: form');
    await screenshot(page, 'e2e-initiative-form-dark', { fullPage: true });
    await setTheme('light');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Start date must be on or before the due date').first().waitFor();
    await checkA11y(page, 'initiatives: form with a server error');
    await screenshot(page, 'e2e-initiative-form-error', { fullPage: true });
    await page.getByLabel(/^Start Date/).fill(`${year}-01-15`);
    await page.getByLabel(/^Due Date/).fill(`${year + 1}-06-30`);
    await page.getByRole('button', { name: 'Save' }).click();
    await toastSaying('Initiative created successfully').waitFor();
    await dismissToasts();
  });

  await step('initiatives: the list shows it with status, owner, progress, budget and spent; the status filter narrows it', async () => {
    const row = page.getByRole('row').filter({ hasText: initiativeName });
    await row.waitFor();
    await row.getByText('On Track').waitFor();
    await row.getByText(ownerName).first().waitFor();
    await row.getByRole('progressbar', { name: `${initiativeName}: 35% complete` }).waitFor();
    await row.getByText('25,000.00').waitFor();
    await row.getByText('8,250.75').waitFor();
    await page.getByRole('button', { name: 'Export the initiatives as CSV (.csv)' }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Off Track', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'On Track', exact: true }).click();
    await row.waitFor();
    await bothThemes('initiatives: list with an initiative');
    await screenshot(page, 'e2e-initiatives-list', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await checkA11y(page, 'initiatives: list at 390 px');
    await screenshot(page, 'e2e-initiatives-list-390', { fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await step('initiatives: Corporate BSC shows it under its objective, light and dark', async () => {
    await page.goto('/corporate-bsc');
    const card = page.getByRole('article', { name: objectiveName });
    const list = card.getByRole('region', { name: `Initiatives of ${objectiveName}` });
    await list.getByRole('link', { name: initiativeName }).waitFor();
    await list.getByText('On Track').waitFor();
    await list.getByRole('progressbar', { name: `${initiativeName}: 35% complete` }).waitFor();
    await list.getByText(new RegExp(`${ownerName}.*· Due Jun 30, ${year + 1}`)).waitFor();
    await card.scrollIntoViewIfNeeded();
    await bothThemes('Corporate BSC with initiatives');
    await screenshot(page, 'e2e-corporate-bsc-initiatives', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await checkA11y(page, 'Corporate BSC with initiatives at 390 px');
    await screenshot(page, 'e2e-corporate-bsc-initiatives-390', { fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });
    // The edit form opens from the initiative's link, with its two milestones.
    await list.getByRole('link', { name: initiativeName }).click();
    await page.getByRole('heading', { name: 'Edit Initiative' }).waitFor();
    await page.getByLabel(/^Milestone name/).nth(1).waitFor();
    const names = await page.getByLabel(/^Milestone name/).evaluateAll((inputs) => inputs.map((i) => i.value));
    if (names.join('|') !== 'Partner shortlist|First region live') throw new Error(`milestones in the edit form: ${names.join('|')}`);
    await checkA11y(page, 'initiatives: edit form');
  });
}
