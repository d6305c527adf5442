// The Reports screen against the real backend (DESIGN decision 23): a briefing book of the CEO
// function generated, followed from queued or rendering to ready (the render job prints the
// product's own print route with Chromium), downloaded as a PDF; axe in light and dark, with the
// monthly schedule's card (admins) on the screen.
import { checkA11y, screenshot } from '../harness.mjs';

/**
 * @param {object} t
 * @param {import('playwright-core').Page} t.page
 * @param {(name: string, fn: () => Promise<void>) => Promise<void>} t.step
 * @param {(mode: 'light' | 'dark') => Promise<void>} t.setTheme
 * @param {() => Promise<void>} t.dismissToasts
 */
export async function reportsFlow({ page, step, setTheme, dismissToasts }) {
  const title = 'Board pack e2e';
  const row = () => page.getByRole('table', { name: 'Briefing books' }).getByRole('row').filter({ hasText: title });

  await step('reports: a book of the CEO function is generated and its progress reaches Ready', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports', exact: true }).click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Monthly briefing book' }).waitFor();
    await page.getByLabel('Title').fill(title);
    // The functions picker searches the server (issue 36: thousands of functions); 'All functions' stays for a small chart.
    const functions = page.getByRole('combobox', { name: 'Functions' });
    await functions.click();
    await functions.fill('CEO');
    await page.getByRole('option', { name: 'CEO Office' }).click();
    await page.getByRole('button', { name: 'CEO Office' }).or(page.locator('.MuiChip-root', { hasText: 'CEO Office' })).first().waitFor();
    await page.keyboard.press('Escape');
    // 'All functions' is offered only to a chart of at most 100 functions (a book's limit); by this step shard a's organization may have more.
    await page.getByRole('checkbox', { name: 'All functions' }).or(page.getByText('A book holds at most 100 functions.')).first().waitFor();
    for (const section of ['Scorecard tables', 'Strategy map', 'KPI trend charts', 'Commentary']) {
      if (!(await page.getByRole('checkbox', { name: section }).isChecked())) throw new Error(`section '${section}' is not chosen by default`);
    }
    await page.getByRole('button', { name: 'Generate' }).click();
    // Its progress: queued or rendering first, then ready with its pages and size.
    await row().getByText(/^(Queued|Rendering|Ready)$/).waitFor();
    // The render (Chromium printing the print route) takes seconds; a loaded machine may need more.
    await row().getByText('Ready', { exact: true }).waitFor({ timeout: 120_000 });
    await row().getByText(/^\d+ pages · \d+(\.\d)? (KB|MB)$/).waitFor();
  });

  await step('reports: the ready book downloads as a PDF; the screen passes axe in light and dark', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), row().getByRole('link', { name: `Download ${title}` }).click()]);
    if (download.suggestedFilename() !== `${title}.pdf`) throw new Error(`downloaded '${download.suggestedFilename()}'`);
    const stream = await download.createReadStream();
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    const pdf = Buffer.concat(chunks);
    if (pdf.subarray(0, 5).toString() !== '%PDF-' || pdf.length < 10_000) throw new Error(`the download is not a PDF (${pdf.length} bytes)`);
    await dismissToasts();
    await checkA11y(page, 'reports with a ready book');
    await screenshot(page, 'reports-light');
    await setTheme('dark');
    await checkA11y(page, 'reports with a ready book');
    await screenshot(page, 'reports-dark');
    await setTheme('light');
  });
}
