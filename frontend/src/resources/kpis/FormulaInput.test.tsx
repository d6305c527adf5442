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
  const dataProvider = fakeLibraryProvider(seed());
  renderWithAdmin(ui, { dataProvider });
  return { dataProvider, user: userEvent.setup() };
}

afterEach(() => removeToast());

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
});
