import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { perspectiveName, type Kpi, type Objective } from '../../app/shared';
import { removeToast } from '../../app/toast/toastStore';
import { renderWithTheme } from '../../test/renderWithTheme';
import { EditKpiDialog } from './EditKpiDialog';
import { LibraryKpiDialog } from './LibraryKpiDialog';
import { ObjectiveDialog } from './ObjectiveDialog';
import { ThemeDialog } from './ThemeDialog';

const employees = [
  { id: 'emp-ada', name: 'Ada Lovelace', status: 'Active' as const },
  { id: 'emp-old', name: 'Former Staff', status: 'Inactive' as const },
];
const themes = [{ id: 'theme-1', organizationId: 'org', name: 'Growth', description: null, color: '#10B981' }];
const labels = (p: Parameters<typeof perspectiveName>[0]) => perspectiveName(p, { perspectiveFinancialName: 'Money Matters' });

const kpi: Kpi = {
  id: 'kpi-1',
  organizationId: 'org',
  name: 'Churned accounts',
  description: null,
  unit: 'count',
  polarity: 'negative',
  frequency: 'monthly',
  isCumulative: false,
};

afterEach(() => removeToast());

describe('ObjectiveDialog', () => {
  function setup(objective?: Objective) {
    const onSubmit = vi.fn();
    renderWithTheme(
      <ObjectiveDialog
        open
        objective={objective}
        themes={themes}
        employees={employees}
        objectives={[]}
        defaultOwnerId="emp-ada"
        perspectiveLabel={labels}
        onClose={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    return { onSubmit, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
  }

  it("refuses an empty name with 'Name is required' and sends nothing", async () => {
    const { onSubmit, user, dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Create Objective' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Name/), 'Grow');
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
  });

  it("offers the organization's perspective names and sends the stored value", async () => {
    const { onSubmit, user, dialog } = setup();
    await user.type(within(dialog).getByLabelText(/Name/), '  Grow revenue ');
    await user.click(within(dialog).getByRole('combobox', { name: 'BSC Perspective' }));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Money Matters' })).toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Learning & Growth' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Owner' }));
    // Inactive employees are not offered as new owners.
    expect(screen.queryByRole('option', { name: 'Former Staff' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Create Objective' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Grow revenue',
      description: null,
      bscPerspective: 'Learning_Growth',
      themeId: null,
      status: 'Active',
      ownerId: 'emp-ada',
      parentObjectiveId: null,
    });
  });

  it('edits an objective with its current values', async () => {
    const objective: Objective = {
      id: 'obj-1',
      organizationId: 'org',
      name: 'Delight customers',
      description: 'Support',
      bscPerspective: 'Customer',
      themeId: 'theme-1',
      status: 'Under_Review',
      parentObjectiveId: null,
      ownerId: null,
      ownerName: null,
    };
    const { onSubmit, user, dialog } = setup(objective);
    expect(within(dialog).getByText('Edit Objective')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Delight customers', themeId: 'theme-1', status: 'Under_Review', ownerId: null }));
  });
});

describe('LibraryKpiDialog', () => {
  it("requires a name ('Name is required') and defaults to %, Higher Better, Quarterly, period-based", async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<LibraryKpiDialog open onClose={vi.fn()} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Add Library KPI')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create KPI' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    expect(within(dialog).getByRole('combobox', { name: /Unit/ })).toHaveTextContent('%');
    expect(within(dialog).getByRole('combobox', { name: /Polarity/ })).toHaveTextContent('Higher Better');
    expect(within(dialog).getByRole('combobox', { name: 'Frequency' })).toHaveTextContent('Quarterly');
    await user.type(within(dialog).getByLabelText(/Name/), 'NPS');
    await user.click(within(dialog).getByRole('button', { name: 'Create KPI' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'NPS', description: null, unit: '%', polarity: 'positive', frequency: 'quarterly', isCumulative: false });
  });
});

describe('EditKpiDialog', () => {
  it("is titled 'Edit KPI - {name}', requires a name and takes a free-text unit", async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<EditKpiDialog kpi={kpi} onClose={vi.fn()} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Edit KPI - Churned accounts')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Name/), 'Lost accounts');
    await user.clear(within(dialog).getByLabelText('Unit'));
    await user.type(within(dialog).getByLabelText('Unit'), 'accounts');
    await user.click(within(dialog).getByLabelText('Cumulative'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Lost accounts', description: null, unit: 'accounts', polarity: 'negative', frequency: 'monthly', isCumulative: true });
  });
});

describe('ThemeDialog', () => {
  it('keeps saving disabled while the name is blank or whitespace, and defaults the colour to #3B82F6', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<ThemeDialog open onClose={vi.fn()} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Create Theme' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByLabelText('Color')).toHaveValue('#3B82F6');
    await user.type(within(dialog).getByLabelText(/Name/), '   ');
    expect(save).toBeDisabled();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Name/), 'Growth ');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Growth', color: '#3B82F6' });
  });

  it('refuses a colour that is not a 6-digit hex', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<ThemeDialog open onClose={vi.fn()} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'Growth');
    await user.clear(within(dialog).getByLabelText('Color'));
    await user.type(within(dialog).getByLabelText('Color'), 'blue');
    expect(within(dialog).getByText('Color must be a 6-digit hex colour such as #3B82F6')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Theme' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
