// Set and Cascade in Chromium against the real backend (scorecard.md sections 2.3, 2.6, 5 and 8).
import { readFile } from 'node:fs/promises';
import { checkA11y, screenshot } from '../harness.mjs';

const api = async (page, method, url, data) => {
  const response = await page.request.fetch(url, { method, data });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return response.json();
};

const text = async (locator) => (await locator.textContent()) ?? '';

/** The page is no wider than the window: nothing (a visually hidden header, say) pushes it sideways. */
const fitsWindow = async (page, where) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement.scrollWidth, innerWidth: window.innerWidth }));
  if (scrollWidth > innerWidth) throw new Error(`${where}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
};

/**
 * On the signed-in user's (fresh) organization: a division under the CEO function, an objective at
 * the CEO level and one at the division linked to it, a quarterly KPI with targets, results through
 * the dialog and the hand-worked score (target 200, actual 150 → 75%, 'Near Target' with the
 * default thresholds 100/90/70/50), the weight banners, removal, and a chart of 250 functions.
 */
export async function setCascadeFlow({ page, step, setTheme, dismissToasts }) {
  const dialog = () => page.getByRole('dialog');
  const toastSaying = (message) => page.getByText(message, { exact: true }).first();
  // A card's name is all it shows ('Division 1 Division Objectives: 0 · KPIs: 0'): match by its function name.
  const row = (name) => page.locator(`[role="treeitem"][data-function-name="${name}"]`);
  /** Waits until the chart shows `name` selected (the selection goes through the address, a render later). */
  const selectedRow = (name) => page.locator(`[role="treeitem"][aria-selected="true"][data-function-name="${name}"]`).waitFor();
  const pick = async (label, option, scope = dialog()) => {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option }).first().click();
  };
  const objectiveBanner = () => page.locator('[data-weight-state]').first();
  const bannerReads = async (message) => {
    await page.getByRole('status').filter({ hasText: message }).first().waitFor();
  };

  await step('set-cascade: library items to assign', async () => {
    await api(page, 'POST', '/api/objectives', { name: 'Grow recurring revenue', bscPerspective: 'Financial' });
    await api(page, 'POST', '/api/objectives', { name: 'Delight every customer', bscPerspective: 'Customer' });
    await api(page, 'POST', '/api/objectives', { name: 'Win the home market', bscPerspective: 'Financial' });
    await api(page, 'POST', '/api/kpis', { name: 'Quarterly revenue', unit: '$', frequency: 'quarterly', polarity: 'positive', description: 'Invoiced revenue' });
    // made behind the screen's back: a reload drops the cached (empty) library lists
    await page.reload();
    await page.getByRole('link', { name: 'Set and Cascade', exact: true }).waitFor();
  });

  await step('set-cascade: the chart opens on the CEO function, selected, with its context and tiles', async () => {
    await page.getByRole('link', { name: 'Set and Cascade', exact: true }).click();
    await page.getByRole('heading', { name: 'Set and Cascade', level: 1 }).waitFor();
    await row('CEO Office').waitFor();
    await selectedRow('CEO Office');
    await page.getByText('Selected Function Context').waitFor();
    await page.getByText('Objectives set here are the top of the cascade.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Delete Function' }).waitFor({ state: 'detached' });
  });

  await step('set-cascade: a division is added under the CEO with the default child level', async () => {
    await page.getByRole('button', { name: 'Actions for CEO Office' }).click();
    // the menu is open (counted before it renders, Delete would be absent whatever the menu offers)
    await page.getByRole('menuitem', { name: 'Add Division' }).waitFor();
    if (await page.getByRole('menuitem', { name: 'Delete' }).count()) throw new Error('the CEO function offers Delete');
    await page.getByRole('menuitem', { name: 'Add Division' }).click();
    const level = await text(dialog().getByRole('combobox', { name: 'Level' }));
    if (!level.includes('Division')) throw new Error(`default child level reads ${level}`);
    await dialog().getByRole('button', { name: 'Create Function' }).click();
    await dialog().getByText('Function name is required').waitFor();
    await toastSaying('Validation Error').waitFor();
    await dialog().getByLabel('Function name').fill('  Commercial Division ');
    await dialog().getByLabel('Description').fill('Sales, marketing and customer care');
    await dialog().getByRole('button', { name: 'Create Function' }).click();
    await toastSaying('Function created successfully').waitFor();
    await row('Commercial Division').waitFor();
    await selectedRow('Commercial Division');
    await page.getByText('Each objective here links to a CEO objective.', { exact: false }).waitFor();
  });

  await step('set-cascade: the chart is keyboard-operable (arrows move, open and close; Enter selects)', async () => {
    await row('CEO Office').focus();
    await page.keyboard.press('ArrowDown');
    if (!(await row('Commercial Division').evaluate((el) => el === document.activeElement))) throw new Error('ArrowDown did not move to the division');
    await page.keyboard.press('ArrowLeft');
    if (!(await row('CEO Office').evaluate((el) => el === document.activeElement))) throw new Error('ArrowLeft did not climb to the CEO');
    await page.keyboard.press('ArrowLeft');
    await row('Commercial Division').waitFor({ state: 'detached' });
    if ((await row('CEO Office').getAttribute('aria-expanded')) !== 'false') throw new Error('ArrowLeft did not close the CEO branch');
    await page.keyboard.press('ArrowRight');
    await row('Commercial Division').waitFor();
    await page.keyboard.press('Enter');
    await selectedRow('CEO Office');
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menuitem', { name: 'Add Division' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Add Division' }).waitFor({ state: 'detached' });
  });

  await step('set-cascade: below the CEO a parent objective is required, and none exists yet', async () => {
    await row('Commercial Division').click();
    await page.getByRole('button', { name: 'Add Objective' }).click();
    await dialog().getByText('No parent objectives found. Please assign objectives to CEO level first.').waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });
  });

  await step('set-cascade: objectives at the CEO level, with field rules and the under / over / exactly 100 banners', async () => {
    await row('CEO Office').click();
    await page.getByRole('heading', { name: 'Scorecard · CEO Office' }).waitFor();
    await page.getByRole('button', { name: 'Add Objective' }).click();
    await dialog().getByLabel('Weight (%)').fill('150');
    await dialog().getByRole('button', { name: 'Assign Objective' }).click();
    await dialog().getByText('Objective selection is required').waitFor();
    await dialog().getByText('Weight must be between 1 and 100').waitFor();
    await pick('Objective', 'Grow recurring revenue');
    await dialog().getByLabel('Weight (%)').fill('60');
    await dialog().getByLabel('Target (optional)').fill('1000000');
    await dialog().getByRole('button', { name: 'Assign Objective' }).click();
    await toastSaying('Objective assigned to CEO Office successfully').waitFor();
    await bannerReads('Objective weights total 60%. Add 40% more weight to reach 100%.');
    if ((await objectiveBanner().getAttribute('data-weight-state')) !== 'error') throw new Error('under 100 is not an error banner');

    await page.getByRole('button', { name: 'Add Objective' }).click();
    await pick('Objective', 'Delight every customer');
    await dialog().getByLabel('Weight (%)').fill('50');
    await dialog().getByRole('button', { name: 'Assign Objective' }).click();
    await toastSaying('Objective assigned to CEO Office successfully').waitFor();
    await bannerReads('Objective weights total 110%. Remove 10% to reach 100%.');

    await page.getByRole('button', { name: 'Edit Delight every customer' }).click();
    await dialog().getByLabel('Weight (%)').fill('40');
    await dialog().getByRole('button', { name: 'Save Changes' }).click();
    await toastSaying('Objective assignment updated successfully').waitFor();
    await bannerReads('Objective weights are perfectly balanced at 100%');
    if ((await objectiveBanner().getAttribute('data-weight-state')) !== 'success') throw new Error('exactly 100 is not a success banner');
    await page.getByText('No KPIs assigned to this objective yet').first().waitFor();
    const tiles = await text(page.getByLabel('Summary'));
    if (!/Objectives\s*2/.test(tiles)) throw new Error(`tiles read ${tiles}`);
  });

  await step('set-cascade: the division objective links to the CEO objective', async () => {
    await row('Commercial Division').click();
    await page.getByRole('heading', { name: 'Scorecard · Commercial Division' }).waitFor();
    await page.getByRole('button', { name: 'Add Objective' }).click();
    await pick('Objective', 'Win the home market');
    await pick('Parent objective (CEO)', 'Grow recurring revenue');
    await dialog().getByLabel('Weight (%)').fill('100');
    await dialog().getByRole('button', { name: 'Assign Objective' }).click();
    await toastSaying('Objective assigned to Commercial Division successfully').waitFor();
    await bannerReads('Objective weights are perfectly balanced at 100%');
    await page.getByText('Cascades from Grow recurring revenue (CEO Office)').waitFor();
    const counts = await text(row('Commercial Division'));
    if (!counts.includes('Objectives: 1 · KPIs: 0')) throw new Error(`division card reads ${counts}`);
  });

  await step('set-cascade: a quarterly KPI with targets and a running total', async () => {
    await page.getByRole('button', { name: 'Add KPI', exact: true }).click();
    await dialog().getByRole('button', { name: 'Assign KPI' }).click();
    await dialog().getByText('KPI selection is required').waitFor();
    await dialog().getByText('Objective selection is required').waitFor();
    await pick('KPI', 'Quarterly revenue');
    await pick('Objective', 'Win the home market');
    const inputs = await dialog().getByRole('spinbutton', { name: /^Q\d target$/ }).count();
    if (inputs !== 4) throw new Error(`${inputs} target inputs for a quarterly KPI`);
    await dialog().getByLabel('Q1 target').fill('200');
    await dialog().getByLabel('Q2 target').fill('250');
    await dialog().getByText('Running total: 450').first().waitFor();
    await dialog().getByLabel('Weight (%)').fill('100');
    await page.waitForTimeout(300);
    await screenshot(page, 'set-cascade-assign-kpi', { fullPage: false });
    await dialog().getByRole('button', { name: 'Assign KPI' }).click();
    await toastSaying('KPI assigned successfully').waitFor();
    await bannerReads('KPI weights are perfectly balanced at 100%');
    await page.getByRole('table', { name: 'KPIs of Win the home market' }).getByText('No Data').waitFor();
  });

  await step("set-cascade: results through the dialog give 75% 'Near Target' (150 of 200)", async () => {
    await page.getByRole('button', { name: 'Update results of Quarterly revenue' }).click();
    await dialog().getByText('Update Actual Results - Quarterly revenue').waitFor();
    await dialog().getByText('Q1: 200').waitFor();
    if ((await dialog().getByLabel('Q1 actual').getAttribute('step')) !== '0.01') throw new Error('result inputs are not step 0.01');
    await dialog().getByLabel('Q1 actual').fill('150');
    await page.waitForTimeout(300);
    await screenshot(page, 'set-cascade-results-dialog', { fullPage: false });
    await dialog().getByRole('button', { name: 'Save Results' }).click();
    await toastSaying('Actual results updated successfully').waitFor();
    const kpiRow = page.getByRole('table', { name: 'KPIs of Win the home market' }).getByRole('row').filter({ hasText: 'Quarterly revenue' });
    await kpiRow.getByText('Near Target').waitFor();
    const cells = await text(kpiRow);
    if (!cells.includes('75%') || !cells.includes('150')) throw new Error(`KPI row reads ${cells}`);
    await fitsWindow(page, 'Set and Cascade with a KPI table');
    await dismissToasts();
    await screenshot(page, 'set-cascade-light', { fullPage: false });
    await setTheme('dark');
    await page.waitForTimeout(300);
    await screenshot(page, 'set-cascade-dark', { fullPage: false });
    await setTheme('light');
  });

  await step('set-cascade: a Q2 result imported from the downloaded template through the Import dialog (240 of 250 → 96%)', async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import targets and results' });
    await importDialog.getByText('1. Download the template').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), importDialog.getByRole('button', { name: 'Template (.csv)' }).click()]);
    if (!/^targets-and-results-commercial-division-\d{4}\.csv$/.test(download.suggestedFilename())) throw new Error(`template named ${download.suggestedFilename()}`);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    const header = lines[0].split(',');
    const q2 = header.indexOf('Q2');
    const values = header.indexOf('Values');
    const edited = lines.map((line) => {
      const cells = line.split(',');
      if (cells[values] !== 'Actual Results' || !line.includes('Quarterly revenue')) return line;
      if (cells[header.indexOf('Q1')] !== '150') throw new Error(`the template's Q1 result reads ${cells[header.indexOf('Q1')]}`);
      cells[q2] = '240';
      return cells.join(',');
    });
    await importDialog.getByLabel('Spreadsheet file').setInputFiles({ name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from(edited.join('\n')) });
    await importDialog.getByText('1 change in 1 KPI assignment').waitFor();
    await importDialog.getByRole('table', { name: 'Preview of the import' }).getByText('Q2: empty → 240').waitFor();
    await screenshot(page, 'set-cascade-import-preview', { fullPage: false });
    await checkA11y(page, 'import dialog with its preview', { include: '[role="dialog"]' });
    await importDialog.getByRole('button', { name: 'Apply 1 change' }).click();
    await toastSaying('Imported 1 change to 1 KPI assignment').waitFor();
    await importDialog.waitFor({ state: 'detached' });
    const kpiRow = page.getByRole('table', { name: 'KPIs of Win the home market' }).getByRole('row').filter({ hasText: 'Quarterly revenue' });
    await kpiRow.getByText('96%').waitFor();
    const cells = await text(kpiRow);
    if (!cells.includes('240')) throw new Error(`KPI row reads ${cells}`);
    await dismissToasts();
  });

  await step('set-cascade: a KPI assignment and the function are edited (level fixed)', async () => {
    await page.getByRole('button', { name: 'Edit Quarterly revenue' }).click();
    await dialog().getByText('Edit KPI Assignment - Quarterly revenue').waitFor();
    const q1 = await dialog().getByLabel('Q1 target').inputValue();
    if (q1 !== '200') throw new Error(`Q1 target reads ${q1}`);
    await dialog().getByLabel('Weight (%)').fill('80');
    await dialog().getByRole('button', { name: 'Save Changes' }).click();
    await toastSaying('KPI assignment updated successfully').waitFor();
    await bannerReads('KPI weights total 80%. Add 20% more weight to reach 100%.');
    await bannerReads('The KPI weights of 1 objective do not total 100%, so the scorecard is not balanced yet.');
    await page.getByRole('button', { name: 'Edit Function' }).click();
    if (!(await dialog().getByRole('combobox', { name: 'Level' }).isDisabled().catch(() => false))) {
      const disabled = await dialog().getByRole('combobox', { name: 'Level' }).getAttribute('aria-disabled');
      if (disabled !== 'true') throw new Error('the level can be changed when editing');
    }
    await dialog().getByLabel('Description').fill('Sales and customer care');
    await dialog().getByRole('button', { name: 'Save Changes' }).click();
    await toastSaying('Function updated successfully').waitFor();
    await row('Commercial Division').getByText('Sales and customer care').waitFor();
  });

  await step('set-cascade: a KPI assignment and a function are removed after confirmation', async () => {
    await page.getByRole('button', { name: 'Remove Quarterly revenue' }).click();
    await page.getByRole('alertdialog').getByText('Are you sure you want to remove "Quarterly revenue"? This action cannot be undone.').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await toastSaying('KPI assignment removed successfully').waitFor();
    await page.getByText('No KPIs assigned to this objective yet', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Actions for Commercial Division' }).click();
    await page.getByRole('menuitem', { name: 'Add General Department' }).click();
    await dialog().getByLabel('Function name').fill('Field Sales');
    await dialog().getByRole('button', { name: 'Create Function' }).click();
    await toastSaying('Function created successfully').waitFor();
    await page.getByRole('button', { name: 'Actions for Commercial Division' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByText('Its 1 child function is also deleted', { exact: false }).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toastSaying('Function deleted successfully').waitFor();
    await row('Field Sales').waitFor({ state: 'detached' });
    await selectedRow('CEO Office');
  });

  await step('set-cascade: a chart of 250 functions is read in one call and its counts in one more; search and opening a branch call nothing', async () => {
    const ceo = (await api(page, 'GET', '/api/functions?filter=' + encodeURIComponent(JSON.stringify({ level: 'ceo' }))))[0];
    const made = [];
    for (let d = 0; d < 5; d++) {
      const division = await api(page, 'POST', '/api/functions', { name: `Division ${d + 1}`, parentId: ceo.id });
      for (let g = 0; g < 7; g++) {
        const general = await api(page, 'POST', '/api/functions', { name: `General ${d + 1}.${g + 1}`, parentId: division.id });
        for (let k = 0; k < 6; k++) made.push(api(page, 'POST', '/api/functions', { name: `Department ${d + 1}.${g + 1}.${k + 1}`, parentId: general.id, description: 'Team' }));
      }
    }
    await Promise.all(made);
    // Cost by calls, not by the clock (a busy machine makes any time bound flaky; `make bench` measures
    // the calls): the chart is one list call and one counts call whatever its size.
    let functionCalls = [];
    const onRequest = (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/functions')) functionCalls.push(`${request.method()} ${url.pathname}`);
    };
    page.on('request', onRequest);
    try {
      await page.reload();
      await row('Division 5').waitFor();
      await row('Division 1').waitFor();
      await page.waitForLoadState('networkidle');
      const onLoad = [...functionCalls].sort();
      if (JSON.stringify(onLoad) !== JSON.stringify(['GET /api/functions', 'GET /api/functions/assignment-counts'])) throw new Error(`the chart of 250 functions called ${onLoad.join(', ')}`);
      functionCalls = [];
      await page.getByLabel('Search functions').fill('Department 4.6.6');
      await row('Department 4.6.6').waitFor();
      await row('Division 5').waitFor({ state: 'detached' });
      await page.getByLabel('Search functions').fill('');
      await row('Division 3').focus();
      await page.keyboard.press('ArrowRight');
      await row('General 3.7').waitFor();
      if (functionCalls.length) throw new Error(`searching and opening a branch called ${functionCalls.join(', ')}`);
    } finally {
      page.off('request', onRequest);
    }
    await screenshot(page, 'set-cascade-250-functions', { fullPage: false });
  });
}

/** The demo organization's Set and Cascade, light and dark (run by set-cascade-demo.mjs on a SEED_DEMO backend). */
export async function setCascadeDemoScreens(page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo@scorecard.local');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await page.getByText('Login successful!').waitFor();
  await page.goto('/set-cascade');
  const firstRow = page.getByRole('treeitem').first();
  await firstRow.waitFor();
  await page.locator('[data-weight-state]').first().waitFor();
  await page.waitForTimeout(800);
  await fitsWindow(page, 'the demo CEO scorecard at 1440 px');
  await screenshot(page, 'set-cascade-demo-ceo-light', { fullPage: false });
  await page.mouse.wheel(0, 900);
  await page.waitForTimeout(400);
  await screenshot(page, 'set-cascade-demo-ceo-light-2', { fullPage: false });
  // the first division
  await firstRow.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.locator('[data-weight-state]').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(800);
  await screenshot(page, 'set-cascade-demo-division-light', { fullPage: false });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await page.locator('[data-weight-state]').first().waitFor();
  await page.waitForTimeout(800);
  await screenshot(page, 'set-cascade-demo-ceo-dark', { fullPage: false });
  await page.getByRole('button', { name: /^Update results of / }).first().click();
  await page.getByText('Update Actual Results - ', { exact: false }).waitFor();
  await page.waitForTimeout(500);
  await screenshot(page, 'set-cascade-demo-results-dark', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.locator('[data-weight-state]').first().waitFor();
  await page.waitForTimeout(800);
  await fitsWindow(page, 'the demo CEO scorecard at 390 px');
  await screenshot(page, 'set-cascade-demo-phone', { fullPage: false });
  await page.mouse.wheel(0, 1400);
  await page.waitForTimeout(400);
  await screenshot(page, 'set-cascade-demo-phone-2', { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });
}
