import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { removeToast } from '../../lib/toast/toastStore';
import { employeeRow, fakeLibraryProvider, objectiveRow, type LibraryStore } from '../../test/libraryProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { KpiCreate } from '../kpis/KpiCreate';
import { KpiEdit } from '../kpis/KpiEdit';
import { ObjectiveCreate } from '../objectives/ObjectiveCreate';
import { ObjectiveEdit } from '../objectives/ObjectiveEdit';
import { ThemeCreate } from '../themes/ThemeCreate';

function seed(): LibraryStore {
  return {
    objectives: [objectiveRow('obj-1', 'Delight customers', { description: 'Support', bscPerspective: 'Customer', themeId: 'theme-1', status: 'Under_Review', ownerId: null, ownerName: null })],
    kpis: [{ id: 'kpi-1', organizationId: 'org-1', name: 'Churned accounts', description: null, unit: 'count', polarity: 'negative', frequency: 'monthly', isCumulative: false, formula: null, ytdAggregation: 'sum' }],
    themes: [{ id: 'theme-1', organizationId: 'org-1', name: 'Growth', description: null, color: '#10B981' }],
    employees: [employeeRow('emp-ada', 'Ada Lovelace', { userId: 'user-1' }), employeeRow('emp-old', 'Former Staff', { status: 'Inactive' })],
  };
}

function open(ui: ReactElement) {
  const onClose = vi.fn();
  const dataProvider = fakeLibraryProvider(seed());
  renderWithAdmin(ui, { dataProvider });
  return { onClose, dataProvider, user: userEvent.setup() };
}

afterEach(() => removeToast());

describe('objective dialogs (one form for add and edit)', { timeout: 30_000 }, () => {
  it("refuses an empty name with 'Name is required' and sends nothing", async () => {
    const { dataProvider, user } = open(<ObjectiveCreate open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create Objective' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Name/), 'Grow');
    await waitFor(() => expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument());
  });

  it("offers the organization's perspective names, active owners only, and sends the stored values", async () => {
    const onClose = vi.fn();
    const { dataProvider, user } = open(<ObjectiveCreate open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), '  Grow revenue ');
    await user.click(within(dialog).getByRole('combobox', { name: /BSC Perspective/ }));
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: 'Money Matters' })).toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Learning & Growth' }));
    // The signed-in user's employee record is proposed as the owner.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Owner' })).toHaveValue('Ada Lovelace'), { timeout: 10_000 });
    await user.click(within(dialog).getByRole('combobox', { name: 'Owner' }));
    expect(await screen.findByRole('option', { name: 'Unassigned' })).toBeInTheDocument();
    // With the field cleared every active employee is offered, marked when they can sign in;
    // inactive employees are not offered as new owners.
    await user.clear(within(dialog).getByRole('combobox', { name: 'Owner' }));
    expect(await screen.findByRole('option', { name: 'Ada Lovelace · can sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Former Staff/ })).not.toBeInTheDocument();
    // Picked, the field shows the name alone.
    await user.click(screen.getByRole('option', { name: 'Ada Lovelace · can sign in' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Owner' })).toHaveValue('Ada Lovelace'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Objective' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'objectives',
        expect.objectContaining({
          data: { name: 'Grow revenue', description: null, bscPerspective: 'Learning_Growth', themeId: null, status: 'Active', ownerId: 'emp-ada', parentObjectiveId: null },
        }),
      ),
    );
    expect(await screen.findByText('Objective created successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('edits an objective with its current values', async () => {
    const { dataProvider, user } = open(<ObjectiveEdit open id="obj-1" onClose={vi.fn()} />);
    // The fields appear once the stored record is loaded.
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveValue('Delight customers'), { timeout: 10_000 });
    const dialog = screen.getByRole('dialog', { name: 'Edit Objective' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Theme' })).toHaveValue('Growth'), { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'objectives',
        expect.objectContaining({
          id: 'obj-1',
          data: expect.objectContaining({ name: 'Delight customers', themeId: 'theme-1', status: 'Under_Review', ownerId: null }),
        }),
      ),
    );
    expect(await screen.findByText('Objective updated successfully')).toBeInTheDocument();
  });
});

describe('KPI dialogs (one form, unit picked when adding and free text when editing)', () => {
  it("adding requires a name ('Name is required') and defaults to %, Higher Better, Quarterly, period-based", async () => {
    const { dataProvider, user } = open(<KpiCreate open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Library KPI' });
    await user.click(within(dialog).getByRole('button', { name: 'Create KPI' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    expect(within(dialog).getByRole('combobox', { name: /Unit/ })).toHaveTextContent('%');
    expect(within(dialog).getByRole('combobox', { name: /Polarity/ })).toHaveTextContent('Higher Better');
    expect(within(dialog).getByRole('combobox', { name: /Frequency/ })).toHaveTextContent('Quarterly');
    await user.type(within(dialog).getByLabelText(/Name/), 'NPS');
    await user.click(within(dialog).getByRole('button', { name: 'Create KPI' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'kpis',
        expect.objectContaining({ data: { name: 'NPS', description: null, unit: '%', polarity: 'positive', frequency: 'quarterly', isCumulative: false, formula: null, ytdAggregation: 'sum' } }),
      ),
    );
    expect(await screen.findByText('Library KPI created successfully')).toBeInTheDocument();
  });

  it("editing is titled 'Edit KPI - {name}', requires a name and takes a free-text unit", async () => {
    const { dataProvider, user } = open(<KpiEdit open id="kpi-1" onClose={vi.fn()} />);
    const name = await screen.findByLabelText(/Name/);
    const dialog = screen.getByRole('dialog', { name: 'Edit KPI - Churned accounts' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Name/), 'Lost accounts');
    await user.clear(within(dialog).getByLabelText('Unit'));
    await user.type(within(dialog).getByLabelText('Unit'), 'accounts');
    await user.click(within(dialog).getByLabelText('Cumulative'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'kpis',
        expect.objectContaining({ data: { name: 'Lost accounts', description: null, unit: 'accounts', polarity: 'negative', frequency: 'monthly', isCumulative: true, formula: null, ytdAggregation: 'sum' } }),
      ),
    );
  });
});

describe('theme dialogs', () => {
  it('keeps saving disabled while the name is blank or whitespace, and defaults the colour to #3B82F6', async () => {
    const { dataProvider, user } = open(<ThemeCreate open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Theme' });
    const save = within(dialog).getByRole('button', { name: 'Create Theme' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByLabelText('Color')).toHaveValue('#3B82F6');
    await user.type(within(dialog).getByLabelText(/Name/), '   ');
    expect(save).toBeDisabled();
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Name/), 'Growth ');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledWith('themes', expect.objectContaining({ data: { name: 'Growth', color: '#3B82F6' } })));
    expect(await screen.findByText('Theme created successfully')).toBeInTheDocument();
  });

  it('refuses a colour that is not a 6-digit hex', async () => {
    const { dataProvider, user } = open(<ThemeCreate open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Theme' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Growth');
    await user.clear(within(dialog).getByLabelText('Color'));
    await user.type(within(dialog).getByLabelText('Color'), 'blue');
    expect(await within(dialog).findByText('Color must be a 6-digit hex colour such as #3B82F6')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Theme' }));
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});
