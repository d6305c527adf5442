// Keyboard only (issue 20): from the landing page, sign in, open the Library, add an objective
// through its dialog and find the new row — every action with page.keyboard, never the mouse.
// Locators are only read (is this focused? is that row there?), never clicked.

/** True when an element of `locator` (a list may briefly render a row twice), or something inside it, has the keyboard focus. */
const hasFocus = (locator) =>
  locator
    .evaluateAll((elements) => elements.some((element) => element === document.activeElement || element.contains(document.activeElement)))
    .catch(() => false);

/** What has the focus, for error messages. */
const focused = (page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing (body)';
    const name = element.getAttribute('aria-label') || element.textContent?.trim().slice(0, 40) || element.getAttribute('name') || '';
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${name}`;
  });

/**
 * Presses Tab (or Shift+Tab) until `locator` has the focus; fails after `max` presses. Waits first
 * for the target to be on the page, as a person waits for the screen to load before pressing keys:
 * presses sent while a lazily loaded screen is still arriving land on nothing.
 */
export async function tabTo(page, locator, { max = 60, backwards = false } = {}) {
  await locator.first().waitFor({ state: 'attached' });
  for (let presses = 0; presses <= max; presses += 1) {
    if (await hasFocus(locator)) return presses;
    if (presses === max) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${locator}; the focus is on ${await focused(page)}`);
}

async function expectFocus(page, locator, what) {
  if (!(await hasFocus(locator))) throw new Error(`${what}: the focus is on ${await focused(page)}`);
}

/**
 * Expects a signed-out browser in light mode; adds an objective 'Keyboard-only objective …' and
 * leaves the user signed out on the landing page. helpers: { step, screenshot, checkA11y, settle }
 */
export async function keyboardFlow(page, { email, password }, { step, screenshot, checkA11y, settle }) {
  const name = `Keyboard-only objective ${Date.now().toString(36)}`;
  const dialog = page.getByRole('dialog');
  const addObjective = page.getByRole('button', { name: 'Add Objective' });

  await step('keyboard: the skip link comes first and sign-in works without the mouse', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expectFocus(page, skip, 'the first Tab');
    await settle();
    await screenshot(page, 'e2e-focus-skip-link-light', { fullPage: false });
    await page.keyboard.press('Enter');
    await expectFocus(page, page.getByRole('main'), 'after the skip link');
    // Backwards from the main content to the navigation bar's Sign In.
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Sign In' }), { backwards: true });
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expectFocus(page, dialog.getByLabel('Email'), 'the sign-in dialog opens on its first field');
    await page.keyboard.type(email);
    await tabTo(page, dialog.getByLabel('Password', { exact: true }), { max: 5 });
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    // The dashboard's heading, not the sign-in toast that says the same before the screen loads.
    await page.getByRole('heading', { name: /Welcome back, /, level: 1 }).waitFor();
  });

  await step('keyboard: the sidebar opens the Library', async () => {
    const library = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library', exact: true });
    await tabTo(page, library);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Library', level: 1 }).waitFor();
    if ((await library.getAttribute('aria-current')) !== 'page') throw new Error('the Library link is not marked as the current page');
    // The tab list is one Tab stop; the arrow keys move along it.
    const objectivesTab = page.getByRole('tab', { name: /Objectives/ });
    await tabTo(page, objectivesTab);
    await page.keyboard.press('ArrowRight');
    await expectFocus(page, page.getByRole('tab', { name: /KPIs/ }), 'ArrowRight in the tab list');
    await settle();
    await screenshot(page, 'e2e-focus-tab-light', { fullPage: false });
    await page.keyboard.press('ArrowLeft');
    await expectFocus(page, objectivesTab, 'ArrowLeft in the tab list');
  });

  await step('keyboard: Add Objective opens a dialog that holds the focus and gives it back', async () => {
    await tabTo(page, addObjective, { backwards: true });
    await settle();
    await screenshot(page, 'e2e-focus-ring-light', { fullPage: false });
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expectFocus(page, dialog.getByLabel('Name'), 'the dialog opens on Name');
    await page.keyboard.type(name);
    // The perspective menu: open with the arrow key, move with the arrow key, choose with Enter.
    const perspective = dialog.getByRole('combobox', { name: 'BSC Perspective' });
    await tabTo(page, perspective, { max: 10 });
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    await expectFocus(page, listbox, 'the opened perspective menu');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await listbox.waitFor({ state: 'detached' });
    await expectFocus(page, perspective, 'after choosing a perspective');
    if (!(await perspective.textContent()).includes('Customer')) throw new Error(`perspective reads ${await perspective.textContent()}`);
    // Focus trap: twenty Tabs and twenty Shift+Tabs never leave the dialog.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < 20; press += 1) {
        await page.keyboard.press(key);
        if (!(await hasFocus(dialog))) throw new Error(`${key} left the open dialog for ${await focused(page)}`);
      }
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Create Objective' }), { max: 20 });
    await page.keyboard.press('Enter');
    await page.getByText('Objective created successfully', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expectFocus(page, addObjective, 'the focus returns to Add Objective when the dialog closes');
  });

  await step('keyboard: the search finds the new row and Escape closes its edit dialog', async () => {
    await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
    await page.keyboard.type(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    if (!(await row.textContent()).includes('Customer')) throw new Error(`the new row reads ${await row.textContent()}`);
    const edit = page.locator(`button[aria-label="Edit ${name}"]`);
    await tabTo(page, edit, { max: 40 });
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    if ((await dialog.getByLabel('Name').inputValue()) !== name) throw new Error('the edit dialog shows another objective');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocus(page, edit, 'Escape gives the focus back to the row');
  });

  await step('keyboard: the focus ring in dark mode, the theme switched from the keyboard', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Toggle theme' }));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await tabTo(page, addObjective, { backwards: true });
    await settle();
    await screenshot(page, 'e2e-focus-ring-dark', { fullPage: false });
    await checkA11y(page, 'library, keyboard focus on Add Objective');
    await tabTo(page, page.getByRole('button', { name: 'Toggle theme' }));
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  });

  await step('keyboard: Logout signs out', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Logout' }));
    await page.keyboard.press('Enter');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
  });
}
