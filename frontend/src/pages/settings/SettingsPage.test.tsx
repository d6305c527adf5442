import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { reloadPage } from '../../lib/reloadPage';
import { DEFAULT_ORGANIZATION_SETTINGS, type OrganizationSettings } from '../../lib/shared';
import { removeToast } from '../../lib/toast/toastStore';
import { renderWithAdmin, TEST_USER } from '../../test/renderWithAdmin';
import { SettingsPage } from './SettingsPage';

vi.mock('../../lib/reloadPage', () => ({ reloadPage: vi.fn() }));

function fakeProvider({ fail = false, delay = 0 } = {}) {
  let stored: OrganizationSettings & { organizationId: string; updatedAt: string } = {
    ...DEFAULT_ORGANIZATION_SETTINGS,
    requestStatuses: [...DEFAULT_ORGANIZATION_SETTINGS.requestStatuses],
    allowedFileTypes: [...DEFAULT_ORGANIZATION_SETTINGS.allowedFileTypes],
    organizationId: 'org-1',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  let version = 1;
  return {
    getOrganizationSettings: vi.fn(async () => {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      return stored;
    }),
    updateOrganizationSettings: vi.fn(async (patch: Partial<OrganizationSettings>) => {
      if (fail) throw new HttpError('Server error', 500, {});
      version += 1;
      stored = { ...stored, ...patch, updatedAt: `2026-01-0${version}T00:00:00.000Z` };
      return stored;
    }),
  };
}

async function renderSettings(options: Parameters<typeof fakeProvider>[0] = {}, route = '/settings') {
  const dataProvider = fakeProvider(options);
  renderWithAdmin(<SettingsPage />, { dataProvider, route });
  return { dataProvider, user: userEvent.setup() };
}

const preview = (score: number) => screen.getByTestId(`preview-${score}`);

afterEach(() => {
  removeToast();
  vi.restoreAllMocks();
});

describe('SettingsPage', () => {
  it("shows 'Loading settings...' first, then the Customization tab", async () => {
    await renderSettings({ delay: 30 });
    expect(screen.getByText('Loading settings...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Financial perspective')).toHaveValue('Financial');
    expect(screen.getByRole('tab', { name: 'Customization' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['KPI Scoring', 'Requests', 'Notifications', 'Team']) expect(screen.getByRole('tab', { name })).toBeInTheDocument();
  });

  it('offers the Team tab to admins only', async () => {
    renderWithAdmin(<SettingsPage />, { dataProvider: fakeProvider(), route: '/settings?tab=team', user: { ...TEST_USER, role: 'user' } });
    expect(await screen.findByLabelText('Financial perspective')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Team' })).not.toBeInTheDocument();
  });

  it('saves the customization labels and says so', async () => {
    const { dataProvider, user } = await renderSettings();
    const field = await screen.findByLabelText('Financial perspective');
    await user.clear(field);
    await user.type(field, 'Money Matters');
    await user.clear(screen.getByLabelText('Division level'));
    await user.click(screen.getByRole('button', { name: 'Save Customization Settings' }));
    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    const [patch] = dataProvider.updateOrganizationSettings.mock.calls[0];
    // A blank name saves the default name.
    expect(patch).toMatchObject({ perspectiveFinancialName: 'Money Matters', levelDivisionName: 'Division', termKpisLabel: 'KPIs' });
    expect(Object.keys(patch)).toHaveLength(14);
    await waitFor(() => expect(screen.getByLabelText('Financial perspective')).toHaveValue('Money Matters'));
  });

  it("'Cancel Changes' reloads the page", async () => {
    const { user } = await renderSettings();
    await screen.findByLabelText('Financial perspective');
    await user.click(screen.getByRole('button', { name: 'Cancel Changes' }));
    expect(reloadPage).toHaveBeenCalled();
  });

  it("shows 'Error' / 'Failed to update settings' when the save fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderSettings({ fail: true });
    await screen.findByLabelText('Financial perspective');
    await user.click(screen.getByRole('button', { name: 'Save Customization Settings' }));
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  describe('KPI Scoring', () => {
    it('previews 120, 95, 80, 60 and 30 with the default thresholds', async () => {
      await renderSettings({}, '/settings?tab=scoring');
      await screen.findByLabelText('Exceeds Target threshold (%)');
      expect(preview(120)).toHaveTextContent('Exceeds Target');
      expect(preview(95)).toHaveTextContent('On Target');
      expect(preview(80)).toHaveTextContent('Near Target');
      expect(preview(60)).toHaveTextContent('At Risk');
      expect(preview(30)).toHaveTextContent('Below Target');
    });

    it("follows the form's current values before anything is saved", async () => {
      const { user, dataProvider } = await renderSettings({}, '/settings?tab=scoring');
      const near = await screen.findByLabelText('Near Target threshold (%)');
      await user.clear(near);
      await user.type(near, '85');
      expect(preview(80)).toHaveTextContent('At Risk');
      const exceeds = screen.getByLabelText('Exceeds Target threshold (%)');
      await user.clear(exceeds);
      await user.type(exceeds, '130');
      expect(preview(120)).toHaveTextContent('On Target');
      expect(dataProvider.updateOrganizationSettings).not.toHaveBeenCalled();
    });

    it('shows the threshold-order message as soon as the order breaks, and refuses to save', async () => {
      const { user, dataProvider } = await renderSettings({}, '/settings?tab=scoring');
      const onTarget = await screen.findByLabelText('On Target threshold (%)');
      await user.clear(onTarget);
      await user.type(onTarget, '100');
      const message = 'Thresholds must be in descending order (Exceeds > On Target > Near Target > At Risk)';
      expect(screen.getByText(message)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Invalid Thresholds')).toBeInTheDocument();
      expect(screen.getAllByText(message)).toHaveLength(2);
      expect(dataProvider.updateOrganizationSettings).not.toHaveBeenCalled();
    });

    it('shows the score cap message under 100 and refuses to save', async () => {
      const { user, dataProvider } = await renderSettings({}, '/settings?tab=scoring');
      const cap = await screen.findByLabelText('Score cap (%)');
      await user.clear(cap);
      await user.type(cap, '99');
      expect(screen.getByText('Score cap must be at least 100%')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Invalid Score Cap')).toBeInTheDocument();
      expect(dataProvider.updateOrganizationSettings).not.toHaveBeenCalled();
    });

    it("'Reset to Defaults' restores 100 / 90 / 70 / 50 / 150, and 'Save Changes' sends the scoring part", async () => {
      const { user, dataProvider } = await renderSettings({}, '/settings?tab=scoring');
      const atRisk = await screen.findByLabelText('At Risk threshold (%)');
      await user.clear(atRisk);
      await user.type(atRisk, '80');
      expect(screen.getByText(/Thresholds must be in descending order/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
      expect(screen.queryByText(/Thresholds must be in descending order/)).not.toBeInTheDocument();
      expect(screen.getByLabelText('At Risk threshold (%)')).toHaveValue(50);
      expect(screen.getByLabelText('Score cap (%)')).toHaveValue(150);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
      expect(dataProvider.updateOrganizationSettings).toHaveBeenCalledWith({
        exceedsTargetThreshold: 100,
        onTargetThreshold: 90,
        nearTargetThreshold: 70,
        atRiskThreshold: 50,
        scoreCapPercentage: 150,
      });
    });
  });

  it('saves the request settings: MB as bytes, lists split on commas', async () => {
    const { user, dataProvider } = await renderSettings({}, '/settings?tab=requests');
    const size = await screen.findByLabelText('Maximum attachment size');
    expect(size).toHaveValue(10);
    await user.clear(size);
    await user.type(size, '25');
    const statuses = screen.getByLabelText('Available request statuses');
    await user.clear(statuses);
    await user.type(statuses, 'New, Waiting ,, Done');
    expect(within(screen.getByLabelText('Request statuses preview')).getAllByText(/New|Waiting|Done/)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Save Request Settings' }));
    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    expect(dataProvider.updateOrganizationSettings).toHaveBeenCalledWith({
      maxAttachmentSize: 26_214_400,
      allowedFileTypes: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.png', '.jpg', '.jpeg'],
      requestStatuses: ['New', 'Waiting', 'Done'],
    });
  });
});
