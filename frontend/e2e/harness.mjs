// Browser helpers for the end-to-end checks (playwright-core driving Debian's Chromium).
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
