// Calculated KPIs (DESIGN decision 25, issue 33) against the real backend. The inputs and the
// function are set up through the API (the year before last, so nothing else in the run shares
// the CEO's scorecard of that year); the point is the Library's formula editor, used by keyboard,
// its live preview, and the margin's value on KPI Results.
//
// Hand-worked (quarterly, the formula [Gross profit] / [Net sales] * 100):
//   Q1 20 / 100 = 20, Q2 30 / 200 = 15 → the preview shows Q2: 15%
//   Q3 recorded after the assignment: 30 / 100 = 30
//   Year to date at Q3 = (20 + 30 + 30) / (100 + 200 + 100) × 100 = 20% (the average of the
//   quarters, 21.67%, would be wrong).
import { expectText as expectTextOn, pageApi } from '../harness.mjs';

/**
 * @param {object} t
 * @param {import('playwright-core').Page} t.page
 * @param {(name: string, fn: () => Promise<void>) => Promise<void>} t.step
 * @param {(page: import('playwright-core').Page, name: string, options?: object) => Promise<string>} t.screenshot
 * @param {(page: import('playwright-core').Page, name: string) => Promise<void>} t.checkA11y
 * @param {(mode: 'light' | 'dark') => Promise<void>} t.setTheme
 * @param {() => Promise<void>} t.dismissToasts
 */
export async function calculatedFlow({ page, step, screenshot, checkA11y, setTheme, dismissToasts }) {
  const year = String(new Date().getUTCFullYear() - 2);
  const api = pageApi(page);
  const expectText = (locator, expected, what) => expectTextOn(page, locator, expected, what);
  const dialog = () => page.getByRole('dialog');
  const state = {};

  await step('calculated: two input KPIs assigned with results, through the API', async () => {
    const [ceo] = await api('GET', `/functions?filter=${encodeURIComponent(JSON.stringify({ level: 'ceo' }))}`);
    const objective = await api('POST', '/objectives', { name: 'Profitable growth', bscPerspective: 'Financial' });
    const profit = await api('POST', '/kpis', { name: 'Gross profit', unit: '$', frequency: 'quarterly' });
    const sales = await api('POST', '/kpis', { name: 'Net sales', unit: '$', frequency: 'quarterly' });
    const oa = await api('POST', '/objective-assignments', { organizationFunctionId: ceo.id, period: year, objectiveId: objective.id, weight: 100 });
    const assign = (kpi, weight, actualResults) =>
      api('POST', '/kpi-assignments', {
        kpiId: kpi.id, objectiveAssignmentId: oa.id, linkedObjectiveId: objective.id, weight, period: year,
        targets: JSON.stringify({ q1: 100, q2: 100, q3: 100, q4: 100 }), ...(actualResults ? { actualResults: JSON.stringify(actualResults) } : {}),
      });
    Object.assign(state, { ceo, objective, oa, assign });
    state.profit = await assign(profit, 30, { q1: 20, q2: 30 });
    state.sales = await assign(sales, 30, { q1: 100, q2: 200 });
  });

  await step("calculated: 'Margin' written in the Library's formula editor by keyboard, with its live preview (dark, then light)", async () => {
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.goto('/library');
    await page.getByRole('tab', { name: /KPIs/ }).click();
    // A dialog covers the theme toggle: each theme is chosen before the dialog opens.
    await setTheme('dark');
    await page.getByRole('button', { name: 'Add KPI' }).click();
    await dialog().getByLabel('Name').fill('Margin');
    const insert = dialog().getByRole('combobox', { name: 'Insert KPI' });
    const formula = dialog().getByLabel('Formula');
    const formulaReads = (text) => page.waitForFunction((t) => document.querySelector('[data-testid="formula-input"]')?.value === t, text);
    // Autocomplete by keyboard: type part of a name, arrow to the option, Enter inserts [Name].
    await insert.focus();
    await page.keyboard.type('Gross');
    await page.getByRole('option', { name: 'Gross profit' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await formulaReads('[Gross profit]');
    await formula.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' /');
    await insert.focus();
    await page.keyboard.type('Net s');
    await page.getByRole('option', { name: 'Net sales' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await formulaReads('[Gross profit] / [Net sales]');
    await formula.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' * 100');
    const expected = `Preview: 15% for Q2 ${year} on ${state.ceo.name}`;
    await expectText(dialog().getByTestId('formula-preview'), expected, 'formula preview');
    await expectText(dialog().getByRole('combobox', { name: /Year-to-date/ }), 'Formula over the year-to-date sums', 'Year-to-date');
    await screenshot(page, 'calculated-formula-editor-dark', { fullPage: false });
    await checkA11y(page, 'calculated: formula editor (dark)');
    await dialog().getByRole('button', { name: 'Create KPI' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: 'Margin' }).getByTestId('calculated-badge').waitFor();
    await dismissToasts();

    await setTheme('light');
    await page.getByRole('button', { name: 'Edit Margin' }).click();
    await formulaReads('[Gross profit] / [Net sales] * 100');
    await expectText(dialog().getByTestId('formula-preview'), expected, 'formula preview of the saved KPI');
    await screenshot(page, 'calculated-formula-editor-light', { fullPage: false });
    await checkA11y(page, 'calculated: formula editor (light)');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    if (theme === 'dark') await setTheme('dark');
  });

  await step("calculated: Margin assigned beside its inputs, an input recorded, Margin's year to date on KPI Results", async () => {
    const margin = (await api('GET', `/kpis?range=${encodeURIComponent('[0,99]')}`)).find((k) => k.name === 'Margin');
    if (margin?.name !== 'Margin' || !margin.formula) throw new Error(`Margin reads ${JSON.stringify(margin)}`);
    const assignment = await state.assign(margin, 40);
    if (assignment.actualResults.q2 !== 15) throw new Error(`Margin's Q2 reads ${JSON.stringify(assignment.actualResults)}`);
    await api('PATCH', `/kpi-assignments/${state.profit.id}`, { actualResults: { q3: 30 } });
    await api('PATCH', `/kpi-assignments/${state.sales.id}`, { actualResults: { q3: 100 } });
    await page.goto(`/kpi-results?year=${year}&frequency=quarterly&period=q3&view=ytd`);
    const row = page.locator('[data-testid="result-row"][data-kpi="Margin"]');
    await expectText(row, '20%', 'Margin year to date');
    await row.getByTestId('calculated-badge').waitFor();
    await screenshot(page, 'calculated-kpi-results', { fullPage: false });
  });
}
