import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpreadsheetImportPreview } from '@scorecard/contracts';
import { removeToast } from '../../lib/toast/toastStore';
import { renderWithTheme } from '../../test/renderWithTheme';
import { ImportDialog } from './ImportDialog';

/** A stand-in for the browser's XMLHttpRequest: records each upload and answers from `answers`. */
const sent: { url: string; fields: Record<string, string>; fileName: string | null }[] = [];
let answers: { status: number; body: unknown }[] = [];
class FakeXhr {
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(form: FormData) {
    const fields: Record<string, string> = {};
    let fileName: string | null = null;
    form.forEach((value, key) => {
      if (value instanceof File) fileName = value.name;
      else fields[key] = String(value);
    });
    sent.push({ url: this.url, fields, fileName });
    const answer = answers.shift()!;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
}

const preview = (overrides: Partial<SpreadsheetImportPreview>): SpreadsheetImportPreview => ({
  rows: 3,
  changes: 2,
  assignments: 1,
  problems: 0,
  fingerprint: 'fp-1',
  previewRows: [
    { sheet: 'Actual Results', row: 2, kind: 'actualResults', assignmentId: 'ka-1', functionName: 'CEO Office', objectiveName: 'Grow', kpiName: 'Revenue', changes: [{ period: 'january', oldValue: null, newValue: 90 }, { period: 'february', oldValue: 80, newValue: 85.5 }], problems: [] },
  ],
  ...overrides,
});

beforeEach(() => {
  sent.length = 0;
  answers = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  removeToast();
});

function setup() {
  const onImported = vi.fn();
  const onClose = vi.fn();
  renderWithTheme(<ImportDialog open onClose={onClose} functionId="fn-1" functionName="CEO Office" year="2025" onImported={onImported} />);
  return { onImported, onClose, user: userEvent.setup() };
}
const file = new File(['Values,January,Assignment ID\n'], 'targets.csv', { type: 'text/csv' });

describe('ImportDialog', () => {
  it('previews the changes, then applies exactly that preview (its fingerprint) and reports the result', async () => {
    const { onImported, onClose, user } = setup();
    answers.push({ status: 201, body: preview({}) }, { status: 201, body: { changes: 2, assignments: 1 } });
    const dialog = screen.getByRole('dialog', { name: 'Import targets and results' });
    expect(within(dialog).getByRole('button', { name: 'Apply changes' })).toBeDisabled();

    await user.upload(within(dialog).getByLabelText('Spreadsheet file'), file);
    expect(await within(dialog).findByText('2 changes in 1 KPI assignment')).toBeInTheDocument();
    expect(within(dialog).getByText('Nothing has been written yet. Check the changes below, then apply them.')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Preview of the import' });
    expect(within(table).getByText(/January: empty →/)).toHaveTextContent('January: empty → 90');
    expect(within(table).getByText(/February:/)).toHaveTextContent('February: 80 → 85.5');
    expect(sent[0]).toEqual({ url: '/api/spreadsheets/import/preview', fields: {}, fileName: 'targets.csv' });

    await user.click(within(dialog).getByRole('button', { name: 'Apply 2 changes' }));
    expect(await screen.findByText('Imported 2 changes to 1 KPI assignment')).toBeInTheDocument();
    expect(sent[1]).toEqual({ url: '/api/spreadsheets/import/commit', fields: { fingerprint: 'fp-1' }, fileName: 'targets.csv' });
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('highlights problems and keeps Apply disabled; a refused file shows the server’s message', async () => {
    const { user } = setup();
    answers.push(
      {
        status: 201,
        body: preview({
          problems: 1,
          changes: 0,
          assignments: 0,
          previewRows: [{ sheet: 'Targets', row: 4, kind: 'targets', assignmentId: 'x', functionName: null, objectiveName: null, kpiName: null, changes: [], problems: [{ column: 'Assignment ID', message: "Unknown KPI assignment 'x'" }] }],
        }),
      },
      { status: 400, body: { statusCode: 400, message: "The sheet 'Targets' is missing the column 'Assignment ID'" } },
    );
    const dialog = screen.getByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Spreadsheet file'), file);
    expect(await within(dialog).findByText("Assignment ID: Unknown KPI assignment 'x'")).toBeInTheDocument();
    expect(within(dialog).getByText('1 problem')).toBeInTheDocument();
    expect(within(dialog).getByText('Fix the problems in the file and upload it again. Nothing is imported while a problem remains.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply 0 changes' })).toBeDisabled();

    await user.upload(within(dialog).getByLabelText('Spreadsheet file'), file);
    expect(await within(dialog).findByText("The sheet 'Targets' is missing the column 'Assignment ID'")).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const { user } = setup();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.xlsx');
    await user.upload(within(screen.getByRole('dialog')).getByLabelText('Spreadsheet file'), big);
    expect(await screen.findByText('The file is larger than 5 MB')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
