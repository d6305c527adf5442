import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_ORGANIZATION_SETTINGS } from '../../lib/shared';
import type { DashboardSummary } from '../../providers/apiTypes';
import { TEST_USER, renderWithAdmin } from '../../test/renderWithAdmin';
import { DashboardPage } from './DashboardPage';

const activity = (id: string, action: string, entityType: string, entityName: string) => ({
  id,
  action,
  entityType,
  entityId: id,
  entityName,
  performedBy: 'user-1',
  performedByName: 'Ada Lovelace',
  category: 'Library',
  details: {},
  metadata: {},
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
});

const summary: DashboardSummary = {
  objectives: 7,
  kpis: 12,
  pendingRequests: 2,
  activeUsers: 4,
  pendingStatuses: ['New', 'In Progress'],
  recentActivities: [activity('a1', 'created', 'objective', 'Grow revenue'), activity('a2', 'deleted', 'kpi', 'NPS'), activity('a3', 'updated', 'theme', 'Growth')],
  systemHealth: { status: 'Healthy', requestQueue: 'Manageable' },
};

function provider(answer: DashboardSummary) {
  return {
    getDashboardSummary: vi.fn(async () => answer),
    getOrganizationSettings: vi.fn(async () => ({ ...DEFAULT_ORGANIZATION_SETTINGS, organizationId: 'org-1', termObjectivesLabel: 'Goals' })),
    getList: vi.fn(),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('DashboardPage', () => {
  it('shows the server aggregate from one call: cards, latest activities and health', async () => {
    const dataProvider = provider(summary);
    renderWithAdmin(<DashboardPage />, { dataProvider });
    expect(screen.getByText('Welcome back, Ada')).toBeInTheDocument();
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(await screen.findByText('Goals')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace created objective "Grow revenue"')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace deleted KPI "NPS"')).toBeInTheDocument();
    expect(screen.getAllByText('5 minutes ago')).toHaveLength(3);
    expect(screen.getByText('Healthy')).toBeInTheDocument();
    expect(screen.getByText('Manageable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View All Activities/ })).toHaveAttribute('href', '/activities');
    for (const [name, href] of [
      ['View Corporate BSC', '/corporate-bsc'],
      ['Manage Library', '/library'],
      ['Set and Cascade', '/set-cascade'],
      ['Review Requests', '/requests'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(dataProvider.getDashboardSummary).toHaveBeenCalledTimes(1);
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });

  it('greets with the welcome text when there is no activity, and points a new organization to the Library', async () => {
    renderWithAdmin(<DashboardPage />, {
      dataProvider: provider({ ...summary, objectives: 0, kpis: 0, recentActivities: [], systemHealth: { status: 'Setup Required', requestQueue: 'Up to date' } }),
      user: { ...TEST_USER, firstName: null },
    });
    expect(screen.getByText('Welcome back, User')).toBeInTheDocument();
    expect(await screen.findByText('Setup Required')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Scorecard!')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Open Library' })).toHaveAttribute('href', '/library');
  });
});
