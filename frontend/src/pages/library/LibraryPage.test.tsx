import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { DEFAULT_ORGANIZATION_SETTINGS, type Employee, type Kpi, type Objective, type Theme } from '../../app/shared';
import { removeToast } from '../../app/toast/toastStore';
import { listOf, renderWithAdmin } from '../../test/renderWithAdmin';
import { LibraryPage } from './LibraryPage';

type Store = { objectives: Objective[]; kpis: Kpi[]; themes: Theme[]; employees: Employee[] };

const objective = (id: string, name: string, extra: Partial<Objective> = {}): Objective => ({
  id,
  organizationId: 'org-1',
  name,
  description: null,
  bscPerspective: 'Financial',
  themeId: null,
  status: 'Active',
  parentObjectiveId: null,
  ownerId: 'emp-1',
  ownerName: 'Ada Lovelace',
  ...extra,
});

function seed(): Store {
  return {
    objectives: [
      objective('0f1e2d3c-aaaa-bbbb-cccc-000000000001', 'Grow revenue', { description: 'More recurring income' }),
      objective('0f1e2d3c-aaaa-bbbb-cccc-000000000002', 'Delight customers', { bscPerspective: 'Customer', ownerId: 'gone', ownerName: null, themeId: 'theme-1' }),
      objective('0f1e2d3c-aaaa-bbbb-cccc-000000000003', 'Streamline onboarding', { bscPerspective: 'Internal_Process', status: 'Under_Review' }),
    ],
    kpis: [
      { id: 'kpi-1', organizationId: 'org-1', name: 'Churned accounts', description: null, unit: '', polarity: 'negative', frequency: 'monthly', isCumulative: true },
      { id: 'kpi-2', organizationId: 'org-1', name: 'NPS', description: 'Promoters minus detractors', unit: 'score', polarity: 'positive', frequency: 'quarterly', isCumulative: false },
    ],
    themes: [
      { id: 'theme-1', organizationId: 'org-1', name: 'Customer obsession', description: null, color: '#10B981' },
      { id: 'theme-2', organizationId: 'org-1', name: 'Lean operations', description: 'Less waste', color: '' },
    ],
    employees: [
      {
        id: 'emp-1',
        organizationId: 'org-1',
        userId: 'user-1',
        name: 'Ada Lovelace',
        email: null,
        role: 'Admin',
        department: null,
        position: null,
        level: null,
        employmentType: 'Full_Time',
        status: 'Active',
        hireDate: null,
        supervisorId: null,
        supervisorName: null,
      },
    ],
  };
}

function fakeProvider(store: Store, { failDeletes = [] as string[], failCreate = false, failUpdate = '' } = {}) {
  let next = 0;
  type Resource = keyof Store;
  const rows = (resource: string) => store[resource as Resource] as { id: string }[];
  return {
    getList: vi.fn(async (resource: string) => listOf([...rows(resource)])),
    getOne: vi.fn(),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (resource: string, { data }: { data: object }) => {
      if (failCreate) throw new HttpError('Your plan allows at most 50 objectives.', 422, { message: 'Your plan allows at most 50 objectives.' });
      const record = { ...data, id: `new-${(next += 1)}`, organizationId: 'org-1' };
      rows(resource).push(record);
      return { data: record };
    }),
    update: vi.fn(async (resource: string, { id, data }: { id: string; data: object }) => {
      if (failUpdate) throw new HttpError(failUpdate, 400, { statusCode: 400, message: failUpdate });
      const list = rows(resource);
      const index = list.findIndex((row) => row.id === id);
      list[index] = { ...list[index], ...data };
      return { data: list[index] };
    }),
    updateMany: vi.fn(),
    delete: vi.fn(async (resource: string, { id }: { id: string }) => {
      if (failDeletes.includes(id)) throw new HttpError('Server error', 500, {});
      (store as Record<string, { id: string }[]>)[resource] = rows(resource).filter((row) => row.id !== id);
      return { data: { id } };
    }),
    deleteMany: vi.fn(),
    getOrganizationSettings: vi.fn(async () => ({ ...DEFAULT_ORGANIZATION_SETTINGS, organizationId: 'org-1', perspectiveFinancialName: 'Money Matters', termKpisLabel: 'Indicators' })),
  };
}

async function renderLibrary(options: Parameters<typeof fakeProvider>[1] = {}, route = '/library') {
  const store = seed();
  const dataProvider = fakeProvider(store, options);
  renderWithAdmin(<LibraryPage />, { dataProvider, route });
  await screen.findByRole('row', { name: route.includes('kpis') ? /NPS/ : /Grow revenue/ });
  return { store, dataProvider, user: userEvent.setup() };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

afterEach(() => {
  removeToast();
  vi.restoreAllMocks();
});

describe('LibraryPage', () => {
  it('lists objectives with their id, renamed perspective badge, owner fallback and status', async () => {
    await renderLibrary();
    expect(screen.getByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(screen.getByText('Create template objectives and KPIs. Targets are set in Set & Cascade.')).toBeInTheDocument();
    const grow = rowOf('Grow revenue');
    expect(within(grow).getByText('0f1e2d3c')).toBeInTheDocument();
    expect(within(grow).getByText('Money Matters')).toBeInTheDocument();
    expect(within(grow).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(grow).getByText('No theme')).toBeInTheDocument();
    const delight = rowOf('Delight customers');
    expect(within(delight).getByText('Unknown')).toBeInTheDocument();
    expect(within(delight).getByText('Customer obsession')).toBeInTheDocument();
    expect(within(rowOf('Streamline onboarding')).getByText('Under Review')).toBeInTheDocument();
    // Term labels from the settings title the tabs.
    expect(await screen.findByRole('tab', { name: /Indicators/ })).toBeInTheDocument();
  });

  it('shows the KPI and theme columns with their fallbacks', async () => {
    const { user } = await renderLibrary();
    await user.click(await screen.findByRole('tab', { name: /Indicators|KPIs/ }));
    expect(screen.getByRole('button', { name: 'Add KPI' })).toBeInTheDocument();
    const churn = rowOf('Churned accounts');
    for (const text of ['No description', 'N/A', 'Monthly', 'Lower Better', 'Cumulative', 'Template']) expect(within(churn).getByText(text)).toBeInTheDocument();
    const nps = rowOf('NPS');
    for (const text of ['Promoters minus detractors', 'score', 'Higher Better', 'Period-Based']) expect(within(nps).getByText(text)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Themes/ }));
    expect(screen.getByRole('button', { name: 'Add Theme' })).toBeInTheDocument();
    expect(within(rowOf('Lean operations')).getByText('#3B82F6')).toBeInTheDocument();
    expect(within(rowOf('Customer obsession')).getByText('#10B981')).toBeInTheDocument();
  });

  it('searches the active tab by name or description, case-insensitively', async () => {
    const { user } = await renderLibrary();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'RECURRING');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Delight customers/ })).not.toBeInTheDocument());
    expect(rowOf('Grow revenue')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this');
    expect(await screen.findByText('No objectives match your search')).toBeInTheDocument();
  });

  it('bulk-deletes the selection with one DELETE per id and says how many went', async () => {
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
    expect(dataProvider.delete).toHaveBeenCalledTimes(2);
    expect(dataProvider.delete.mock.calls.map(([resource, { id }]) => `${resource}/${id}`).sort()).toEqual([
      'objectives/0f1e2d3c-aaaa-bbbb-cccc-000000000001',
      'objectives/0f1e2d3c-aaaa-bbbb-cccc-000000000003',
    ]);
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
});
