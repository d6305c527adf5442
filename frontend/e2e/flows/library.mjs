// Library at scale: more than 1,000 records, found and counted by the server (issue 12).
// Themes are the library kind without a plan limit (objectives stop at the plan's 50 and KPIs at
// 100), so the flow creates 1,050 themes through the public API, a few requests at a time.

const TOTAL = 1050;
const PAST_1000 = `Scale theme ${TOTAL - 10}`;
const CONCURRENCY = 8;

/** Creates `count` themes named 'Scale theme 0001'… through POST /api/themes; answers the seconds it took. */
async function createThemes(request, count) {
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const name = `Scale theme ${String(next).padStart(4, '0')}`;
      const response = await request.post('/api/themes', { data: { name, color: '#0EA5E9' } });
      if (!response.ok()) throw new Error(`POST /api/themes ${name} answered ${response.status()}: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return (Date.now() - started) / 1000;
}

/** The organization's number of themes, from the Content-Range total of a one-row page. */
async function themeCount(request) {
  const response = await request.get('/api/themes?range=[0,0]');
  return Number((response.headers()['content-range'] ?? '').split('/')[1] ?? 0);
}

/**
 * Runs on a signed-in page; other flows may have made themes before. Leaves the themes behind.
 * helpers: { step, screenshot, setTheme, settle, dismissToasts, rowOf }
 */
export async function libraryScaleFlow(page, { step, screenshot, setTheme, settle, dismissToasts, rowOf }) {
  await step(`library: finds and counts a theme past the first 1,000 (${TOTAL.toLocaleString('en-US')} themes)`, async () => {
    const before = await themeCount(page.request);
    const seconds = await createThemes(page.request, TOTAL);
    const total = before + TOTAL;
    console.log(`     created ${TOTAL} themes through the API in ${seconds.toFixed(1)} s`);
    // A fresh load: the themes came through the API, not this page, so its cached lists are stale.
    await page.goto('/library?tab=themes');
    await page.getByRole('heading', { name: 'Library' }).waitFor();
    const themesTab = page.getByRole('tab', { name: /Themes/ });
    // The count is the server's total, not the length of the page on screen.
    const count = total.toLocaleString('en-US');
    await themesTab.getByText(count, { exact: true }).waitFor();
    await page.getByText(`1-25 of ${total}`).waitFor();
    const onScreen = await page.locator('tbody tr').count();
    if (onScreen !== 25) throw new Error(`expected one page of 25 rows, found ${onScreen}`);
    if (await rowOf(PAST_1000).count()) throw new Error(`${PAST_1000} is on the first page`);

    await page.getByRole('searchbox', { name: 'Search' }).fill(PAST_1000.toUpperCase());
    await rowOf(PAST_1000).waitFor();
    await page.getByText('1-1 of 1').waitFor();
    await themesTab.getByText(count, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByText(`1-25 of ${total}`).waitFor();
    await page.getByRole('button', { name: /sort by name/i }).click();
    await rowOf(`Scale theme ${TOTAL}`).waitFor();
    await page.mouse.move(0, 0); // no tooltip over the first row
    await dismissToasts();
    await settle();
    await screenshot(page, 'e2e-library-scale-light', { fullPage: false });
    await setTheme('dark');
    await settle();
    await screenshot(page, 'e2e-library-scale-dark', { fullPage: false });
    await setTheme('light');
  });
}

/** The employees resource: react-admin's list with server-side search, and its edit form. */
export async function employeesFlow(page, { step, screenshot, setTheme, settle, rowOf }) {
  await step('employees: listed, searched and edited as a react-admin resource', async () => {
    await page.goto('/employees');
    await page.getByRole('heading', { name: 'Employees' }).waitFor();
    await rowOf('Edith Clarke').waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill('nobody-like-this');
    await rowOf('Edith Clarke').waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Search' }).fill('edith');
    await rowOf('Edith Clarke').click();
    await page.getByRole('heading', { name: 'Edit Employee' }).waitFor();
    await page.getByLabel('Position').fill('Chief Calculator');
    // The supervisor picker searches employees on the server; its list opens under the field.
    await page.getByRole('combobox', { name: 'Supervisor' }).click();
    await page.getByRole('option', { name: 'Edith Clarke' }).waitFor(); // offered, but disabled: not her own supervisor
    await settle();
    await screenshot(page, 'e2e-employees-edit-supervisor', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Employee updated successfully').first().waitFor();
    await rowOf('Chief Calculator').waitFor();
    await page.mouse.move(0, 0);
    await settle();
    await screenshot(page, 'e2e-employees-light', { fullPage: false });
    await setTheme('dark');
    await settle();
    await screenshot(page, 'e2e-employees-dark', { fullPage: false });
    await setTheme('light');
  });
}

