import { Injectable } from '@nestjs/common';
import type { BriefingBookPrint } from '@scorecard/contracts';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { chromium, type Route } from 'playwright-core';

/** Debian's Chromium unless CHROMIUM_PATH names another (read at each render). */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The built front end whose print route the job renders: FRONTEND_DIST, else the repository's frontend/dist. */
export const frontendDist = (): string => process.env.FRONTEND_DIST || path.resolve(__dirname, '..', '..', '..', '..', 'frontend', 'dist');

const ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-extensions', '--no-first-run', '--disable-sync', '--font-render-hinting=none'];
const RENDER_TIMEOUT_MS = 90_000;
const MARGIN_MM = 12;
/** A4's 210 mm less both margins, in CSS pixels (96 per inch). */
const PRINT_WIDTH_PX = Math.floor(((210 - 2 * MARGIN_MM) / 25.4) * 96);
/** A name no network resolves: the page's requests are all answered by the job itself. */
const ORIGIN = 'http://briefing-book.print';

export interface RenderedPdf {
  pdf: Buffer;
  pages: number;
}

/** Pages of a PDF Chromium wrote: its page objects (`/Type /Page`, not `/Pages`). */
export function countPdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const BAR = 'font-size:8px;width:100%;padding:0 12mm;display:flex;justify-content:space-between;color:#444;font-family:"DejaVu Sans",Arial,sans-serif';

/** Header and footer of every page, drawn by Chromium (its templates fill pageNumber and totalPages). */
export function headerTemplate(book: Pick<BriefingBookPrint, 'organizationName' | 'title' | 'periodName'>): string {
  return `<div style='${BAR}'><span>${escapeHtml(book.organizationName)}</span><span>${escapeHtml(book.title)} · ${escapeHtml(book.periodName)}</span></div>`;
}

export function footerTemplate(book: Pick<BriefingBookPrint, 'organizationName' | 'periodName'>): string {
  return `<div style='${BAR}'><span>${escapeHtml(book.organizationName)} · ${escapeHtml(book.periodName)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

/**
 * Renders a book with headless Chromium (playwright-core) from the product's own print route,
 * `/print/briefing-book/:id` of the built front end (the same React components as the screens,
 * with the print stylesheet). The worker needs no session and mints no credential: Chromium asks a
 * made-up origin, and every request is answered here — the front end's files from its build, the
 * print route's one API call (`GET /api/briefing-books/:id/print`) with the data the job gathered
 * for this book of this organization, anything else refused — so nothing the page runs reaches
 * the API or the network.
 */
@Injectable()
export class PdfRenderer {
  async render(book: BriefingBookPrint): Promise<RenderedPdf> {
    const dist = frontendDist();
    const index = path.join(dist, 'index.html');
    if (!fs.existsSync(index)) throw new Error(`the front end is not built (${index} is missing): run make build`);
    const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ARGS, timeout: RENDER_TIMEOUT_MS });
    try {
      // The page's width is the PDF's printable width (A4 less the margins), so what the charts
      // measure on screen is what they print at; the print media applies from the start.
      const context = await browser.newContext({ viewport: { width: PRINT_WIDTH_PX, height: 1100 }, colorScheme: 'light', reducedMotion: 'reduce', serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.emulateMedia({ media: 'print', colorScheme: 'light', reducedMotion: 'reduce' });
      const printCall = `/api/briefing-books/${book.id}/print`;
      await context.route('**/*', (route) => answer(route, dist, index, printCall, book));
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await page.goto(`${ORIGIN}/print/briefing-book/${book.id}`, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      // Ready: the data is drawn and every strategy map is laid out (no skeleton left).
      await page
        .waitForFunction(() => document.querySelector('[data-print-ready="true"]') !== null && document.querySelector('.MuiSkeleton-root') === null, undefined, {
          timeout: RENDER_TIMEOUT_MS,
          polling: 100,
        })
        .catch((err: Error) => {
          throw new Error(errors[0] ? `the print view failed: ${errors[0]}` : `the print view did not finish: ${err.message.split('\n')[0]}`);
        });
      const failed = await page.locator('[data-print-error]').first().textContent({ timeout: 1 }).catch(() => null);
      if (failed) throw new Error(`the print view failed: ${failed}`);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: headerTemplate(book),
        footerTemplate: footerTemplate(book),
        margin: { top: '20mm', bottom: '16mm', left: `${MARGIN_MM}mm`, right: `${MARGIN_MM}mm` },
      });
      return { pdf, pages: countPdfPages(pdf) };
    } finally {
      await browser.close();
    }
  }
}

async function answer(route: Route, dist: string, index: string, printCall: string, book: BriefingBookPrint): Promise<void> {
  const url = new URL(route.request().url());
  if (url.origin !== ORIGIN) return route.abort();
  if (url.pathname === printCall && route.request().method() === 'GET') {
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(book) });
  }
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    return route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ statusCode: 404, message: 'Not available while printing' }) });
  }
  const file = path.resolve(dist, '.' + decodeURIComponent(url.pathname));
  const inside = file.startsWith(dist + path.sep);
  if (inside && fs.existsSync(file) && fs.statSync(file).isFile()) {
    return route.fulfill({ status: 200, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream', body: await fs.promises.readFile(file) });
  }
  if (path.extname(url.pathname)) return route.fulfill({ status: 404, body: '' });
  return route.fulfill({ status: 200, contentType: TYPES['.html'], body: await fs.promises.readFile(index) });
}
