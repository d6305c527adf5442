// Single sign-on in Chromium (DESIGN decision 27): the flow starts a real OpenID provider
// (`oidc-provider`, its own development login page) on a free localhost port; the signed-in admin
// configures it in Settings → SSO (Test connection, Save); then, in a new browser context, a person
// of the claimed domain types their e-mail in the sign-in dialog, follows "Continue with single
// sign-on", signs in on the provider's login page and lands signed in on the dashboard, as a new
// member. A callback that does not check out lands on the landing page with its message.
// The backend runs with SSO_ALLOW_INSECURE_ISSUER=true (run.mjs), since the provider speaks http.
import http from 'node:http';
import Provider from 'oidc-provider';
import { checkA11y, screenshot } from '../harness.mjs';

/** A development OpenID provider: any login is an account whose e-mail is the login; consent is implied. */
async function startProvider(redirectUri) {
  let handler = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const client = { clientId: 'scorecard-e2e', clientSecret: `secret-${Date.now().toString(36)}-e2e` };
  const provider = new Provider(issuer, {
    clients: [{ client_id: client.clientId, client_secret: client.clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic' }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    cookies: { keys: ['sso-e2e-provider'] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, email: sub, email_verified: true, given_name: 'Ada', family_name: 'Lovelace', name: 'Ada Lovelace' }) }),
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope(ctx.oidc.params.scope);
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  handler = callback;
  return { issuer, client, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * @param {{ browser: import('playwright-core').Browser, page: import('playwright-core').Page, baseUrl: string,
 *   step: Function, setTheme: Function, dismissToasts: Function, onPage?: Function }} options
 */
export async function ssoFlow({ browser, page, baseUrl, step, setTheme, dismissToasts, onPage = () => {} }) {
  const redirectUri = `${baseUrl}/api/auth/sso/callback`;
  const idp = await startProvider(redirectUri);
  const domain = `sso-${Date.now().toString(36)}.test`;
  const person = `ada@${domain}`;
  let second;
  try {
    await step('sso: the SSO tab shows the redirect URI to register, light and dark', async () => {
      await page.goto('/settings?tab=sso');
      await page.getByRole('tab', { name: 'SSO', selected: true }).waitFor();
      await page.getByRole('heading', { name: 'Single sign-on (OpenID Connect)' }).waitFor();
      const shown = await page.getByRole('textbox', { name: 'Redirect URI to register at your provider' }).inputValue();
      if (shown !== redirectUri) throw new Error(`redirect URI reads ${shown}, expected ${redirectUri}`);
      await setTheme('light');
      await checkA11y(page, 'settings: SSO tab');
      await setTheme('dark');
      await checkA11y(page, 'settings: SSO tab');
      await setTheme('light');
    });

    await step('sso: the admin tests the connection and saves the provider; the secret is not shown again', async () => {
      await page.getByLabel(/^Issuer/).fill(idp.issuer);
      await page.getByLabel(/^Client ID/).fill(idp.client.clientId);
      await page.getByLabel(/^Client secret/).fill(idp.client.clientSecret);
      await page.getByLabel('Add an e-mail domain').fill(domain);
      await page.keyboard.press('Enter');
      await page.getByRole('list', { name: 'E-mail domains' }).getByText(domain).waitFor();
      await page.getByRole('button', { name: 'Test connection' }).click();
      await page.getByText(`Connected to ${idp.issuer}`).waitFor();
      await checkA11y(page, 'settings: SSO tab with a tested connection');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Single sign-on saved', { exact: true }).first().waitFor();
      await page.getByText('A secret is set. Leave blank to keep it.').waitFor();
      if ((await page.getByLabel(/^Client secret/).inputValue()) !== '') throw new Error('the secret field is not empty after saving');
      const answered = await page.evaluate(async () => (await fetch('/api/settings/sso', { credentials: 'include' })).text());
      if (answered.includes('secret-')) throw new Error('GET /api/settings/sso answers the secret');
      await dismissToasts();
      await setTheme('dark');
      await checkA11y(page, 'settings: SSO tab, configured');
      await screenshot(page, 'e2e-settings-sso-dark', { fullPage: false });
      await setTheme('light');
      await screenshot(page, 'e2e-settings-sso-light', { fullPage: false });
      // A phone: nothing scrolls sideways (checkA11y's reflow check), every control still reachable.
      const wide = page.viewportSize();
      await page.setViewportSize({ width: 390, height: 844 });
      try {
        await page.getByRole('button', { name: 'Test connection' }).waitFor();
        await checkA11y(page, 'settings: SSO tab on a phone');
        await screenshot(page, 'e2e-settings-sso-phone', { fullPage: true });
      } finally {
        await page.setViewportSize(wide);
      }
    });

    await step('sso: a person of the domain signs in through the provider\'s login page and lands on the dashboard', async () => {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
      second = await context.newPage();
      onPage(second);
      await second.goto('/');
      await second.getByRole('button', { name: 'Sign In' }).first().click();
      await second.getByLabel('Email').fill(person);
      const button = second.getByRole('link', { name: 'Continue with single sign-on' });
      await button.waitFor();
      await checkA11y(second, 'sign-in dialog with single sign-on');
      await screenshot(second, 'e2e-sso-sign-in-dialog', { fullPage: false });
      await button.click();
      await second.waitForURL((url) => url.href.startsWith(idp.issuer));
      // The provider's own login page (oidc-provider's development interaction).
      await second.locator('input[name="login"]').waitFor();
      if ((await second.locator('input[name="login"]').inputValue()) !== person) throw new Error('the provider did not receive the login hint');
      await second.locator('input[name="password"]').fill('any password');
      await screenshot(second, 'e2e-sso-provider-login', { fullPage: false });
      await second.locator('button[type="submit"]').click();
      await second.waitForURL((url) => url.href.startsWith(baseUrl));
      await second.getByText('Welcome back, Ada').first().waitFor();
      if (new URL(second.url()).pathname !== '/') throw new Error(`landed on ${second.url()}, not the dashboard`);
      const me = await second.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).json());
      if (me.email !== person || me.role !== 'user' || !me.emailVerified) throw new Error(`signed in as ${JSON.stringify(me)}`);
      await screenshot(second, 'e2e-sso-dashboard', { fullPage: false });
      await checkA11y(second, 'dashboard after single sign-on');
    });

    await step('sso: enforced, a password sign-in for the domain is refused and leads to the single sign-on button', async () => {
      await page.goto('/settings?tab=sso');
      await page.getByRole('switch', { name: /Enforce single sign-on/ }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Single sign-on saved', { exact: true }).first().waitFor();
      await dismissToasts();
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
      const third = await context.newPage();
      onPage(third);
      try {
        await third.goto('/');
        await third.getByRole('button', { name: 'Sign In' }).first().click();
        const dialog = third.getByRole('dialog');
        // The password first: the dialog asks nothing until the sign-in answers 403.
        await dialog.getByLabel('Password', { exact: true }).fill('a password that does not matter');
        await dialog.getByLabel('Email').fill(`grace@${domain}`);
        await dialog.getByRole('button', { name: 'Sign In' }).click();
        await third.getByText("Sign in with your organization's single sign-on", { exact: true }).first().waitFor();
        await dialog.getByRole('link', { name: 'Continue with single sign-on' }).waitFor();
        await dialog.getByText('Your organization signs in with single sign-on.').waitFor();
        await checkA11y(third, 'sign-in dialog, enforced single sign-on');
        await screenshot(third, 'e2e-sso-enforced-dialog', { fullPage: false });
      } finally {
        await context.close();
      }
      onPage(page);
    });

    await step('sso: a callback that does not check out signs nobody in and says so', async () => {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 800 }, reducedMotion: 'reduce' });
      const third = await context.newPage();
      onPage(third);
      try {
        await third.goto('/api/auth/sso/callback?code=forged&state=forged');
        await third.getByRole('alert').filter({ hasText: 'Single sign-on failed' }).waitFor();
        await third.getByText('Nobody was signed in.', { exact: false }).waitFor();
        if ((await third.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).status)) !== 401) throw new Error('someone is signed in');
        await checkA11y(third, 'landing page after a refused single sign-on');
        await screenshot(third, 'e2e-sso-refused-phone', { fullPage: false });
      } finally {
        await context.close();
      }
    });
  } finally {
    await second?.context().close();
    onPage(page);
    await idp.stop();
  }
}
