// Account security in Chromium (DESIGN decision 28), in a browser context of its own with an
// account of its own: "Forgot password?" in the sign-in dialog mails a link (read from the outbox);
// the /reset-password page sets a new password and the person signs in with it. Then Settings →
// Security: two-factor authentication is set up from the QR code's secret (the code computed with
// otplib, as an authenticator app would), the recovery codes are shown once, and the next sign-in
// asks for a TOTP code. axe on each new view, light and dark.
import { generateSync } from 'otplib';
import { apiClient, checkA11y, readMail, screenshot, switchTheme } from '../harness.mjs';

const codeFor = (secret, step) => generateSync({ secret, epoch: step * 30, period: 30, digits: 6 });
const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string, dataDir: string, step: Function, onPage?: Function }} options
 */
export async function accountSecurityFlow({ browser, baseUrl, dataDir, step, onPage = () => {} }) {
  const stamp = Date.now().toString(36);
  const person = { firstName: 'Radia', lastName: 'Perlman', email: `radia-${stamp}@example.com`, password: 'spanning tree 1', companyName: 'Bridges Inc' };
  const newPassword = 'spanning tree 2';
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  onPage(page);
  const toastSaying = (text) => page.getByText(text, { exact: true }).first();
  /** Public pages have no theme button: the stored choice and a reload. */
  const publicTheme = async (mode) => {
    await page.evaluate((m) => localStorage.setItem('theme', m), mode);
    await page.reload();
  };
  const shellTheme = (mode) => switchTheme(page, mode);
  const signInDialog = () => page.getByRole('dialog');
  let secret;
  let usedStep;

  try {
    await step('account security: a verified account of its own (sign-up and code through the API)', async () => {
      const api = apiClient(baseUrl);
      await api('POST', '/auth/signup', person);
      const code = await readMail(dataDir, person.email, /\b(\d{6})\b/);
      await api('POST', '/auth/verify-otp', { otpCode: code });
    });

    await step('account security: "Forgot password?" mails a link; /reset-password sets a new password, which signs in', async () => {
      await page.goto('/login');
      await signInDialog().getByLabel('Email').fill(person.email);
      await signInDialog().getByRole('button', { name: 'Forgot password?' }).click();
      await signInDialog().getByRole('heading', { name: 'Reset your password' }).waitFor();
      await checkA11y(page, 'sign-in dialog: forgot password');
      await signInDialog().getByRole('button', { name: 'Send reset link' }).click();
      await signInDialog().getByText(/If an account exists for that email, we have sent a link/).waitFor();
      await checkA11y(page, 'sign-in dialog: reset link sent');

      const token = await readMail(dataDir, person.email, /reset-password\?token=([A-Za-z0-9_%-]+)/);
      await page.goto(`/reset-password?token=${token}`);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      for (const mode of ['dark', 'light']) {
        await publicTheme(mode);
        await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
        await checkA11y(page, `reset-password page (${mode})`);
      }
      await page.getByLabel(/^New password/).fill(newPassword);
      await page.getByLabel(/^Confirm password/).fill(newPassword);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByText('Your password has been reset. You can sign in now.').waitFor();
      await screenshot(page, 'e2e-reset-password-done', { fullPage: false });
      // The link works once.
      await page.goto(`/reset-password?token=${token}`);
      await page.getByLabel(/^New password/).fill('spanning tree 3');
      await page.getByLabel(/^Confirm password/).fill('spanning tree 3');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByText('This link is no longer valid').waitFor();
      await page.getByRole('button', { name: 'Back to sign in' }).click();
      await signInDialog().getByLabel('Email').fill(person.email);
      await signInDialog().getByLabel('Password', { exact: true }).fill(newPassword);
      await signInDialog().getByRole('button', { name: 'Sign In' }).click();
      await page.getByText(`Welcome back, ${person.firstName}!`).first().waitFor();
    });

    await step('account security: Settings → Security lists this session and sets up two-factor authentication from the QR code', async () => {
      await page.goto('/settings?tab=security');
      await page.getByRole('tab', { name: 'Security', selected: true }).waitFor();
      const sessions = page.getByRole('table', { name: 'Sessions' });
      await sessions.getByText('This device').waitFor();
      await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      secret = (await page.getByTestId('two-factor-secret').textContent()).trim();
      for (const mode of ['light', 'dark']) {
        await shellTheme(mode);
        await checkA11y(page, `settings: Security tab, two-factor setup (${mode})`);
      }
      await screenshot(page, 'e2e-security-two-factor-setup-dark', { fullPage: false });
      await shellTheme('light');
      usedStep = stepNow();
      await page.getByLabel('Authentication code').fill(codeFor(secret, usedStep));
      await page.getByRole('button', { name: 'Turn on' }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' });
      await codes.waitFor();
      const count = await codes.getByRole('listitem').count();
      if (count !== 10) throw new Error(`${count} recovery codes shown`);
      await toastSaying('Two-factor authentication is on').waitFor();
      await checkA11y(page, 'settings: Security tab, recovery codes');
      await screenshot(page, 'e2e-security-recovery-codes', { fullPage: false });
      await page.getByRole('button', { name: 'I have saved my codes' }).click();
      await page.getByRole('button', { name: 'Turn off' }).waitFor();
    });

    await step('account security: the next sign-in asks for the authenticator code, and a fresh code signs in', async () => {
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
      await page.goto('/login');
      await signInDialog().getByLabel('Email').fill(person.email);
      await signInDialog().getByLabel('Password', { exact: true }).fill(newPassword);
      await signInDialog().getByRole('button', { name: 'Sign In' }).click();
      await signInDialog().getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
      for (const mode of ['dark', 'light']) {
        await publicTheme(mode);
        // A reload keeps the waiting sign-in (server side) but not the dialog: sign in again.
        await page.goto('/login');
        await signInDialog().getByLabel('Email').fill(person.email);
        await signInDialog().getByLabel('Password', { exact: true }).fill(newPassword);
        await signInDialog().getByRole('button', { name: 'Sign In' }).click();
        await signInDialog().getByLabel('Authentication code').waitFor();
        await checkA11y(page, `sign-in dialog: two-factor code (${mode})`);
      }
      await screenshot(page, 'e2e-sign-in-two-factor-code', { fullPage: false });
      // The code used to turn it on is refused for the rest of its window; the next step's is taken.
      await signInDialog().getByLabel('Authentication code').fill(codeFor(secret, usedStep));
      await signInDialog().getByRole('button', { name: 'Verify' }).click();
      await toastSaying('Invalid code. Please try again.').waitFor();
      await signInDialog().getByLabel('Authentication code').fill(codeFor(secret, Math.max(stepNow(), usedStep + 1)));
      await signInDialog().getByRole('button', { name: 'Verify' }).click();
      await page.getByText(`Welcome back, ${person.firstName}!`).first().waitFor();
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    });
  } finally {
    await context.close();
  }
}
