import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { notifyConnectionProblem } from '../app/session';

/** Every call carries the session cookie; a request that got no answer shows 'Connection Problem'. */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    const hasStatus = error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number';
    if (!hasStatus) notifyConnectionProblem();
    throw error;
  }
};

export type ScorecardDataProvider = DataProvider;

/**
 * ra-data-simple-rest on /api (sort/range/filter parameters, Content-Range totals). Typed custom
 * methods for the non-CRUD calls (scorecards, status changes, ...) are added here by the screens
 * that need them.
 */
export const dataProvider: ScorecardDataProvider = {
  ...simpleRestProvider('/api', httpClient),
};
