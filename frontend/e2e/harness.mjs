// Browser helpers for the end-to-end checks (playwright-core driving Debian's Chromium).
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SCREENSHOT_DIR = path.join(here, 'screenshots');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Launches headless Chromium. chromium.launch() gives every launch a fresh temporary
 * user-data-dir of its own (Playwright refuses a --user-data-dir argument here) and deletes it on
 * close, so no profile, cookie or cache leaks from one run to the next.
 */
export async function launchBrowser({ headless = true } = {}) {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless,
    args: CHROMIUM_ARGS,
  });
}

/** Saves a full-page screenshot to frontend/e2e/screenshots/<name>.png and returns its path. */
export async function screenshot(page, name, { fullPage = true } = {}) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

// ------------------------------------------------------------------ accessibility (WCAG 2.1 AA)
/** The axe-core rule tags every view is held to: WCAG 2.0 and 2.1, levels A and AA. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core leaves its experimental rules off; those that test a WCAG 2.1 A/AA criterion are turned
 * on (e.g. label-content-name-mismatch for 2.5.3, td-has-header for 1.3.1) — except p-as-heading,
 * a font-weight guess that flags figures ('500+', '$29') and names as headings; headings are
 * checked by hand instead (docs/ACCESSIBILITY.md, 1.3.1).
 */
const HEURISTIC_RULES = ['p-as-heading'];
export const A11Y_EXPERIMENTAL_RULES = axe
  .getRules()
  .filter((rule) => rule.tags.includes('experimental') && rule.tags.some((tag) => A11Y_TAGS.includes(tag)))
  .map((rule) => rule.ruleId)
  .filter((id) => !HEURISTIC_RULES.includes(id));

/** The rules whose outcome depends on the colours, so on the theme: contrast, and links told from text by colour. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Every view checked in this process, in order: `{ label, violations, ms, coloursOnly }` (the count of rules broken). */
export const a11yViews = [];

const describeNode = (node) => {
  const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' ');
  const html = node.html.replace(/\s+/g, ' ').slice(0, 140);
  const why = (node.failureSummary ?? '').split('\n').slice(1).map((line) => line.trim()).filter(Boolean).join('; ');
  return `      ${target}\n        ${html}${why ? `\n        ${why}` : ''}`;
};

/** While a step runs under withA11yChecks, violations are gathered here instead of thrown at once. */
let collector = null;

/**
 * Runs `fn` (one test step) and fails afterwards if any checkA11y call inside it found violations:
 * the step's own flow runs to its end, so one contrast failure does not break every later step.
 */
export async function withA11yChecks(fn) {
  const outer = collector;
  const found = [];
  collector = found;
  try {
    await fn();
  } catch (error) {
    if (found.length) error.message += `\n${found.join('\n')}`;
    throw error;
  } finally {
    collector = outer;
  }
  if (found.length) throw new Error(found.join('\n'));
}

/** One readable paragraph per broken rule: impact, rule, what it asks, how many elements, the first few. */
export function formatViolations(violations, { maxNodes = 4 } = {}) {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, maxNodes).map(describeNode).join('\n');
      const more = violation.nodes.length > maxNodes ? `\n      ... and ${violation.nodes.length - maxNodes} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element${violation.nodes.length === 1 ? '' : 's'})\n${nodes}${more}\n      ${violation.helpUrl}`;
    })
    .join('\n');
}

/**
 * Waits (up to 10 s, then checks what is there, saying so in the log) until no skeleton or loading
 * indicator is shown and two frames have painted: a half-loaded screen or a half-faded element would
 * report false failures. A determinate progress bar (aria-valuenow: an initiative's progress, a
 * period's completion) is content, not loading; waiting for it to go cost 10 s a check.
 */
const LOADING = '.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])';
export async function waitForSettledView(page, timeout = 10_000) {
  await page.waitForFunction((selector) => !document.querySelector(selector), LOADING, { timeout }).catch(async () => {
    const still = await page.evaluate((selector) => [...document.querySelectorAll(selector)].slice(0, 3).map((e) => e.getAttribute('aria-label') || e.className.split(' ')[0]), LOADING);
    console.log(`     still loading after ${timeout / 1000} s, checked as it is: ${still.join('; ')}`);
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Counts the page's requests to /api in flight. `idle()` resolves once none has been in flight for
 * `quietMs`: a react-admin form resets its inputs when its record or choices arrive, so typing
 * before then loses the text. Attach it before the page makes the requests it should wait for.
 */
export function trackApi(page, quietMs = 250) {
  const inFlight = new Set();
  const isApi = (request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => isApi(request) && inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    async idle(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      let quietSince = inFlight.size ? 0 : Date.now();
      for (;;) {
        if (inFlight.size) quietSince = 0;
        else if (!quietSince) quietSince = Date.now();
        if (quietSince && Date.now() - quietSince >= quietMs) return;
        if (Date.now() > deadline) throw new Error(`${inFlight.size} API request(s) still in flight after ${timeoutMs} ms`);
        await page.waitForTimeout(50);
      }
    },
  };
}

/**
 * Runs axe-core's WCAG 2.0/2.1 A and AA rules on what the page shows now and fails, with a readable
 * summary, on any violation or when the page is wider than the window: it throws, or inside
 * withA11yChecks the step fails when it ends. Call it
 * from every screen step and once for every dialog, in light and in dark. The label gets the current theme (`<html data-theme>`) appended, so one call site per
 * theme reads clearly in the log and in the count of views checked.
 *
 * `include`/`exclude` take CSS selectors (e.g. `include: '[role="dialog"]'` to check a dialog alone).
 */
export async function checkA11y(page, label, { include, exclude } = {}) {
  const theme = await page.evaluate(() => document.documentElement.dataset.theme || (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  const name = `${label} (${theme})`;
  await waitForSettledView(page);
  // A view already checked whole in light is checked in dark for what the theme changes, its
  // colours: the structure, names and roles are the same markup (axe's time is half the suite's).
  const coloursOnly = theme === 'dark' && a11yViews.some((view) => view.label === `${label} (light)` && !view.coloursOnly);
  // options() replaces what withTags() would set, so the tags go in here too.
  const builder = new AxeBuilder({ page }).options(
    coloursOnly
      ? { runOnly: { type: 'rule', values: COLOUR_RULES } }
      : { runOnly: { type: 'tag', values: A11Y_TAGS }, rules: Object.fromEntries(A11Y_EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }])) },
  );
  // WCAG 1.4.10 (Reflow), which axe does not check: the page never scrolls sideways, whatever the view.
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement.scrollWidth, innerWidth: window.innerWidth }));
  if (scrollWidth > innerWidth) {
    const message = `reflow: ${name} is ${scrollWidth} px wide in a ${innerWidth} px window`;
    if (collector) collector.push(message);
    else throw new Error(message);
  }
  for (const selector of [include].flat().filter(Boolean)) builder.include(selector);
  for (const selector of [exclude].flat().filter(Boolean)) builder.exclude(selector);
  const analyzeStarted = Date.now();
  const { violations } = await builder.analyze();
  a11yViews.push({ label: name, violations: violations.length, ms: Date.now() - analyzeStarted, coloursOnly });
  if (violations.length) {
    const message = `accessibility: ${violations.length} WCAG 2.1 AA rule${violations.length === 1 ? '' : 's'} broken on ${name}\n${formatViolations(violations)}`;
    if (collector) collector.push(message);
    else throw new Error(message);
  }
}

