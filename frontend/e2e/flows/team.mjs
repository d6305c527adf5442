// Settings → Team in Chromium (DESIGN decision 20): the signed-in admin invites a person; the link
// mailed to them (read from the outbox) is opened in a second browser context, where they choose a
// password and land signed in on the dashboard; the admin then sees them as a member, deactivates
// them (their open page loses its session) and reactivates them. axe on the tab and its dialogs, light
// and dark.
import { checkA11y, readMail, screenshot } from '../harness.mjs';

/**
 * @param {{ browser: import('playwright-core').Browser, page: import('playwright-core').Page, baseUrl: string, dataDir: string,
 *   step: Function, setTheme: Function, dismissToasts: Function, onPage?: Function }} options
 */
export async function teamFlow({ browser, page, baseUrl, dataDir, step, setTheme, dismissToasts, onPage = () => {} }) {
  const stamp = Date.now().toString(36);
  const invitee = { firstName: 'Ida', lastName: 'Rhodes', email: `ida-${stamp}@example.com`, password: 'invited password 1' };
  const toastSaying = (text) => page.getByText(text, { exact: true }).first();
  const members = () => page.getByRole('table', { name: 'Members' });
  const memberRow = (email) => members().getByRole('row').filter({ hasText: email });
  let second;

  await step('team: the Team tab lists the admin, light and dark', async () => {
    await page.goto('/settings?tab=team');
    await page.getByRole('tab', { name: 'Team', selected: true }).waitFor();
    await members().getByText('(you)').waitFor();
    await page.getByText('No pending invitations.').waitFor();
    await setTheme('light');
    await checkA11y(page, 'settings: Team tab');
    await setTheme('dark');
    await checkA11y(page, 'settings: Team tab');
    await screenshot(page, 'e2e-settings-team-dark', { fullPage: false });
    await setTheme('light');
  });

  await step('team: the admin invites a person by e-mail', async () => {
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a member' });
    await dialog.getByLabel('Email').fill(invitee.email);
    await dialog.getByLabel('First name').fill(invitee.firstName);
    await dialog.getByLabel('Last name').fill(invitee.lastName);
    await checkA11y(page, 'team: invite dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await toastSaying('Invitation sent').waitFor();
    await page.getByRole('table', { name: 'Pending invitations' }).getByText(invitee.email).waitFor();
    await dismissToasts();
    await checkA11y(page, 'settings: Team tab with a pending invitation');
  });

  await step('team: the mailed link, opened in another browser, sets a password and signs in to the dashboard', async () => {
    const token = await readMail(dataDir, invitee.email, /accept-invitation\?token=([A-Za-z0-9_%-]+)/);
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    second = await context.newPage();
    onPage(second);
    await second.goto(`/accept-invitation?token=${token}`);
    await second.getByRole('heading', { name: 'Join your team' }).waitFor();
    await checkA11y(second, 'accept-invitation page');
    await second.getByLabel(/^Password/).fill(invitee.password);
    await second.getByLabel(/^Confirm password/).fill(invitee.password);
    await second.getByRole('button', { name: 'Accept invitation' }).click();
    await second.getByText(`Welcome back, ${invitee.firstName}`).first().waitFor();
    if (new URL(second.url()).pathname !== '/') throw new Error(`landed on ${second.url()}, not the dashboard`);
    await screenshot(second, 'e2e-accepted-invitation-dashboard', { fullPage: false });
    onPage(page);
  });

  await step('team: the new member shows; deactivation ends their session, reactivation lets them back', async () => {
    await page.reload();
    await memberRow(invitee.email).getByText('User', { exact: true }).waitFor();
    await page.getByText('No pending invitations.').waitFor();
    await page.getByRole('button', { name: `Deactivate ${invitee.firstName} ${invitee.lastName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate member?' });
    await confirm.waitFor();
    await checkA11y(page, 'team: deactivate confirmation');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await toastSaying('Member deactivated').waitFor();
    await memberRow(invitee.email).getByText('Deactivated', { exact: true }).waitFor();
    // Their open page has no session any more: a reload shows the public landing page.
    await second.reload();
    await second.getByRole('button', { name: 'Sign In' }).first().waitFor();
    await dismissToasts();
    await setTheme('dark');
    await checkA11y(page, 'settings: Team tab with a deactivated member');
    await setTheme('light');
    await page.getByRole('button', { name: `Reactivate ${invitee.firstName} ${invitee.lastName}` }).click();
    await page.getByRole('alertdialog', { name: 'Reactivate member?' }).getByRole('button', { name: 'Reactivate' }).click();
    await toastSaying('Member reactivated').waitFor();
    await memberRow(invitee.email).getByText('Active', { exact: true }).waitFor();
    await dismissToasts();
    await second.context().close();
  });
}
