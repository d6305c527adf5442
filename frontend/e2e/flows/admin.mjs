// The super admin's Admin Panel, end to end in Chromium: create an organization and invite its
// member (who sets a password from the mailed link and signs in, and is refused the panel),
// suspend it (the member can no longer sign in), change its plan, move a user into another
// organization, delete it; screenshots of every tab in light and dark.
import { checkA11y, readMail, screenshot, switchTheme, trackApi } from '../harness.mjs';

export async function adminFlow({ browser, baseUrl, step: runStep, dataDir, superAdmin }) {
  // Reduced motion: menus and listboxes appear at once, so no click lands on a half-faded option.
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const api = trackApi(page);
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let failed = 0;
  // The run's own step() screenshots its main page; this flow has its own.
  const step = (name, fn) =>
    runStep(name, async () => {
      try {
        await fn();
      } catch (error) {
        await screenshot(page, `failed-admin-step-${++failed}`, { fullPage: false }).catch(() => {});
        throw error;
      }
    });
  const stamp = Date.now().toString(36);
  const orgName = `Acme Rockets ${stamp}`;
  const otherOrg = `Beta Labs ${stamp}`;
  const memberEmail = `member-${stamp}@example.com`;
  const moverEmail = `mover-${stamp}@example.com`;
  const memberPassword = 'member password 1';

  const toast = (text) => page.getByText(text, { exact: true }).first();
  const row = (text) => page.getByRole('row').filter({ hasText: text });
  const tab = (name) => page.getByRole('tab', { name, exact: true });
  const setTheme = (mode) => switchTheme(page, mode);
  const dismissToasts = async () => {
    const close = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('button', { name: 'Close' });
    if (await close.count()) await close.first().click().catch(() => {});
    await page.waitForTimeout(300);
  };
  const signIn = async (target, email, password) => {
    await target.goto('/login');
    await target.getByLabel('Email').fill(email);
    await target.getByLabel('Password', { exact: true }).fill(password);
    await target.getByRole('button', { name: 'Sign In' }).last().click();
  };
  const openAdminTab = async (name) => {
    await page.goto(`/admin?tab=${name.toLowerCase()}`);
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await tab(name).waitFor();
  };
  const searchOrganizations = async (text) => {
    await page.getByRole('textbox', { name: 'Search organizations' }).fill(text);
    await row(text).first().waitFor();
  };

  try {
    await step('admin: the super admin signs in and opens the Admin Panel with measured tiles', async () => {
      await signIn(page, superAdmin.email, superAdmin.password);
      await page.getByText('Welcome back, Super!').waitFor();
      await page.getByRole('link', { name: 'Admin Panel', exact: true }).click();
      await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
      for (const label of ['Total Organizations', 'Total Users', 'Monthly Revenue', 'System Health']) await page.getByText(label, { exact: true }).waitFor();
      await page.getByText('Healthy', { exact: true }).first().waitFor();
    });

    await step('admin: creates an organization on the Pro plan (stored as Professional)', async () => {
      await page.getByRole('link', { name: 'Create Organization' }).click();
      await page.getByRole('textbox', { name: 'Organization name' }).fill('   ');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Organization name is required').first().waitFor();
      await screenshot(page, 'e2e-admin-create-organization', { fullPage: false });
      await page.getByRole('textbox', { name: 'Organization name' }).fill(orgName);
      await page.getByRole('combobox', { name: 'Plan' }).click();
      await page.getByRole('option', { name: 'Pro', exact: true }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await toast('Organization created successfully').waitFor();
      await searchOrganizations(orgName);
      const text = await row(orgName).first().textContent();
      if (!text.includes('Professional') || !text.includes('Active')) throw new Error(`organization row reads ${text}`);
    });

    await step('admin: creates a member; the invitation link sets a password and they sign in, but not to the panel', async () => {
      await openAdminTab('Users');
      await page.getByRole('link', { name: 'Create User' }).click();
      // Textboxes by name: until the form replaces the list, getByLabel('Email') would also match
      // the list's 'Sort by email' header.
      await page.getByRole('textbox', { name: 'First name' }).fill('Mia');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Email is required').first().waitFor();
      await page.getByRole('textbox', { name: 'Email' }).fill(memberEmail);
      await page.getByRole('textbox', { name: 'First name' }).fill('Mia');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Member');
      await page.getByRole('combobox', { name: 'Organization' }).fill(orgName.slice(0, 12));
      await page.getByRole('option', { name: orgName }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await toast('User created successfully').waitFor();
      await row(memberEmail).first().waitFor();

      const link = await readMail(dataDir, `To: ${memberEmail}`, /(http\S+\/set-password\?token=\S+)/);
      const memberContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
      const member = await memberContext.newPage();
      try {
        await member.goto(link.replace(/^https?:\/\/[^/]+/, ''));
        await member.getByRole('heading', { name: 'Set your password' }).waitFor();
        await member.getByLabel('New password').fill(memberPassword);
        await member.getByLabel('Confirm password').fill(memberPassword);
        await member.getByRole('button', { name: 'Set password' }).click();
        await member.getByText('Your password is set. You can sign in now.').waitFor();
        await screenshot(member, 'e2e-admin-set-password', { fullPage: false });
        await signIn(member, memberEmail, memberPassword);
        await member.getByText('Welcome back, Mia!').waitFor();
        await member.goto('/admin');
        await member.getByText('Access Denied').waitFor();
        await member.getByText("You don't have permission to access the admin panel.").waitFor();
        await screenshot(member, 'e2e-admin-access-denied', { fullPage: false });
        await member.getByRole('button', { name: 'Logout' }).click();
        await member.getByRole('button', { name: 'Sign In' }).first().waitFor();
      } finally {
        await memberContext.close();
      }
    });

    await step('admin: suspends the organization; its member can no longer sign in', async () => {
      await openAdminTab('Organizations');
      await searchOrganizations(orgName);
      await page.getByRole('button', { name: `Suspend ${orgName}` }).click();
      await row(orgName).filter({ hasText: 'Suspended' }).first().waitFor();
      await page.getByRole('button', { name: `Activate ${orgName}` }).waitFor();
      const memberContext = await browser.newContext({ baseURL: baseUrl });
      const member = await memberContext.newPage();
      try {
        await signIn(member, memberEmail, memberPassword);
        await member.getByText('Login failed').waitFor();
        await member.getByText('Your organization has been suspended. Please contact support.').first().waitFor();
      } finally {
        await memberContext.close();
      }
    });

    await step('admin: changes the plan to Enterprise', async () => {
      await page.getByRole('button', { name: `Change plan of ${orgName}` }).click();
      await page.getByRole('menuitem', { name: 'Enterprise' }).click();
      await row(orgName).filter({ hasText: 'Enterprise' }).first().waitFor();
    });

    await step('admin: moves a user into another organization', async () => {
      await page.getByRole('link', { name: 'Create Organization' }).click();
      await page.getByRole('textbox', { name: 'Organization name' }).fill(otherOrg);
      await page.getByRole('button', { name: 'Save' }).click();
      await toast('Organization created successfully').waitFor();
      await openAdminTab('Users');
      await page.getByRole('link', { name: 'Create User' }).click();
      await page.getByRole('textbox', { name: 'Email' }).fill(moverEmail);
      await page.getByRole('textbox', { name: 'First name' }).fill('Max');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Mover');
      await page.getByRole('button', { name: 'Save' }).click();
      await toast('User created successfully').waitFor();
      await row(moverEmail).filter({ hasText: 'Pending' }).first().waitFor();
      await page.getByRole('button', { name: 'Edit Max Mover' }).click();
      await page.getByRole('heading', { name: 'Edit User' }).waitFor();
      // The user and the organization choices arrive after the form shows; each resets the picker.
      await api.idle();
      const picker = page.getByRole('combobox', { name: 'Organization' });
      await picker.fill(otherOrg.slice(0, 9));
      await page.getByRole('option', { name: otherOrg }).click();
      await page.waitForFunction((name) => [...document.querySelectorAll('input[role="combobox"]')].some((input) => input.value === name), otherOrg);
      await screenshot(page, 'e2e-admin-edit-user', { fullPage: false });
      await page.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'Admin', exact: true }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await toast('User updated successfully').waitFor();
      const text = await row(moverEmail).first().textContent();
      if (!text.includes(otherOrg) || !text.includes('Active') || !text.includes('Admin')) throw new Error(`moved user row reads ${text}`);
      await page.getByRole('button', { name: 'View Max Mover' }).click();
      await page.getByRole('dialog').getByText(otherOrg).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    });

    await step('admin: deletes the organization after the confirmation, with its member', async () => {
      await openAdminTab('Organizations');
      await searchOrganizations(orgName);
      await page.getByRole('button', { name: `Delete ${orgName}` }).click();
      await page.getByText(`Are you sure you want to delete "${orgName}" and ALL associated data? This action cannot be undone.`).waitFor();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await toast('Removed organization and 1 associated users').waitFor();
      await row(orgName).first().waitFor({ state: 'detached' });
    });

    await step('admin: every tab in light and dark', async () => {
      await page.getByRole('textbox', { name: 'Search organizations' }).fill('');
      for (const mode of ['light', 'dark']) {
        await setTheme(mode);
        for (const name of ['Organizations', 'Users', 'Subscriptions', 'Analytics', 'System']) {
          await openAdminTab(name);
          if (name === 'Subscriptions') await row(otherOrg).first().waitFor();
          if (name === 'Analytics') await page.getByText('New users per month').waitFor();
          if (name === 'Analytics') await page.locator('svg .MuiLineElement-root, svg path').first().waitFor();
          if (name === 'System') await page.getByRole('table', { name: 'Job queues' }).waitFor();
          if (name === 'Organizations' || name === 'Users') await page.getByRole('row').nth(1).waitFor();
          await dismissToasts();
          await page.waitForTimeout(400);
          await screenshot(page, `e2e-admin-${name.toLowerCase()}-${mode}`, { fullPage: false });
          await checkA11y(page, `admin: ${name} tab`);
        }
      }
      await setTheme('light');
    });

    await step('admin: no uncaught errors in the Admin Panel', async () => {
      if (pageErrors.length) throw new Error(pageErrors.join(' | '));
    });
  } finally {
    await context.close();
  }
}
