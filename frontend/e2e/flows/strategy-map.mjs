// The strategy map in Chromium against the real backend (DESIGN decision 23), on the CEO objectives
// the Set and Cascade flow assigned for this year ('Grow recurring revenue', Financial; 'Delight
// every customer', Customer): a link drawn by keyboard, its arrow, its removal with Delete, the SVG
// export, axe in light and dark with an objective open, and 390 px without sideways scrolling.
import { readFile } from 'node:fs/promises';
import { checkA11y, screenshot } from '../harness.mjs';

/**
 * @param {object} t
 * @param {import('playwright-core').Page} t.page
 * @param {(name: string, fn: () => Promise<void>) => Promise<void>} t.step
 * @param {(mode: 'light' | 'dark') => Promise<void>} t.setTheme
 * @param {() => Promise<void>} t.dismissToasts
 */
export async function strategyMapFlow({ page, step, setTheme, dismissToasts }) {
  const map = () => page.getByRole('group', { name: 'Strategy map' });
  const node = (name) => map().getByRole('button', { name: new RegExp(`^${name} `) });
  const arrow = () => map().getByRole('button', { name: 'Link from Delight every customer to Grow recurring revenue' });
  /** A straight vertical arrow has a zero-width box, which Playwright calls hidden: wait for it in the DOM, with a drawn path. */
  const arrowDrawn = async () => {
    await arrow().waitFor({ state: 'attached' });
    const d = await arrow().locator('path').last().getAttribute('d');
    if (!/^M[\d.]+,[\d.]+ L/.test(d ?? '')) throw new Error(`the arrow's path is '${d}'`);
  };

  await step('strategy-map: the sidebar opens the CEO map with both perspectives and their objectives', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Strategy Map', exact: true }).click();
    await page.getByRole('heading', { name: 'Strategy Map', level: 1 }).waitFor();
    await node('Grow recurring revenue').waitFor();
    await node('Delight every customer').waitFor();
    // The button is named by its drawn text: the name, then the score and the status in words, not only its colour.
    await map()
      .getByRole('button', { name: /^Grow recurring revenue .*(%|—) · (Exceeds Target|On Target|Near Target|At Risk|Below Target|No Data)$/ })
      .waitFor({ timeout: 2000 })
      .catch(async () => {
        throw new Error(`node reads '${await node('Grow recurring revenue').textContent()}'`);
      });
  });

  await step('strategy-map: a link drawn by keyboard (select, Link to…) shows its arrow; Delete removes it', async () => {
    await node('Delight every customer').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('complementary', { name: 'Selected objective' }).getByRole('heading', { name: 'Delight every customer' }).waitFor();
    await page.getByRole('button', { name: 'Link to…' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    const item = page.getByRole('menuitem', { name: 'Grow recurring revenue' });
    await item.focus();
    await page.keyboard.press('Enter');
    await arrowDrawn();
    await page.getByRole('button', { name: 'Remove the link from Delight every customer to Grow recurring revenue' }).waitFor();
    await dismissToasts();
    await checkA11y(page, 'strategy map with an objective open and a link');
    await screenshot(page, 'strategy-map-light');
    await setTheme('dark');
    await arrowDrawn();
    await checkA11y(page, 'strategy map with an objective open and a link');
    await screenshot(page, 'strategy-map-dark');
    await setTheme('light');

    await arrow().focus();
    await page.getByText('Arrow selected: press Delete to remove the link.').waitFor();
    await page.keyboard.press('Delete');
    await arrow().waitFor({ state: 'detached' });
    if ((await map().locator('[data-link-id]').count()) !== 0) throw new Error('an arrow is left');
    await page.getByText('Link removed', { exact: true }).first().waitFor();
    await dismissToasts();
  });

  await step('strategy-map: export as SVG downloads the drawing', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'SVG', exact: true }).click()]);
    if (!download.suggestedFilename().endsWith('.svg')) throw new Error(`downloaded ${download.suggestedFilename()}`);
    const svg = await readFile(await download.path(), 'utf8');
    if (!svg.includes('<svg') || !svg.includes('Grow recurring revenue') || svg.includes('data-handle')) throw new Error('the SVG does not hold the map');
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PNG', exact: true }).click()]);
    const bytes = await readFile(await png.path());
    if (bytes.subarray(1, 4).toString() !== 'PNG') throw new Error('the PNG is not a PNG');
  });

  await step('strategy-map: at 390 px the map scrolls in its own box, not the page', async () => {
    const size = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await node('Grow recurring revenue').waitFor();
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement.scrollWidth, innerWidth: window.innerWidth }));
      if (scrollWidth > innerWidth) throw new Error(`the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
      await screenshot(page, 'strategy-map-390');
    } finally {
      if (size) await page.setViewportSize(size);
    }
  });
}
