import type { SsoSettings, SsoSettingsInput, SsoTestResult } from '@scorecard/contracts';
import { API_URL, httpClient } from '../../providers/dataProvider';

/** The SSO tab's calls (DESIGN decision 27). */
const json = async <T,>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> =>
  (await httpClient(`${API_URL}${path}`, { method: init.method ?? 'GET', ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) })).json as T;

export const SSO_SETTINGS_KEY = ['sso-settings'] as const;
export const fetchSsoSettings = () => json<SsoSettings>('/settings/sso');
export const saveSsoSettings = (body: SsoSettingsInput) => json<SsoSettings>('/settings/sso', { method: 'PUT', body });
export const testSsoConnection = (issuer: string) => json<SsoTestResult>('/settings/sso/test', { method: 'POST', body: issuer ? { issuer } : {} });
export const removeSsoSettings = () => json<SsoSettings>('/settings/sso', { method: 'DELETE' });
