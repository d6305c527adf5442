// Corporate BSC, KPI Results and KPI Overview against the real backend: a small cascade is set up
// through the API (last year, so every period is over whatever today's date), then the screens
// must show the scores worked out by hand below, the annual → year-to-date rule, the theme
// highlight, the foundation block's save, the trend chart and the '2 of 3 reported' note.
//
// Hand-worked, Q1 of last year, period view (scorecard.md section 9, DESIGN decision 14):
//   Revenue (quarterly, target 100 a quarter): q1 80 → 80 / 100 = 80 % → Near Target
//   NPS (monthly, target 10 a month): january 8, february not reported, march 12
//     → (8 + 12) / (10 + 10) = 100 % → Exceeds Target, '2 of 3 reported'
//   Grow revenue (weight 60) = 80; Delight customers (weight 40) = 100
//   Level / overall score = 80 × 60 % + 100 × 40 % = 48 + 40 = 88 %
// Annual (forced year to date): Revenue (80 + 120) / 200 = 100 %, NPS 20 / 20 = 100 % → 100 %.

/**
 * @param {object} t
 * @param {import('playwright-core').Page} t.page
 * @param {(name: string, fn: () => Promise<void>) => Promise<void>} t.step
 * @param {(page: import('playwright-core').Page, name: string, options?: object) => Promise<string>} t.screenshot
 * @param {(mode: 'light' | 'dark') => Promise<void>} t.setTheme
 * @param {() => Promise<void>} t.dismissToasts
 */
import { checkA11y, expectText as expectTextOn, pageApi } from '../harness.mjs';

