import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { csvReadCell, SPREADSHEET_COLUMNS, SPREADSHEET_LIMITS, SPREADSHEET_SHEETS, type PeriodKey, type SpreadsheetProblem, type SpreadsheetValueKind } from '@scorecard/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { periodOfHeader } from './period-columns';
import { SPREADSHEET_MESSAGES as M } from './spreadsheet-messages';

/** A period cell as read: a number, nothing, or why it cannot be read as a number. */
export type CellReading = { value: number | null } | { error: string };

/** One data row of an uploaded file, before it is compared with the database. */
export interface ReadRow {
  sheet: string;
  row: number;
  kind: SpreadsheetValueKind | null;
  assignmentId: string | null;
  cells: { column: string; period: PeriodKey; reading: CellReading }[];
  problems: SpreadsheetProblem[];
}

export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

const KIND_BY_NAME: Record<string, SpreadsheetValueKind> = {
  [SPREADSHEET_SHEETS.targets.toLowerCase()]: 'targets',
  [SPREADSHEET_SHEETS.actualResults.toLowerCase()]: 'actualResults',
};
/** A plain decimal as people type it; Number() would also take '0x1f', 'Infinity' or ''. */
const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const isZip = (buffer: Buffer) => buffer.length > 4 && buffer.readUInt32LE(0) === 0x04034b50;

/**
 * Reads an uploaded .xlsx (sheets 'Targets' and 'Actual Results') or .csv (a 'Values' column says
 * which) into rows. What makes the whole file unreadable answers 400 (413 for size); what is wrong
 * with a row or a cell becomes a problem of that row, so the preview can list them all.
 */
/** Nothing but a byte-order mark and white space; stops at the first other byte (an upload can be megabytes). */
function isBlank(buffer: Buffer): boolean {
  const start = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0;
  for (let i = start; i < buffer.length; i++) {
    const b = buffer[i]!;
    if (b !== 0x20 && (b < 0x09 || b > 0x0d)) return false;
  }
  return true;
}

export async function readSpreadsheet(file: UploadedFile | undefined): Promise<ReadRow[]> {
  if (!file) throw new BadRequestException(M.noFile);
  if (file.size > SPREADSHEET_LIMITS.maxBytes) throw new PayloadTooLargeException(M.tooLarge);
  if (isBlank(file.buffer)) throw new BadRequestException(M.empty);
  const name = file.originalname.toLowerCase();
  const rows = isZip(file.buffer) ? await readWorkbook(file.buffer) : name.endsWith('.csv') || name.endsWith('.txt') ? readCsv(file.buffer) : null;
  if (rows === null) throw new BadRequestException(M.notASpreadsheet);
  if (rows.length === 0) throw new BadRequestException(M.noRows);
  return rows;
}

interface Layout {
  idColumn: number;
  valuesColumn: number | null;
  periods: { index: number; column: string; period: PeriodKey }[];
}

/** Finds the columns by their headers (any order, any case); a missing one refuses the file. */
function layoutOf(sheet: string, headers: string[], csv: boolean): Layout {
  const find = (name: string) => headers.findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());
  const idColumn = find(SPREADSHEET_COLUMNS.assignmentId);
  if (idColumn < 0) throw new BadRequestException(M.missingColumn(sheet, SPREADSHEET_COLUMNS.assignmentId));
  const valuesColumn = csv ? find(SPREADSHEET_COLUMNS.values) : null;
  if (csv && valuesColumn! < 0) throw new BadRequestException(M.missingColumn(sheet, SPREADSHEET_COLUMNS.values));
  const periods = headers.flatMap((header, index) => {
    const period = periodOfHeader(header);
    return period ? [{ index, column: header.trim(), period }] : [];
  });
  if (periods.length === 0) throw new BadRequestException(M.noPeriodColumns(sheet));
  return { idColumn, valuesColumn, periods };
}

function checkRowCount(count: number): void {
  if (count > SPREADSHEET_LIMITS.maxRows) throw new BadRequestException(M.tooManyRows);
}

