import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeToast } from '../../lib/toast/toastStore';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { employeeRow, fakeLibraryProvider, objectiveRow as objective, type FakeOptions, type LibraryStore } from '../../test/libraryProvider';
import { LibraryPage } from './LibraryPage';

function seed(): LibraryStore {
  return {
    objectives: [
      objective('0f1e2d3c-aaaa-bbbb-cccc-000000000001', 'Grow revenue', { description: 'More recurring income' }),
      objective('0f1e2d3c-aaaa-bbbb-cccc-000000000002', 'Delight customers', { bscPerspective: 'Customer', ownerId: 'gone', ownerName: null, themeId: 'theme-1' }),
      objective('0f1e2d3c-aaaa-bbbb-cccc-000000000003', 'Streamline onboarding', { bscPerspective: 'Internal_Process', status: 'Under_Review' }),
    ],
    kpis: [
      { id: 'kpi-1', organizationId: 'org-1', name: 'Churned accounts', description: null, unit: '', polarity: 'negative', frequency: 'monthly', isCumulative: true, formula: null, ytdAggregation: 'sum' },
      { id: 'kpi-2', organizationId: 'org-1', name: 'NPS', description: 'Promoters minus detractors', unit: 'score', polarity: 'positive', frequency: 'quarterly', isCumulative: false, formula: null, ytdAggregation: 'sum' },
    ],
    themes: [
      { id: 'theme-1', organizationId: 'org-1', name: 'Customer obsession', description: null, color: '#10B981' },
      { id: 'theme-2', organizationId: 'org-1', name: 'Lean operations', description: 'Less waste', color: '' },
    ],
    employees: [employeeRow('emp-1', 'Ada Lovelace', { userId: 'user-1', role: 'Admin' })],
  };
}

