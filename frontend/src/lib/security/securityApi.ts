import type { AuthSession, SessionUser, TwoFactorStatus } from '../shared';
import { apiGet, apiPost, apiRequest } from '../api';

/** Account security's calls (DESIGN decision 28), shared by the sign-in dialog, the reset page and Settings → Security. */

export const requestPasswordReset = (email: string) => apiPost<{ message: string }>('/api/auth/forgot-password', { email });
export const resetPassword = (token: string, password: string) => apiPost<{ message: string }>('/api/auth/reset-password', { token, password });
export const changePassword = (currentPassword: string, newPassword: string) =>
  apiPost<{ message: string }>('/api/auth/change-password', { currentPassword, newPassword });

export const fetchSessions = () => apiGet<AuthSession[]>('/api/auth/sessions');
export const endSession = (id: string) => apiRequest<{ message: string }>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`);

export const fetchTwoFactorStatus = () => apiGet<TwoFactorStatus>('/api/auth/2fa');
export const startTwoFactorSetup = () => apiPost<{ secret: string; otpauthUrl: string }>('/api/auth/2fa/setup');
export const enableTwoFactor = (code: string) => apiPost<{ recoveryCodes: string[] }>('/api/auth/2fa/enable', { code });
export const disableTwoFactor = (code: string) => apiPost<{ message: string }>('/api/auth/2fa/disable', { code });
export const verifyTwoFactor = (code: string) => apiPost<{ message: string; user: SessionUser }>('/api/auth/2fa/verify', { code });

export const SECURITY_KEYS = {
  sessions: ['security', 'sessions'] as const,
  twoFactor: ['security', 'two-factor'] as const,
};