/** One line for the end of a run: how many views were checked and how many failed. */
export function a11ySummary() {
  const failed = a11yViews.filter((view) => view.violations > 0);
  const seconds = Math.round(a11yViews.reduce((sum, view) => sum + view.ms, 0) / 1000);
  const slowest = [...a11yViews].sort((a, b) => b.ms - a.ms).slice(0, 5).map((view) => `${view.label} ${(view.ms / 1000).toFixed(1)} s`);
  const dark = a11yViews.filter((view) => view.coloursOnly).length;
  return `accessibility: ${a11yViews.length} views checked with axe-core in ${seconds} s (${dark} of them in dark for ${COLOUR_RULES.join(' and ')} only, having been checked whole in light) (${A11Y_TAGS.join(', ')} and the experimental ${A11Y_EXPERIMENTAL_RULES.join(', ')}), ${failed.length} with violations${failed.length ? `: ${failed.map((view) => view.label).join('; ')}` : ''} (slowest: ${slowest.join('; ')})`;
}

/**
 * The first match of `pattern` in the newest outbox mail (embedded mail mode writes them to
 * ${dataDir}/outbox) that mentions `email`, waiting for it to arrive.
 */
export async function readMail(dataDir, email, pattern, timeoutMs = 20_000) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = existsSync(outbox) ? (await readdir(outbox)).sort().reverse() : [];
    for (const name of names) {
      const text = await readFile(path.join(outbox, name), 'utf8');
      const match = text.includes(email) && text.match(pattern);
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no mail to ${email} matching ${pattern}`);
}

/** The API as the page's signed-in user (its cookies): `api(method, path, body)` answers the JSON, or throws with the status and body. */
export function pageApi(page) {
  return async (method, path, body) => {
    const response = await page.request.fetch(`/api${path}`, { method, data: body });
    if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return response.json();
  };
}

/** Waits (up to Playwright's default 30 s, as long as any other wait) until the element says `expected`: a new view's numbers replace the previous ones when they arrive. */
export async function expectText(page, locator, expected, what) {
  await locator.first().waitFor();
  const deadline = Date.now() + 30_000;
  let text = '';
  while (Date.now() < deadline) {
    text = (await locator.first().textContent()) ?? '';
    if (text.includes(expected)) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`${what} reads '${text}', expected '${expected}'`);
}

/** A cookie-carrying API caller (Node's fetch sends no Origin, which the same-origin check allows). */
export function apiClient(baseUrl) {
  let cookie = '';
  return async (method, route, body) => {
    const response = await fetch(`${baseUrl}/api${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route} -> ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

/**
 * Switches the signed-in shell to `mode` with its Toggle theme button. The shell sets
 * <html data-theme> once it has mounted, so that is awaited first; a click that did not take (on a
 * loaded machine, one landed while the page was still mounting) is tried again, after looking.
 */
export async function switchTheme(page, mode) {
  const button = page.getByRole('button', { name: 'Toggle theme' });
  await button.waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.theme);
  for (let attempt = 0; ; attempt += 1) {
    if (await page.evaluate((wanted) => document.documentElement.dataset.theme === wanted, mode)) return;
    if (attempt === 3) throw new Error(`the theme did not switch to ${mode} after ${attempt} clicks`);
    await button.click();
    await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, mode, { timeout: 10_000 }).catch(() => {});
  }
}

/** The signed-in shell's theme switch and toast closer, for one page. */
export function shellHelpers(page) {
  const isDark = () => page.evaluate(() => document.documentElement.dataset.theme === 'dark');
  return {
    isDark,
    setTheme: (mode) => switchTheme(page, mode),
    /** Closes the visible toast, so a screenshot shows the screen itself. */
    async dismissToasts() {
      const close = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('button', { name: 'Close' });
      if (await close.count()) await close.first().click().catch(() => {});
      await page.waitForTimeout(400);
    },
  };
}