async function renderLibrary(options: FakeOptions = {}, route = '/library', store = seed()) {
  const dataProvider = fakeLibraryProvider(store, options);
  renderWithAdmin(<LibraryPage />, { dataProvider, route });
  await screen.findByRole('row', { name: route.includes('kpis') ? /NPS/ : new RegExp(store.objectives[0].name) });
  return { store, dataProvider, user: userEvent.setup() };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

afterEach(() => {
  removeToast();
  vi.restoreAllMocks();
});

// Whole-page tests render react-admin lists and dialogs: slow in jsdom on a busy machine.
describe('LibraryPage', { timeout: 120_000 }, () => {
  it('lists objectives with their id, renamed perspective badge, owner fallback and status', async () => {
    await renderLibrary();
    expect(screen.getByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Objectives' })).toBeInTheDocument();
    expect(screen.getByText('Create template objectives and KPIs. Targets are set in Set & Cascade.')).toBeInTheDocument();
    const grow = rowOf('Grow revenue');
    expect(within(grow).getByText('0f1e2d3c')).toBeInTheDocument();
    expect(within(grow).getByText('Money Matters')).toBeInTheDocument();
    expect(within(grow).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(grow).getByText('No theme')).toBeInTheDocument();
    const delight = rowOf('Delight customers');
    expect(within(delight).getByText('Unknown')).toBeInTheDocument();
    expect(await within(delight).findByText('Customer obsession')).toBeInTheDocument();
    expect(within(rowOf('Streamline onboarding')).getByText('Under Review')).toBeInTheDocument();
    // Term labels from the settings title the tabs.
    expect(await screen.findByRole('tab', { name: /Indicators/ })).toBeInTheDocument();
  });

  it('shows the KPI and theme columns with their fallbacks', async () => {
    const store = seed();
    store.kpis.push({ id: 'kpi-3', organizationId: 'org-1', name: 'Loyalty ratio', description: null, unit: '%', polarity: 'positive', frequency: 'quarterly', isCumulative: false, formula: '{KPI:kpi-2} / {KPI:kpi-1}', ytdAggregation: 'formula' });
    const { user } = await renderLibrary({}, '/library', store);
    await user.click(await screen.findByRole('tab', { name: /Indicators|KPIs/ }));
    expect(screen.getByRole('button', { name: 'Add KPI' })).toBeInTheDocument();
    const churn = rowOf('Churned accounts');
    for (const text of ['No description', 'N/A', 'Monthly', 'Lower Better', 'Cumulative', 'Template']) expect(within(churn).getByText(text)).toBeInTheDocument();
    const nps = rowOf('NPS');
    for (const text of ['Promoters minus detractors', 'score', 'Higher Better', 'Period-Based']) expect(within(nps).getByText(text)).toBeInTheDocument();
    // A calculated KPI carries the badge (DESIGN decision 25).
    expect(within(rowOf('Loyalty ratio')).getByTestId('calculated-badge')).toHaveTextContent('Calculated');
    expect(within(nps).queryByTestId('calculated-badge')).toBeNull();

    await user.click(screen.getByRole('tab', { name: /Themes/ }));
    expect(screen.getByRole('button', { name: 'Add Theme' })).toBeInTheDocument();
    expect(within(rowOf('Lean operations')).getByText('#3B82F6')).toBeInTheDocument();
    expect(within(rowOf('Customer obsession')).getByText('#10B981')).toBeInTheDocument();
  });

  it('searches the active tab by name or description, case-insensitively', async () => {
    const { user, dataProvider } = await renderLibrary();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'RECURRING');
    // The search is sent to the server once typing pauses.
    await waitFor(() => expect(screen.queryByRole('row', { name: /Delight customers/ })).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(rowOf('Grow revenue')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('objectives', expect.objectContaining({ filter: { q: 'RECURRING' } }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this');
    expect(await screen.findByText('No objectives match your search', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('bulk-deletes the selection with useDeleteMany and says how many went', async () => {
    const { user, dataProvider } = await renderLibrary();
    await user.click(screen.getByRole('button', { name: 'Multi-select' }));
    expect(screen.getByRole('button', { name: 'Exit Multi-select' })).toBeInTheDocument();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Delight customers' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete 2 selected objectives? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete 2' }));

    expect(await screen.findByText('2 objectives deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(dataProvider.deleteMany).toHaveBeenCalledTimes(1);
    const [resource, { ids }] = dataProvider.deleteMany.mock.calls[0];
    expect(resource).toBe('objectives');
    expect([...ids].sort()).toEqual(['0f1e2d3c-aaaa-bbbb-cccc-000000000001', '0f1e2d3c-aaaa-bbbb-cccc-000000000003']);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Grow revenue/ })).not.toBeInTheDocument());
    expect(rowOf('Delight customers')).toBeInTheDocument();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it("reports a partial bulk failure as 'Failed to delete some objectives' and keeps the failed row selected", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderLibrary({ failDeletes: ['0f1e2d3c-aaaa-bbbb-cccc-000000000002'] });
    await user.click(screen.getByRole('button', { name: 'Multi-select' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete 3' }));
    expect(await screen.findByText('Failed to delete some objectives')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Grow revenue/ })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select Delight customers' })).toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('confirms a single delete with the specification text', async () => {
    const { user } = await renderLibrary({}, '/library?tab=kpis');
    await user.click(await screen.findByRole('button', { name: 'Delete Churned accounts' }));
    expect(
      within(screen.getByRole('alertdialog')).getByText(
        'Are you sure you want to delete "Churned accounts"? This action cannot be undone and will remove this KPI template from the library.',
      ),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('KPI deleted successfully')).toBeInTheDocument();
  });

  it('creates an objective with the current user as default owner and lists it', async () => {
    const { user, dataProvider } = await renderLibrary();
    await user.click(screen.getByRole('button', { name: 'Add Objective' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'Win new markets');
    await user.click(within(dialog).getByRole('button', { name: 'Create Objective' }));
    expect(await screen.findByText('Objective created successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith('objectives', {
      data: expect.objectContaining({ name: 'Win new markets', bscPerspective: 'Financial', ownerId: 'emp-1', themeId: null }),
    });
    expect(await screen.findByRole('row', { name: /Win new markets/ })).toBeInTheDocument();
  });

  it("shows 'Failed to create objective' and keeps the dialog open on a refusal", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderLibrary({ failCreate: true });
    await user.click(screen.getByRole('button', { name: 'Add Objective' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'One too many');
    await user.click(within(dialog).getByRole('button', { name: 'Create Objective' }));
    expect(await screen.findByText('Failed to create objective')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("puts the server's message in 'Failed to update KPI: …'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderLibrary({ failUpdate: 'Unit must be at most 50 characters' }, '/library?tab=kpis');
    await user.click(await screen.findByRole('button', { name: 'Edit NPS' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update KPI: Unit must be at most 50 characters')).toBeInTheDocument();
  });

  it('searches, filters and sorts on the server, and counts tabs by the server total', async () => {
    const { user, dataProvider } = await renderLibrary();
    expect(within(screen.getByRole('tab', { name: /Objectives/ })).getByText('3')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Perspective' }));
    await user.click(screen.getByRole('option', { name: 'Customer' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Grow revenue/ })).not.toBeInTheDocument());
    expect(rowOf('Delight customers')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('objectives', expect.objectContaining({ filter: { bscPerspective: 'Customer' } }));
    await user.click(screen.getByRole('combobox', { name: 'Perspective' }));
    await user.click(screen.getByRole('option', { name: 'All Perspectives' }));
    await screen.findByRole('row', { name: /Grow revenue/ });
    await user.click(screen.getByRole('button', { name: /sort by name/i }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith('objectives', expect.objectContaining({ sort: { field: 'name', order: 'DESC' } })),
    );
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Streamline onboarding'));
  });

  it('finds and counts a row past the first 1,000', { timeout: 90_000 }, async () => {
    const store = seed();
    store.objectives = Array.from({ length: 1200 }, (_, index) =>
      objective(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, `Objective ${String(index + 1).padStart(4, '0')}`),
    );
    const { user, dataProvider } = await renderLibrary({}, '/library', store);
    const bodyRows = () => document.querySelectorAll('tbody tr');
    // The tab counts what the server counted, not the 25 rows of the page.
    expect(within(screen.getByRole('tab', { name: /Objectives/ })).getByText('1,200')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1-25 of 1200')).toBeInTheDocument();
    expect(screen.queryByText('Objective 1150')).not.toBeInTheDocument();

    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('objective 1150');
    expect(await screen.findByText('Objective 1150', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('objectives', expect.objectContaining({ filter: { q: 'objective 1150' } }));
    expect(bodyRows()).toHaveLength(1);
    expect(within(screen.getByRole('tab', { name: /Objectives/ })).getByText('1,200')).toBeInTheDocument();
    // No request ever asked for more than one page.
    for (const [, params] of dataProvider.getList.mock.calls) expect(params.pagination?.perPage).toBeLessThanOrEqual(25);
  });
});
