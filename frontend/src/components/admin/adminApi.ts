import type { AdminAnalytics, AdminOrganization, AdminSystemHealth, AdminUserDetails, Plan, UsageMetric } from '@scorecard/contracts';
import { API_URL, httpClient } from '../../providers/dataProvider';

/** The Admin Panel's calls beyond react-admin's CRUD (platform.md section 7, Admin). */
const get = async <T,>(path: string): Promise<T> => (await httpClient(`${API_URL}${path}`)).json as T;
const send = async <T,>(method: 'PATCH' | 'POST', path: string, body: unknown): Promise<T> =>
  (await httpClient(`${API_URL}${path}`, { method, body: JSON.stringify(body) })).json as T;

export const adminApi = {
  analytics: () => get<AdminAnalytics>('/admin/analytics'),
  usageMetrics: () => get<UsageMetric[]>('/admin/usage-metrics'),
  system: () => get<AdminSystemHealth>('/admin/system'),
  setStatus: (id: string, status: 'active' | 'suspended') => send<AdminOrganization>('PATCH', `/admin/organizations/${id}/status`, { status }),
  setPlan: (id: string, plan: Plan) => send<AdminOrganization>('PATCH', `/admin/organizations/${id}/plan`, { plan }),
  viewUser: (userId: string) => send<AdminUserDetails>('POST', '/admin/user-view', { userId }),
};

export const adminKeys = {
  analytics: ['admin', 'analytics'] as const,
  usage: ['admin', 'usage-metrics'] as const,
  system: ['admin', 'system'] as const,
};

/** $1,234 / $1,234.50: whole dollars unless there are cents. */
export function formatMoney(value: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 }).format(value);
}

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'Unknown';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  return m > 0 ? `${m}m ${seconds % 60}s` : `${seconds}s`;
}

export const PLAN_LABELS: Record<Plan, string> = { free: 'Free', basic: 'Basic', professional: 'Professional', enterprise: 'Enterprise' };
