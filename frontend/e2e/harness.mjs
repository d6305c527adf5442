// Browser helpers for the end-to-end checks (playwright-core driving Debian's Chromium).
import { mkdir } from 'node:fs/promises';
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