async function readWorkbook(buffer: Buffer): Promise<ReadRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new BadRequestException(M.notASpreadsheet);
  }
  const sheets = workbook.worksheets.filter((ws) => ws.name.trim().toLowerCase() in KIND_BY_NAME);
  if (sheets.length === 0) throw new BadRequestException(M.noSheets);
  checkRowCount(sheets.reduce((n, ws) => n + Math.max(0, ws.actualRowCount - 1), 0));
  const rows: ReadRow[] = [];
  for (const ws of sheets) {
    const kind = KIND_BY_NAME[ws.name.trim().toLowerCase()]!;
    const headerRow = ws.getRow(1);
    const headers = Array.from({ length: ws.columnCount }, (_, i) => headerRow.getCell(i + 1).text ?? '');
    const layout = layoutOf(ws.name, headers, false);
    ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (rowNumber === 1) return;
      const idText = row.getCell(layout.idColumn + 1).text.trim();
      const cells = layout.periods.map(({ index, column, period }) => ({ column, period, reading: readXlsxCell(row.getCell(index + 1).value) }));
      if (!idText && cells.every((c) => 'value' in c.reading && c.reading.value === null)) return; // a blank line
      rows.push(finish({ sheet: ws.name, row: rowNumber, kind, assignmentId: idText || null, cells, problems: [] }));
    });
  }
  return rows;
}

/** exceljs cell values: numbers, text, dates, formulas with their cached result, errors, rich text. */
function readXlsxCell(value: ExcelJS.CellValue): CellReading {
  if (value === null || value === undefined) return { value: null };
  if (typeof value === 'number') return Number.isFinite(value) ? { value } : { error: M.notANumberCell };
  if (typeof value === 'string') return readText(value);
  if (value instanceof Date) return { error: M.date };
  if (typeof value === 'object') {
    if ('error' in value) return { error: M.cellError(String(value.error)) };
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as ExcelJS.CellFormulaValue).result;
      if (result === undefined || result === null) return { error: M.formulaWithoutValue };
      if (typeof result === 'object' && !(result instanceof Date) && 'error' in result) return { error: M.formulaError(String(result.error)) };
      return readXlsxCell(result as ExcelJS.CellValue);
    }
    if ('richText' in value) return readText(value.richText.map((part) => part.text).join(''));
  }
  return { error: M.notANumberCell };
}

/** Text in a number cell is a problem, not a zero; only an empty text means "no value". */
function readText(text: string): CellReading {
  return text.trim() === '' ? { value: null } : { error: M.notANumber(text.trim()) };
}

function readCsv(buffer: Buffer): ReadRow[] {
  let records: string[][];
  try {
    // The reverse of the writer's CSV-injection rule: a neutralised cell reads as the text it was.
    records = (parse(buffer, { bom: true, relax_column_count: true, skip_empty_lines: false, trim: false }) as string[][]).map((record) => record.map(csvReadCell));
  } catch {
    throw new BadRequestException(M.notASpreadsheet);
  }
  if (records.length === 0) throw new BadRequestException(M.noRows);
  checkRowCount(records.length - 1);
  const sheet = 'CSV';
  const layout = layoutOf(sheet, records[0]!, true);
  const rows: ReadRow[] = [];
  records.slice(1).forEach((record, i) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const valuesText = (record[layout.valuesColumn!] ?? '').trim();
    const kind = KIND_BY_NAME[valuesText.toLowerCase()] ?? null;
    const idText = (record[layout.idColumn] ?? '').trim();
    const cells = layout.periods.map(({ index, column, period }) => {
      const text = (record[index] ?? '').trim();
      const reading: CellReading = text === '' ? { value: null } : DECIMAL.test(text) ? { value: Number(text) } : { error: M.notANumber(text) };
      return { column, period, reading };
    });
    const problems = kind ? [] : [{ column: SPREADSHEET_COLUMNS.values, message: M.values }];
    rows.push(finish({ sheet: kind ? (kind === 'targets' ? SPREADSHEET_SHEETS.targets : SPREADSHEET_SHEETS.actualResults) : sheet, row: i + 2, kind, assignmentId: idText || null, cells, problems }));
  });
  return rows;
}

function finish(row: ReadRow): ReadRow {
  if (!row.assignmentId) row.problems.push({ column: SPREADSHEET_COLUMNS.assignmentId, message: M.noAssignmentId });
  return row;
}
