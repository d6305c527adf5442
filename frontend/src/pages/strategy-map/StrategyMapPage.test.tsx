import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StrategyMapAnswer } from '@scorecard/contracts';
import { DEFAULT_ORGANIZATION_SETTINGS } from '../../lib/shared';
import { listOf, renderWithAdmin } from '../../test/renderWithAdmin';
import type { StrategyMapViewProps } from './StrategyMapView';
import { StrategyMapPage } from './StrategyMapPage';

const answer: StrategyMapAnswer = {
  perspectives: [
    { key: 'Financial', name: 'Financial', objectives: [{ objectiveAssignmentId: 'oa1', name: 'Grow revenue', score: 80, status: 'Near Target', themeId: null }] },
    { key: 'Customer', name: 'Customer', objectives: [{ objectiveAssignmentId: 'oa2', name: 'Delight customers', score: null, status: 'No Data', themeId: null }] },
  ],
  links: [],
};

// The drawing (elkjs) is the view's own concern and has its own tests: here a button per objective selects it.
vi.mock('./StrategyMapView', () => ({
  StrategyMapView: ({ answer: a, onSelectObjective }: StrategyMapViewProps) => (
    <div>
      {a.perspectives.flatMap((p) => p.objectives).map((o) => (
        <button key={o.objectiveAssignmentId} type="button" onClick={() => onSelectObjective?.(o.objectiveAssignmentId)}>
          {o.name}
        </button>
      ))}
    </div>
  ),
}));
vi.mock('./useStrategyMap', () => ({ STRATEGY_MAP_QUERY_KEY: ['strategy-maps'], useStrategyMap: () => ({ data: answer, isLoading: false, isError: false }) }));

const initiative = {
  id: 'i1',
  organizationId: 'org-1',
  name: 'CRM rollout',
  description: null,
  ownerId: 'e1',
  ownerName: 'Ada Lovelace',
  objectiveAssignmentIds: ['oa1'],
  startDate: '2025-01-01',
  dueDate: '2025-06-30',
  status: 'On Track',
  percentComplete: 40,
  budget: '1000.00',
  spent: '0.00',
  milestones: [],
  hasOverdueMilestone: false,
};

function provider() {
  return {
    getScorecard: vi.fn(async () => ({ functionId: 'f-ceo', year: 2025, frequency: 'quarterly', period: 'q1', view: 'period', score: null, perspectives: [] })),
    getOrganizationSettings: vi.fn(async () => ({ ...DEFAULT_ORGANIZATION_SETTINGS, organizationId: 'org-1' })),
    getList: vi.fn(async (resource: string, params: { filter?: { objectiveAssignmentId?: string[] } }) =>
      resource === 'functions'
        ? listOf([{ id: 'f-ceo', name: 'Office of the CEO', level: 'ceo', parentId: null }])
        : resource === 'initiatives'
          ? listOf([initiative].filter((i) => i.objectiveAssignmentIds.some((id) => params.filter?.objectiveAssignmentId?.includes(id))))
          : listOf([]),
    ),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('StrategyMapPage', () => {
  it("lists the selected objective's initiatives in its panel (DESIGN decision 24), asked for that objective only", async () => {
    const dataProvider = provider();
    renderWithAdmin(<StrategyMapPage />, { dataProvider, route: '/strategy-map' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Grow revenue' }));
    const panel = screen.getByRole('complementary', { name: 'Selected objective' });
    expect(await within(panel).findByRole('link', { name: 'CRM rollout' })).toBeInTheDocument();
    expect(within(panel).getByText(/Ada Lovelace/)).toBeInTheDocument();
    const asked = dataProvider.getList.mock.calls.filter(([resource]) => resource === 'initiatives').map(([, params]) => params.filter);
    expect(asked).toEqual([{ objectiveAssignmentId: ['oa1'] }]);

    await user.click(screen.getByRole('button', { name: 'Delight customers' }));
    await waitFor(() => expect(within(panel).queryByRole('link', { name: 'CRM rollout' })).not.toBeInTheDocument());
  });
});
