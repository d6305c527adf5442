import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { ReactElement } from 'react';
import { removeToast } from '../../lib/toast/toastStore';
import { fakeLibraryProvider, type LibraryStore } from '../../test/libraryProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { KpiCreate } from './KpiCreate';
import { KpiEdit } from './KpiEdit';
import { NO_PREVIEW_DATA } from './FormulaPreviewLine';
import { previewFormula } from './formulaPreviewApi';

vi.mock('./formulaPreviewApi', () => ({ previewFormula: vi.fn() }));
const preview = vi.mocked(previewFormula);
const NOTHING = { value: null, year: null, period: null, functionId: null, functionName: null };

const kpi = (id: string, name: string, formula: string | null = null) => ({
  id,
  organizationId: 'org-1',
  name,
  description: null,
  unit: '$',
  polarity: 'positive' as const,
  frequency: 'quarterly' as const,
  isCumulative: false,
  formula,
  ytdAggregation: formula ? ('formula' as const) : ('sum' as const),
});

function seed(): LibraryStore {
  return { objectives: [], themes: [], employees: [], kpis: [kpi('p', 'Profit'), kpi('r', 'Revenue'), kpi('m', 'Margin', '{KPI:p} / {KPI:r}')] };
}

function open(ui: ReactElement) {
  if (!preview.getMockImplementation()) preview.mockResolvedValue(NOTHING);
  const dataProvider = fakeLibraryProvider(seed());
  renderWithAdmin(ui, { dataProvider });
  return { dataProvider, user: userEvent.setup() };
}

afterEach(() => {
  removeToast();
  preview.mockReset();
});

describe('the formula editor of a library KPI (DESIGN decision 25)', { timeout: 30_000 }, () => {
  it('inserts KPIs picked by name, shows them by name and stores them by id, with the formula YTD by default', async () => {
    const { dataProvider, user } = open(<KpiCreate open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Library KPI' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Gross margin');
    const insert = within(dialog).getByRole('combobox', { name: 'Insert KPI' });
    await user.type(insert, 'Prof');
    await user.click(await screen.findByRole('option', { name: 'Profit' }));
    const formula = within(dialog).getByLabelText('Formula');
    await waitFor(() => expect(formula).toHaveValue('[Profit]'));
    await user.type(formula, ' /');
    await user.type(insert, 'Rev');
    await user.click(await screen.findByRole('option', { name: 'Revenue' }));
    await waitFor(() => expect(formula).toHaveValue('[Profit] / [Revenue]'));
    expect(within(dialog).getByRole('combobox', { name: /Year-to-date/ })).toHaveTextContent('Formula over the year-to-date sums');
    await user.click(within(dialog).getByRole('button', { name: 'Create KPI' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith('kpis', expect.objectContaining({ data: expect.objectContaining({ name: 'Gross margin', formula: '{KPI:p} / {KPI:r}', ytdAggregation: 'formula' }) })),
    );
  });

  it('says what is wrong with a formula before sending it: an unknown name, an operator not allowed', async () => {
    const { dataProvider, user } = open(<KpiCreate open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Library KPI' });
    await user.type(within(dialog).getByLabelText(/Name/), 'X');
    const formula = within(dialog).getByLabelText('Formula');
    await user.type(formula, '[[Nope] + 1');
    await user.click(within(dialog).getByRole('button', { name: 'Create KPI' }));
    expect(await within(dialog).findByText('The formula refers to an unknown KPI: Nope')).toBeInTheDocument();
    await user.clear(formula);
    await user.type(formula, '[[Profit] % 2');
    expect(await within(dialog).findByText(/'%' is not allowed/)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it("shows a stored formula by names, and the server's 422 on the field", async () => {
    const { dataProvider, user } = open(<KpiEdit open id="m" onClose={vi.fn()} />);
    const formula = await screen.findByLabelText('Formula');
    await waitFor(() => expect(formula).toHaveValue('[Profit] / [Revenue]'));
    const message = 'The formula makes a cycle: Margin → Profit → Margin';
    dataProvider.update.mockRejectedValueOnce(new HttpError(message, 422, { statusCode: 422, message }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(message)).toBeInTheDocument());
    expect(formula).toHaveAttribute('aria-invalid', 'true');
  });

  it('previews the value of the latest period with one, once typing pauses, naming the period and the function', async () => {
    preview.mockResolvedValue({ value: 0.25, year: '2025', period: 'q4', functionId: 'f1', functionName: 'Chief Executive Officer' });
    const { user } = open(<KpiCreate open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Library KPI' });
    const formula = within(dialog).getByLabelText('Formula');
    await user.type(formula, '[[Profit] / [[Revenue]');
    const line = await within(dialog).findByTestId('formula-preview');
    await waitFor(() => expect(line).toHaveTextContent('Preview: 0.25% for Q4 2025 on Chief Executive Officer (the latest period with a value)'));
    expect(preview).toHaveBeenLastCalledWith({ formula: '{KPI:p} / {KPI:r}', frequency: 'quarterly' });
    // A formula that does not read shows no preview: the field says what is wrong.
    await user.type(formula, ' %');
    await waitFor(() => expect(within(dialog).queryByTestId('formula-preview')).toBeNull());
  });

  it("says when no period has a value, and shows the server's 422 message in the preview", async () => {
    const message = 'The formula makes a cycle: Margin → Profit → Margin';
    preview.mockResolvedValueOnce(NOTHING).mockRejectedValue(new HttpError(message, 422, { statusCode: 422, message }));
    const { user } = open(<KpiEdit open id="m" onClose={vi.fn()} />);
    const line = await screen.findByTestId('formula-preview');
    await waitFor(() => expect(line).toHaveTextContent(NO_PREVIEW_DATA));
    expect(preview).toHaveBeenCalledWith({ formula: '{KPI:p} / {KPI:r}', frequency: 'quarterly', kpiId: 'm' });
    await user.type(screen.getByLabelText('Formula'), ' * 2');
    await waitFor(() => expect(screen.getByTestId('formula-preview')).toHaveTextContent(message));
    expect(preview).toHaveBeenLastCalledWith({ formula: '{KPI:p} / {KPI:r} * 2', frequency: 'quarterly', kpiId: 'm' });
  });
});
