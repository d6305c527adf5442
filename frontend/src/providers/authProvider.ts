import type { AuthProvider } from 'react-admin';
import { ApiError, apiPost } from '../lib/api';
import { clearSession, getSession, notifySessionExpired, refreshSession } from '../lib/session';
import { fullNameOf, type SessionUser } from '../lib/types';

const currentUser = async (): Promise<SessionUser | null> => getSession().user ?? (await refreshSession());

const statusOf = (error: unknown): number | undefined =>
  error && typeof error === 'object' && 'status' in error && typeof (error as { status: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;

/**
 * Cookie-session auth against /api/auth/*. The session store (app/session.ts) holds the user for
 * the whole application; this provider reads and refreshes it for react-admin.
 */
export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    await apiPost('/api/auth/login', { email, password });
    await refreshSession();
  },

  async logout() {
    try {
      await apiPost('/api/auth/logout', {});
    } catch (error) {
      // Already signed out on the server: nothing left to undo.
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
    clearSession();
    return '/';
  },

  async checkAuth() {
    const user = await refreshSession();
    if (!user) throw new Error('Please sign in to continue');
  },

  async checkError(error: unknown) {
    const status = statusOf(error);
    if (status === 401) {
      // Our own 'Session Expired' toast replaces react-admin's; then sign in again at /login.
      notifySessionExpired();
      throw { message: false, redirectTo: '/login' };
    }
    // 403 means no permission for this action, never a reason to sign out.
  },

  async getIdentity() {
    const user = await currentUser();
    if (!user) throw new Error('Please sign in to continue');
    return { ...user, id: user.id, fullName: fullNameOf(user) };
  },

  async getPermissions() {
    const user = await currentUser();
    return user?.role ?? null;
  },
};