export async function scorecardViews({ page, step, screenshot, setTheme, dismissToasts }) {
  const year = new Date().getUTCFullYear() - 1;
  const q1 = `year=${year}&frequency=quarterly&period=q1&view=period`;
  const api = pageApi(page);
  const expectText = (locator, expected, what) => expectTextOn(page, locator, expected, what);
  const line = (name) => page.locator(`[data-testid="kpi-line"][data-kpi="${name}"]`);
  const overallScore = () => page.getByTestId('overall-score');

  await step('scorecard views: a small cascade set up through the API', async () => {
    const [ceo] = await api('GET', `/functions?filter=${encodeURIComponent(JSON.stringify({ level: 'ceo' }))}`);
    const growth = await api('POST', '/themes', { name: 'Growth', color: '#16A34A' });
    const grow = await api('POST', '/objectives', { name: 'Grow revenue', bscPerspective: 'Financial', themeId: growth.id });
    const delight = await api('POST', '/objectives', { name: 'Delight customers', bscPerspective: 'Customer' });
    const revenue = await api('POST', '/kpis', { name: 'Revenue', description: 'Invoiced revenue', unit: '$', frequency: 'quarterly' });
    const nps = await api('POST', '/kpis', { name: 'NPS', unit: 'score', frequency: 'monthly' });
    const common = { organizationFunctionId: ceo.id, period: String(year) };
    const growAssignment = await api('POST', '/objective-assignments', { ...common, objectiveId: grow.id, weight: 60 });
    const delightAssignment = await api('POST', '/objective-assignments', { ...common, objectiveId: delight.id, weight: 40 });
    await api('POST', '/kpi-assignments', {
      kpiId: revenue.id, objectiveAssignmentId: growAssignment.id, linkedObjectiveId: grow.id, weight: 100, period: String(year),
      targets: JSON.stringify({ q1: 100, q2: 100, q3: 100, q4: 100 }), actualResults: JSON.stringify({ q1: 80, q2: 120 }),
    });
    const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
    await api('POST', '/kpi-assignments', {
      kpiId: nps.id, objectiveAssignmentId: delightAssignment.id, linkedObjectiveId: delight.id, weight: 100, period: String(year),
      targets: JSON.stringify(Object.fromEntries(months.map((m) => [m, 10]))), actualResults: JSON.stringify({ january: 8, march: 12 }),
    });
  });

  await step('corporate BSC: the hand-worked score and statuses of Q1', async () => {
    await page.goto(`/corporate-bsc?${q1}`);
    await page.getByRole('heading', { name: 'Corporate BSC', level: 1 }).waitFor();
    await expectText(overallScore(), '88%', 'overall score');
    await expectText(line('Revenue'), 'Near Target', 'Revenue');
    await expectText(line('Revenue'), '80%', 'Revenue score');
    await expectText(line('NPS'), 'Exceeds Target', 'NPS');
    await expectText(line('NPS'), '2 of 3 reported', 'NPS reporting note');
    await expectText(page.getByRole('article', { name: 'Grow revenue' }).getByTestId('objective-score'), '80%', 'Grow revenue score');
    await dismissToasts();
    await screenshot(page, 'scorecard-corporate-bsc-light');
  });

  await step('corporate BSC: annual forces year to date and disables View Type', async () => {
    const viewType = page.getByRole('combobox', { name: 'View Type' });
    if ((await viewType.getAttribute('aria-disabled')) === 'true') throw new Error('View Type disabled before choosing annual');
    await page.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: 'Annual', exact: true }).click();
    await page.waitForURL(/frequency=annual/);
    if (!page.url().includes('view=ytd') || !page.url().includes('period=annual')) throw new Error(`URL after annual: ${page.url()}`);
    await page.getByRole('combobox', { name: 'View Type', disabled: true }).waitFor();
    await expectText(viewType, 'Year to Date', 'View Type');
    await expectText(overallScore(), '100%', 'annual overall score');
    // the back button returns to Q1
    await page.goBack();
    await expectText(overallScore(), '88%', 'overall score after going back');
  });

  await step('corporate BSC: a theme highlights its objectives and dims the others', async () => {
    await page.getByRole('button', { name: 'Growth', exact: true }).click();
    await page.waitForURL(/theme=/);
    const card = (name, state) => page.locator(`article[aria-label="${name}"]${state === null ? ':not([data-highlighted])' : `[data-highlighted="${state}"]`}`);
    await card('Grow revenue', true).waitFor();
    await card('Delight customers', false).waitFor();
    await page.waitForTimeout(400); // let the chips' colour settle before the picture
    await screenshot(page, 'scorecard-corporate-bsc-theme', { fullPage: false });
    await page.getByRole('button', { name: 'All Themes' }).click();
    await page.waitForURL((url) => !url.searchParams.has('theme'));
    await card('Delight customers', null).waitFor();
    await card('Grow revenue', null).waitFor();
  });

  await step('corporate BSC: the foundation block edits, cancels and saves', async () => {
    await expectText(page.getByTestId('foundation-vision'), 'No vision statement defined', 'vision placeholder');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Vision').fill('Thrown away');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectText(page.getByTestId('foundation-vision'), 'No vision statement defined', 'vision after Cancel');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Vision').fill('Every calculation right the first time');
    await page.getByLabel('Core Values').fill('Accuracy, candour');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Organization settings updated successfully').first().waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    await page.reload();
    await expectText(page.getByTestId('foundation-vision'), 'Every calculation right the first time', 'saved vision');
    await expectText(page.getByTestId('foundation-mission'), 'No mission statement defined', 'mission placeholder');
    await expectText(page.getByTestId('foundation-values'), 'Accuracy, candour', 'saved values');
  });

  await step('corporate BSC: the trend chart of a KPI, with its table', async () => {
    await line('Revenue').getByRole('button', { name: 'Show trend of Revenue' }).click();
    const trend = page.getByRole('dialog');
    await trend.getByRole('img', { name: /Revenue: 2 of 4 periods reported/ }).waitFor();
    await expectText(trend.getByRole('table', { name: 'Revenue by period' }).getByRole('row').filter({ hasText: 'Q2' }), 'Exceeds Target', 'Q2 row');
    await page.waitForTimeout(300);
    await screenshot(page, 'scorecard-trend-light', { fullPage: false });
    await trend.getByRole('button', { name: 'Close' }).click();
    await trend.waitFor({ state: 'detached' });
  });

  // DESIGN decisions 19 and 22: the coverage beside a partial roll-up and the explain popover,
  // opened by keyboard, axe on the popover in light and dark. Q2: Revenue 120 / 100 = 120; NPS has
  // nothing in April-June, so the level is Grow revenue's 120, 'based on 1 of 2 KPIs, 60% of the weight'.
  await step('explain: scores explain themselves in a popover opened by keyboard, light and dark', async () => {
    // on Corporate BSC already (after the trend chart), Q2 is one choice away; alone (E2E_ONLY), load it
    if (!page.url().includes('/corporate-bsc')) await page.goto(`/corporate-bsc?${q1}`);
    await page.getByRole('combobox', { name: 'View Period' }).click();
    await page.getByRole('option', { name: 'Q2', exact: true }).click();
    await page.waitForURL(/period=q2/);
    await expectText(overallScore(), '120%', 'Q2 overall score');
    await expectText(overallScore().getByTestId('coverage-note'), 'based on 1 of 2 KPIs, 60% of the weight', 'coverage');
    const open = async (buttonName, title) => {
      const button = page.getByRole('button', { name: buttonName });
      await button.focus();
      await page.keyboard.press('Enter');
      const popover = page.getByRole('dialog', { name: title });
      await popover.waitFor();
      return { button, popover };
    };
    const kpi = await open('How the score of Revenue is made', /^Revenue: 120%/);
    await expectText(kpi.popover, 'Higher is better: actual ÷ target × 100 = 120 ÷ 100 × 100 = 120.', 'ratio');
    await expectText(kpi.popover, 'Exceeds Target: 120 is at least 100.', 'band');
    await expectText(kpi.popover, "Weight 100%: contributes 120 points to its objective's score.", 'contribution');
    await checkA11y(page, 'explain popover of a KPI', { include: '[data-testid="explain-popover"]' });
    await screenshot(page, 'explain-popover-kpi-light', { fullPage: false });
    await page.keyboard.press('Escape');
    await kpi.popover.waitFor({ state: 'detached' });
    if (!(await kpi.button.evaluate((el) => el === document.activeElement))) throw new Error('focus did not return to the explain button');

    await setTheme('dark');
    const level = await open('How the score of the CEO level is made', /^The CEO level: 120%/);
    await expectText(level.popover, 'Based on 1 of 2 KPIs, 60% of the weight.', 'coverage in the popover');
    await expectText(level.popover.getByTestId('explain-item').filter({ hasText: 'Delight customers' }), 'left out', 'the objective without data');
    await checkA11y(page, 'explain popover of the level', { include: '[data-testid="explain-popover"]' });
    await screenshot(page, 'explain-popover-level-dark', { fullPage: false });
    await page.keyboard.press('Escape');
    await level.popover.waitFor({ state: 'detached' });
    await setTheme('light');
  });

  await step('corporate BSC: an unknown period in the URL says so', async () => {
    await page.goto(`/corporate-bsc?year=${year}&frequency=quarterly&period=q9`);
    await page.getByText("Unknown quarterly period 'q9'").waitFor();
  });

  await step('KPI results: the level score, the table and the legend', async () => {
    await page.goto(`/kpi-results?${q1}`);
    await page.getByRole('heading', { name: 'KPI Results', level: 1 }).waitFor();
    await expectText(page.getByTestId('level-score'), '88%', 'level score');
    await expectText(page.getByTestId('kpi-count'), '2', 'KPI count');
    const revenueRow = page.locator('[data-testid="result-row"][data-kpi="Revenue"]');
    await expectText(revenueRow, '80%', 'Revenue score');
    await expectText(revenueRow, 'Near Target', 'Revenue status');
    await expectText(revenueRow, 'Period-Based', 'Revenue type');
    await expectText(page.locator('[data-testid="result-row"][data-kpi="NPS"]'), '2 of 3 reported', 'NPS note');
    await expectText(page.getByTestId('legend-On Track'), 'On Track: 1', 'On Track count');
    await expectText(page.getByTestId('legend-At Risk'), 'At Risk: 1', 'At Risk count');
    await expectText(page.getByTestId('legend-Behind'), 'Behind: 0', 'Behind count');
    // The function picker names the CEO function shown by default, and searches the chart by name;
    // open, it passes axe in light and dark (screenshots function-picker-open-*).
    const picker = page.getByRole('combobox', { name: 'Function' });
    await page.waitForFunction(() => [...document.querySelectorAll('input[role="combobox"]')].some((input) => /^CEO Office \(/.test(input.value)));
    for (const mode of ['light', 'dark']) {
      await setTheme(mode);
      await picker.click();
      await picker.fill('ceo off');
      await page.getByRole('option', { name: /^CEO Office \(/ }).waitFor();
      await checkA11y(page, `KPI results, function picker open (${mode})`);
      await screenshot(page, `function-picker-open-${mode}`, { fullPage: false });
      await page.keyboard.press('Escape');
    }
    await setTheme('light');
    await screenshot(page, 'scorecard-kpi-results-light');
  });

  await step('KPI results: annual forces year to date; an unknown function says so', async () => {
    await page.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: 'Annual', exact: true }).click();
    await page.waitForURL(/view=ytd/);
    await expectText(page.getByTestId('level-score'), '100%', 'annual level score');
    await page.goto(`/kpi-results?${q1}&function=00000000-0000-4000-8000-000000000000`);
    await page.getByText('Function not found').waitFor();
  });

  await step('KPI overview: rows scored by the server, search, sort, empty text', async () => {
    await page.goto(`/kpi-overview?${q1}`);
    await page.getByRole('heading', { name: 'KPI Overview', level: 1 }).waitFor();
    const row = (name) => page.locator(`[data-testid="overview-row"][data-kpi="${name}"]`);
    await expectText(row('Revenue'), 'Near Target', 'Revenue status');
    await expectText(row('Revenue'), '80%', 'Revenue score');
    await expectText(row('Revenue'), 'Invoiced revenue', 'Revenue description');
    await expectText(row('NPS'), '2 of 3 reported', 'NPS note');
    await expectText(page.getByTestId('overview-count'), '2 KPIs', 'count');
    await page.getByRole('button', { name: 'Status', exact: true }).click(); // score ascending: Revenue (80) before NPS (100)
    await page.waitForURL(/sort=score/);
    const first = async () => page.locator('[data-testid="overview-row"]').first().getAttribute('data-kpi');
    await page.waitForFunction(() => document.querySelector('[data-testid="overview-row"]')?.getAttribute('data-kpi') === 'Revenue');
    await page.getByRole('button', { name: 'Status', exact: true }).click();
    await page.waitForURL(/order=DESC/);
    await page.waitForFunction(() => document.querySelector('[data-testid="overview-row"]')?.getAttribute('data-kpi') === 'NPS');
    if ((await first()) !== 'NPS') throw new Error('descending score did not put NPS first');
    await page.getByLabel('Search KPIs').fill('invoiced');
    await page.waitForURL(/q=invoiced/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="overview-row"]').length === 1);
    await page.getByLabel('Search KPIs').fill('no such kpi');
    await page.getByText('No KPIs found matching your criteria').waitFor();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await row('Revenue').waitFor();
    // The function filter searches the chart on the server; cleared, it reads 'All functions' again.
    const functionFilter = page.getByRole('combobox', { name: 'Function' });
    await functionFilter.click();
    await functionFilter.fill('CEO');
    await page.getByRole('option', { name: 'CEO Office' }).click();
    await page.waitForURL(/functionId=/);
    await expectText(page.getByTestId('overview-count'), '2 KPIs', 'count of the CEO function');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('functionId'));
    await screenshot(page, 'scorecard-kpi-overview-light');
  });

  await step('KPI overview: the edit-result button opens Update Actual Results', async () => {
    const row = page.locator('[data-testid="overview-row"][data-kpi="Revenue"]');
    await row.getByRole('button', { name: 'Update actual results of Revenue' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Update Actual Results - Revenue').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  await step('scorecard views in dark mode', async () => {
    await setTheme('dark');
    await page.goto(`/kpi-overview?${q1}`);
    await page.locator('[data-testid="overview-row"]').first().waitFor();
    await screenshot(page, 'scorecard-kpi-overview-dark');
    await page.goto(`/kpi-results?${q1}`);
    await page.locator('[data-testid="result-row"]').first().waitFor();
    await screenshot(page, 'scorecard-kpi-results-dark');
    await page.goto(`/corporate-bsc?${q1}`);
    await expectText(overallScore(), '88%', 'overall score in dark mode');
    await screenshot(page, 'scorecard-corporate-bsc-dark');
    await setTheme('light');
  });
}
