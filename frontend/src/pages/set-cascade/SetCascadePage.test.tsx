import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeToast } from '../../lib/toast/toastStore';
import { listOf, renderWithAdmin } from '../../test/renderWithAdmin';
import { SetCascadePage } from './SetCascadePage';

const base = { organizationId: 'org-1', createdAt: '', updatedAt: '' };
const functions = [
  { ...base, id: 'ceo', name: 'CEO Office', description: 'Executive leadership', level: 'ceo', parentId: null },
  { ...base, id: 'commercial', name: 'Commercial', description: null, level: 'division', parentId: 'ceo' },
];
const objectives = [
  { ...base, id: 'grow', name: 'Grow revenue', description: null, bscPerspective: 'Financial', themeId: null, status: 'Active', parentObjectiveId: null, ownerId: null },
  { ...base, id: 'delight', name: 'Delight customers', description: null, bscPerspective: 'Customer', themeId: null, status: 'Active', parentObjectiveId: null, ownerId: null },
  { ...base, id: 'abroad', name: 'Expand abroad', description: null, bscPerspective: 'Learning_Growth', themeId: null, status: 'Active', parentObjectiveId: null, ownerId: null },
];
const assignment = (id: string, objectiveId: string, weight: number) => ({
  ...base,
  id,
  objectiveId,
  organizationLevel: 'ceo',
  organizationFunction: 'CEO Office',
  organizationFunctionId: 'ceo',
  ownerId: null,
  parentObjectiveAssignmentId: null,
  weight,
  target: null,
  period: String(new Date().getFullYear()),
  status: 'Active',
});

afterEach(() => removeToast());

// the fake lists answer at once, but a busy machine may take a while to render the whole screen
const LOADED = { timeout: 5000 };

function setup(weights: [number, number], { chart = functions, create }: { chart?: unknown[]; create?: (resource: string, params: { data: object }) => Promise<unknown> } = {}) {
  const rows: Record<string, unknown[]> = {
    functions: chart,
    objectives,
    kpis: [],
    employees: [],
    'objective-assignments': [assignment('a1', 'grow', weights[0]), assignment('a2', 'delight', weights[1])],
    'kpi-assignments': [],
  };
  const dataProvider = {
    getList: vi.fn(async (resource: string) => listOf(rows[resource] as { id: string }[])),
    create: vi.fn(create ?? (async (_resource: string, { data }: { data: object }) => ({ data: { ...base, id: 'new', ...data } }))),
    getOrganizationSettings: vi.fn(async () => ({})),
    getFunctionAssignmentCounts: vi.fn(async () => [{ functionId: 'ceo', objectiveCount: 2, kpiCount: 0 }]),
    getPeriodCompletion: vi.fn(async (key: string) =>
      key.endsWith('-annual')
        ? []
        : [
            { functionId: 'ceo', name: 'CEO Office', parentId: null, due: 2, submitted: 0, approved: 1, missing: 1 },
            { functionId: 'commercial', name: 'Commercial', parentId: 'ceo', due: 3, submitted: 1, approved: 2, missing: 0 },
          ],
    ),
  };
  renderWithAdmin(<SetCascadePage />, { dataProvider, route: '/set-cascade' });
  return { dataProvider, user: userEvent.setup() };
}

