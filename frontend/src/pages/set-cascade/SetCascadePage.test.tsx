import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeToast } from '../../app/toast/toastStore';
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

function setup(weights: [number, number]) {
  const rows: Record<string, unknown[]> = {
    functions,
    objectives,
    kpis: [],
    employees: [],
    'objective-assignments': [assignment('a1', 'grow', weights[0]), assignment('a2', 'delight', weights[1])],
    'kpi-assignments': [],
  };
  const dataProvider = {
    getList: vi.fn(async (resource: string) => listOf(rows[resource] as { id: string }[])),
    create: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...base, id: 'new', ...data } })),
    getOrganizationSettings: vi.fn(async () => ({})),
    getFunctionAssignmentCounts: vi.fn(async () => [{ functionId: 'ceo', objectiveCount: 2, kpiCount: 0 }]),
  };
  renderWithAdmin(<SetCascadePage />, { dataProvider, route: '/set-cascade' });
  return { dataProvider, user: userEvent.setup() };
}

describe('SetCascadePage', () => {
  it('opens on the CEO function with its context, tiles and an over-100 weight banner', async () => {
    setup([60, 50]);
    const ceo = await screen.findByRole('treeitem', { name: 'CEO Office' }, LOADED);
    await waitFor(() => {
      expect(ceo).toHaveAttribute('aria-selected', 'true');
      expect(ceo).toHaveAttribute('aria-expanded', 'true');
    }, LOADED);
    expect(screen.getByRole('treeitem', { name: 'Commercial' })).toBeInTheDocument();
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
});
