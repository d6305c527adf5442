// History and as-of (DESIGN decision 22), on the cascade scorecard-views set up (last year's Revenue,
// Q1 80 against 100): a result is corrected through the API with a reason, then Corporate BSC read
// 'As of' yesterday (before the KPI was assigned: no data) and back to today, and the results
// dialog's history of the value. Axe in light and dark on both.
import { checkA11y, pageApi, screenshot } from '../harness.mjs';

/**
 * @param {object} t
 * @param {import('playwright-core').Page} t.page
 * @param {(name: string, fn: () => Promise<void>) => Promise<void>} t.step
 * @param {(mode: 'light' | 'dark') => Promise<void>} t.setTheme
 * @param {() => Promise<void>} t.dismissToasts
 */
export async function historyFlow({ page, step, setTheme, dismissToasts }) {
  const year = new Date().getUTCFullYear() - 1;
  const q1 = `year=${year}&frequency=quarterly&period=q1&view=period`;
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const api = pageApi(page);
  const revenueLine = () => page.locator('[data-testid="kpi-line"][data-kpi="Revenue"]');

  await step('history: Corporate BSC as of yesterday, by the As of picker, then back to today', async () => {
    const [revenue] = await api('GET', `/kpi-overview?filter=${encodeURIComponent(JSON.stringify({ q: 'Revenue', year: String(year) }))}`);
    await api('PATCH', `/kpi-assignments/${revenue.id}`, { actualResults: { q1: 95 }, reason: 'Invoices corrected' });
    await page.goto(`/corporate-bsc?${q1}`);
    await revenueLine().filter({ hasText: '95%' }).waitFor();
    await page.getByLabel('As of').fill(yesterday);
    await page.waitForURL(new RegExp(`asOf=${yesterday}`));
    // Yesterday the KPI was not assigned yet: its line has no values.
    await revenueLine().filter({ hasText: 'No Data' }).waitFor();
    await page.getByText(/as of \d{1,2} \w{3} \d{4}/).first().waitFor();
    // Axe on what this step adds (the picker, the caption and the lines it changes), light and dark.
    const added = { include: ['[data-testid="as-of"]', '[data-testid="kpi-line"]'] };
    await checkA11y(page, 'history: Corporate BSC as of a date', added);
    await setTheme('dark');
    await checkA11y(page, 'history: Corporate BSC as of a date', added);
    await setTheme('light');
    await page.getByRole('button', { name: 'Back to today' }).click();
    await revenueLine().filter({ hasText: '95%' }).waitFor();
  });

  await step("history: the results dialog shows a value's history with its reason", async () => {
    await page.goto(`/kpi-results?${q1}`);
    const dialog = page.getByRole('dialog');
    // The theme toggle sits behind the modal dialog: dark first, then light, one opening each.
    for (const mode of ['dark', 'light']) {
      await setTheme(mode);
      await page.locator('[data-testid="result-row"][data-kpi="Revenue"]').getByRole('button', { name: /Update actual results/ }).click();
      await dialog.getByText('Update Actual Results - Revenue').waitFor();
      await dialog.getByRole('button', { name: 'Show history' }).click();
      const table = dialog.getByRole('table', { name: 'History of the actual results' });
      await table.getByRole('row').filter({ hasText: 'Invoices corrected' }).filter({ hasText: '$80 → $95' }).waitFor();
      await checkA11y(page, 'history: results dialog with the history', { include: '[role="dialog"]' });
      if (mode === 'dark') await screenshot(page, 'history-results-dialog-dark', { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await dismissToasts();
  });
}
