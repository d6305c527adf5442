/**
 * OWASP's CSV-injection rule (DESIGN decision 28), once for every CSV the product writes and reads.
 * A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return would run as a formula
 * when a spreadsheet program opens the file: it is written with a leading `'`. Reading removes that
 * one quote again, so export → import gives back the text unchanged.
 *
 * To stay reversible for text that itself begins with quotes before a dangerous character
 * (`'=x`), the rule looks through leading quotes: a cell matching /^'*[=+\-@\t\r]/ gains one quote,
 * and reading removes one quote from a cell matching /^'+[=+\-@\t\r]/. Numbers written as numbers
 * cannot carry a formula and are left as they are (a negative result stays a number).
 */
export const CSV_FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

/** The cell as it is written to a CSV file. */
export function csvSafeCell<T>(value: T): T | string {
  return typeof value === 'string' && CSV_FORMULA_START.test(value) ? `'${value}` : value;
}

/** The text a CSV cell held before csvSafeCell wrote it. */
export function csvReadCell(text: string): string {
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}
