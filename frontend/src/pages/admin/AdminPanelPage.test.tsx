import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAnalytics, AdminOrganization, AdminSystemHealth } from '@scorecard/contracts';
import { listOf, renderWithAdmin, TEST_USER } from '../../test/renderWithAdmin';
import { adminApi } from '../../components/admin/adminApi';
import { AdminPanelPage } from './AdminPanelPage';

const ROOT = { ...TEST_USER, role: 'super_admin' as const, organizationId: null };
const ORG: AdminOrganization = { id: 'o1', name: 'Acme', domain: 'acme.test', subscriptionTier: 'professional', status: 'active', userCount: 3, maxUsers: 10, createdAt: '2026-01-05T00:00:00.000Z' };
const ANALYTICS: AdminAnalytics = {
  totalOrganizations: 7, totalUsers: 42, activeUsers: 21, monthlyRevenue: 1287, revenueGrowth: 12.5, totalObjectives: 3, totalKpis: 4, activeRequests: 2, avgEngagement: 50,
  organizationsByPlan: [], organizationsByStatus: [{ key: 'suspended', value: 1 }], revenueByPlan: [], newUsersByMonth: [],
};
const SYSTEM: AdminSystemHealth = {
  status: 'ok', uptimeSeconds: 3720, responseTimes: { windowSeconds: 300, count: 10, p50: 4.2, p95: 18, p99: 30 },
  database: { status: 'up', latencyMs: 1, sizeBytes: 9_000_000 }, redis: 'up', jobs: { mode: 'bullmq', processorsHere: true, queues: {} },
};

describe('AdminPanelPage', () => {
  beforeEach(() => {
    vi.spyOn(adminApi, 'analytics').mockResolvedValue(ANALYTICS);
    vi.spyOn(adminApi, 'system').mockResolvedValue(SYSTEM);
  });

  it('tells anyone but a super admin they have no access', () => {
    renderWithAdmin(<AdminPanelPage />, { dataProvider: {} });
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access the admin panel.")).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows measured tiles and the organizations list; deleting asks first and reports the removed users', async () => {
    const dataProvider = {
      getList: vi.fn().mockResolvedValue(listOf([ORG])),
      delete: vi.fn().mockResolvedValue({ data: { id: 'o1', name: 'Acme', deletedUsers: 3 } }),
    };
    renderWithAdmin(<AdminPanelPage />, { dataProvider, user: ROOT, route: '/admin' });
    expect(await screen.findByText('$1,287')).toBeInTheDocument();
    expect(screen.getByText('+12.5% against 30 days ago')).toBeInTheDocument();
    expect(screen.getByText('Healthy')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Organizations', 'Users', 'Subscriptions', 'Analytics', 'System']);

    const row = (await screen.findByText('Acme')).closest('tr')!;
    expect(within(row).getByText('Professional')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('admin/organizations', expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 10 } }));

    await userEvent.click(within(row).getByRole('button', { name: 'Delete Acme' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete "Acme" and ALL associated data? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('admin/organizations', expect.objectContaining({ id: 'o1' })));
    expect(await screen.findByText('Removed organization and 3 associated users')).toBeInTheDocument();
  });
});