describe('SetCascadePage', () => {
  it('opens on the CEO function with its context, tiles and an over-100 weight banner', async () => {
    setup([60, 50]);
    const ceo = await screen.findByRole('treeitem', { name: /^CEO Office / }, LOADED);
    await waitFor(() => {
      expect(ceo).toHaveAttribute('aria-selected', 'true');
      expect(ceo).toHaveAttribute('aria-expanded', 'true');
    }, LOADED);
    expect(screen.getByRole('treeitem', { name: /^Commercial / })).toBeInTheDocument();
    expect(screen.getByText('Selected Function Context')).toBeInTheDocument();
    expect(await screen.findByText('Objective weights total 110%. Remove 10% to reach 100%.', {}, LOADED)).toBeInTheDocument();
    expect(await within(ceo).findByText('Objectives: 2 · KPIs: 0', {}, LOADED)).toBeInTheDocument();
    expect(screen.getAllByText('No KPIs assigned to this objective yet')).toHaveLength(2);
  });

  it('says when the objective weights are under 100 and when they are balanced', async () => {
    setup([40, 30]);
    expect(await screen.findByText('Objective weights total 70%. Add 30% more weight to reach 100%.', {}, LOADED)).toBeInTheDocument();
  });

  it('adds a division under the CEO: default child level, name required, then created', async () => {
    const { dataProvider, user } = setup([60, 40]);
    expect(await screen.findByText('Objective weights are perfectly balanced at 100%', {}, LOADED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for CEO Office' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Add Division' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Level' })).toHaveTextContent('Division');
    await user.click(within(dialog).getByRole('button', { name: 'Create Function' }));
    expect(within(dialog).getByText('Function name is required')).toBeInTheDocument();
    expect(screen.getByText('Validation Error')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Function name/), '  Operations ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Function' }));
    expect(await screen.findByText('Function created successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith('functions', expect.objectContaining({ data: { name: 'Operations', description: null, level: 'division', parentId: 'ceo' } }));
  });

  it("offers 'Create First Function' at the CEO level when the organization has no function", async () => {
    const { dataProvider, user } = setup([60, 40], { chart: [] });
    await user.click(await screen.findByRole('button', { name: 'Create First Function' }, LOADED));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Level' })).toHaveTextContent('CEO');
    await user.type(within(dialog).getByLabelText(/Function name/), 'Head Office');
    await user.click(within(dialog).getByRole('button', { name: 'Create Function' }));
    expect(dataProvider.create).toHaveBeenCalledWith('functions', expect.objectContaining({ data: { name: 'Head Office', description: null, level: 'ceo', parentId: null } }));
  });

  it("shows the server's refusal in the dialog and the specification's failure toast, and keeps the dialog open", async () => {
    const refusal = Object.assign(new Error('Your plan allows at most 50 objectives. Upgrade your plan to add more.'), {
      status: 422,
      body: { statusCode: 422, message: 'Your plan allows at most 50 objectives. Upgrade your plan to add more.' },
    });
    const { user } = setup([60, 30], { create: async () => Promise.reject(refusal) });
    expect(await screen.findByText('Objective weights total 90%. Add 10% more weight to reach 100%.', {}, LOADED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Objective' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Assign Objective' }));
    expect(within(dialog).getByText('Objective selection is required')).toBeInTheDocument();
    // objectives assigned already are offered but disabled
    await user.click(within(dialog).getByRole('combobox', { name: 'Objective' }));
    expect(screen.getByRole('option', { name: 'Grow revenue (already assigned)' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Expand abroad' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign Objective' }));
    expect(await screen.findByText('Failed to assign objective')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your plan allows at most 50 objectives. Upgrade your plan to add more.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('colours each function card by the completion of the chosen period, in words too, with a legend', async () => {
    const { dataProvider, user } = setup([60, 40]);
    const ceo = await screen.findByRole('treeitem', { name: /^CEO Office / }, LOADED);
    // the CEO card counts its branch: its own 2 and Commercial's 3
    await waitFor(() => expect(ceo).toHaveAttribute('data-completion', 'partial'), LOADED);
    expect(ceo).toHaveAccessibleName(/In progress 4 of 5 in · 1 missing$/);
    const commercial = await screen.findByRole('treeitem', { name: /^Commercial / }, LOADED);
    expect(commercial).toHaveAttribute('data-completion', 'complete');
    expect(within(commercial).getByText('3 of 3 in')).toBeInTheDocument();
    expect(screen.getByTestId('completion-total')).toHaveTextContent('4 of 5 in · 1 missing');
    const legend = screen.getByRole('list', { name: 'Legend' });
    for (const word of ['Complete', 'In progress', 'Not started', 'Nothing due']) expect(within(legend).getByText(word)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Completion of' }));
    const year = new Date().getFullYear();
    await user.click(screen.getByRole('option', { name: String(year) }));
    await waitFor(() => expect(dataProvider.getPeriodCompletion).toHaveBeenLastCalledWith(`${year}-annual`), LOADED);
    await waitFor(() => expect(ceo).toHaveAttribute('data-completion', 'nothing-due'), LOADED);
    expect(within(ceo).getByTestId('function-completion')).toHaveTextContent(/^Nothing due$/);
  });
});
