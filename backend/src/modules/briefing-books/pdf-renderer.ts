import { Injectable } from '@nestjs/common';
import { chromium } from 'playwright-core';
import { footerTemplate, headerTemplate, PrintModel, renderPrintHtml } from './briefing-book.print';

/** Debian's Chromium unless CHROMIUM_PATH names another (read at each render). */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-extensions', '--no-first-run', '--disable-sync'];
const RENDER_TIMEOUT_MS = 60_000;

export interface RenderedPdf {
  pdf: Buffer;
  pages: number;
}

/** Pages of a PDF Chromium wrote: its page objects (`/Type /Page`, not `/Pages`). */
export function countPdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

/**
 * Renders a book's print view to PDF with headless Chromium (playwright-core). The page is set
 * from HTML the job built from the organization's data: no session, no token and no network —
 * every request the page would make is refused — so nothing the browser runs can reach the API.
 */
@Injectable()
export class PdfRenderer {
  async render(model: PrintModel): Promise<RenderedPdf> {
    const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ARGS, timeout: RENDER_TIMEOUT_MS });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.route('**/*', (route) => route.abort());
      await page.setContent(renderPrintHtml(model), { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: headerTemplate(model),
        footerTemplate: footerTemplate(model),
        margin: { top: '22mm', bottom: '18mm', left: '14mm', right: '14mm' },
        preferCSSPageSize: false,
      });
      return { pdf, pages: countPdfPages(pdf) };
    } finally {
      await browser.close();
    }
  }
}
