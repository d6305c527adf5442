import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { ActivitiesPage } from './ActivitiesPage';

const entry = {
  id: 'act-1',
  action: 'actual_result_update',
  entityType: 'actual_result',
  entityId: 'x',
  entityName: 'Revenue growth',
  performedBy: 'user-1',
  performedByName: 'Ada Lovelace',
  category: 'Actual Result Update',
  details: { kpiName: 'Revenue growth', period: 'q2', oldValue: 10, newValue: 12 },
  metadata: {},
  createdAt: new Date().toISOString(),
};

describe('ActivitiesPage', () => {
  it('shows the server-counted tiles, the timeline and filters by category on the server', async () => {
    const dataProvider = {
      getActivities: vi.fn(async ({ category }: { category?: string } = {}) => (category === 'Requests' ? [] : [entry])),
      getActivitySummary: vi.fn(async () => ({ libraryActions: 5, assignments: 3, dataUpdates: 2, total: 11 })),
    };
    renderWithAdmin(<ActivitiesPage />, { dataProvider, route: '/activities' });
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/');
    expect(await screen.findByText('11')).toBeInTheDocument();
    for (const label of ['Library Actions', 'Assignments', 'Data Updates', 'Total Activities']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(await screen.findByText('Ada Lovelace updated the actual result of "Revenue growth"')).toBeInTheDocument();
    expect(screen.getByText('Q2: 10 → 12')).toBeInTheDocument();
    expect(dataProvider.getActivities).toHaveBeenCalledWith({ limit: 100, category: undefined });

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Requests' }));
    expect(await screen.findByText('No activities in this category')).toBeInTheDocument();
    expect(dataProvider.getActivities).toHaveBeenLastCalledWith({ limit: 100, category: 'Requests' });
    expect(screen.getByRole('link', { name: 'Go to Library' })).toHaveAttribute('href', '/library');
    expect(screen.getByRole('link', { name: 'View Requests' })).toHaveAttribute('href', '/requests');
  });
});
