import { SPREADSHEET_COLUMNS, SPREADSHEET_LIMITS, SPREADSHEET_SHEETS } from '@scorecard/contracts';

const MB = SPREADSHEET_LIMITS.maxBytes / (1024 * 1024);

/** Every message a spreadsheet upload or download can answer, in one place. */
export const SPREADSHEET_MESSAGES = {
  noFile: "Choose a file to upload (form field 'file')",
  empty: 'The file is empty',
  tooLarge: `The file is larger than ${MB} MB`,
  tooManyRows: `The file has more than ${SPREADSHEET_LIMITS.maxRows.toLocaleString('en-US')} rows`,
  notASpreadsheet: 'The file is not an .xlsx workbook or a .csv file',
  noSheets: `The workbook has no sheet named '${SPREADSHEET_SHEETS.targets}' or '${SPREADSHEET_SHEETS.actualResults}'`,
  noRows: 'The file has no rows to import',
  missingColumn: (sheet: string, column: string) => `The sheet '${sheet}' is missing the column '${column}'`,
  noPeriodColumns: (sheet: string) => `The sheet '${sheet}' has no period columns (such as January, Q1 or Annual)`,
  fingerprint: 'fingerprint is required: send the one the preview answered',
  changedSincePreview: 'The data changed since the preview. Preview the file again before applying it.',
  hasProblems: (n: number) => `The file has ${n} problem${n === 1 ? '' : 's'}; nothing was imported`,
  year: 'year must be a year such as 2026',
  format: 'format must be xlsx or csv',
  libraryList: 'list must be objectives, kpis or themes',
  // row and cell problems
  noAssignmentId: 'Assignment ID is empty',
  unknownAssignment: (id: string) => `Unknown KPI assignment '${id.slice(0, 60)}'`,
  duplicate: (row: number) => `The same KPI assignment is also on row ${row} of this sheet`,
  values: `${SPREADSHEET_COLUMNS.values} must be '${SPREADSHEET_SHEETS.targets}' or '${SPREADSHEET_SHEETS.actualResults}'`,
  notANumber: (text: string) => `'${text.slice(0, 40)}' is not a number`,
  date: 'A date is not a number',
  formulaError: (error: string) => `The formula's result is an error (${error})`,
  formulaWithoutValue: 'The formula has no saved value: open and save the file in a spreadsheet program',
  cellError: (error: string) => `The cell holds an error (${error})`,
  notANumberCell: 'The cell does not hold a number',
  notOfFrequency: (column: string, frequency: string) => `${column} is not a period of this ${frequency} KPI`,
};
