import { csvSafeCell } from '@scorecard/contracts';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';

export type SpreadsheetFormat = 'xlsx' | 'csv';

/** A file to send: its bytes, type and download name. */
export interface SpreadsheetDownload {
  body: Buffer;
  contentType: string;
  fileName: string;
}

export const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Lowercase words joined by dashes, for file names. */
export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'export'
  );
}

/**
 * A worksheet name from a title line: Excel refuses \ / ? * [ ] : in one and more than 31
 * characters. A refused character becomes a space and runs of spaces one ('Scorecard: CEO Office'
 * is the sheet 'Scorecard CEO Office').
 */
export function sheetName(title: string): string {
  return title.replace(/[\\/?*[\]:]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 31).trimEnd();
}

/**
 * CSV with a byte-order mark, so spreadsheet programs read UTF-8 names correctly. Every text cell
 * goes through OWASP's CSV-injection rule (libs/contracts `csvSafeCell`, DESIGN decision 28).
 */
export function csvDownload(rows: unknown[][], fileName: string): SpreadsheetDownload {
  const text = stringify(rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : csvSafeCell(cell)))));
  return { body: Buffer.from(`\uFEFF${text}`, 'utf8'), contentType: CONTENT_TYPES.csv, fileName: `${fileName}.csv` };
}

export async function xlsxDownload(workbook: ExcelJS.Workbook, fileName: string): Promise<SpreadsheetDownload> {
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { body, contentType: CONTENT_TYPES.xlsx, fileName: `${fileName}.xlsx` };
}

/** A new workbook with our name on it. */
export function newWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Scorecard';
  workbook.created = new Date();
  return workbook;
}

/** Bold header row, frozen, with widths from the headers' lengths (at least `min`). */
export function styleHeader(sheet: ExcelJS.Worksheet, rowNumber: number, min = 10): void {
  const row = sheet.getRow(rowNumber);
  row.font = { bold: true };
  row.eachCell((cell, col) => {
    const column = sheet.getColumn(col);
    column.width = Math.max(column.width ?? 0, min, String(cell.value ?? '').length + 2);
  });
  sheet.views = [{ state: 'frozen', ySplit: rowNumber }];
}

/** A workbook written row by row (rows must be committed as they are added), collected into a download. */
export async function streamedXlsx(fileName: string, build: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => void): Promise<SpreadsheetDownload> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Scorecard';
  build(workbook);
  await workbook.commit();
  return { body: Buffer.concat(chunks), contentType: CONTENT_TYPES.xlsx, fileName: `${fileName}.xlsx` };
}
