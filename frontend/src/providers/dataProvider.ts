import { fetchUtils, type DataProvider, type DeleteManyParams, type GetListParams, type Identifier, type SortPayload, type UpdateParams } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { reportApiError } from '../lib/apiErrors';
import type { FunctionAssignmentCounts } from '@scorecard/contracts';
import { QUERY_CONSTANTS, type ExplainAnswer, type ScorecardAnswer } from '../lib/shared';
import type {
  ActivityEntry,
  ActivityQuery,
  ActivitySummary,
  DashboardSummary,
  OrganizationSettingsPatch,
  OrganizationSettingsRecord,
} from './apiTypes';
import type { FunctionCompletion, MyWorkAnswer, ReportingPeriod, ReviewDecision } from '../lib/shared';
import type { KpiValueChange, PeriodKey } from '@scorecard/contracts';

export const API_URL = '/api';

/**
 * Every call carries the session cookie. A request that got no answer is classified NETWORK and
 * shows 'Connection Problem' (answered errors reach the classifier through the query cache).
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    const hasStatus = error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number';
    if (!hasStatus) reportApiError(error);
    throw error;
  }
};

const getJson = async <T,>(path: string): Promise<T> => (await httpClient(`${API_URL}${path}`)).json as T;
const sendJson = async <T,>(method: 'PUT' | 'PATCH' | 'POST', path: string, body: unknown): Promise<T> =>
  (await httpClient(`${API_URL}${path}`, { method, body: JSON.stringify(body) })).json as T;

/** Typed calls beyond react-admin's CRUD methods: server aggregates and the settings object. */
export interface ScorecardMethods {
  getDashboardSummary(): Promise<DashboardSummary>;
  getActivities(query?: ActivityQuery): Promise<ActivityEntry[]>;
  getActivitySummary(): Promise<ActivitySummary>;
  getOrganizationSettings(): Promise<OrganizationSettingsRecord>;
  updateOrganizationSettings(patch: OrganizationSettingsPatch): Promise<OrganizationSettingsRecord>;
  /** Each function's objective and KPI assignments of one year (the chart's counts). */
  getFunctionAssignmentCounts(period: string): Promise<FunctionAssignmentCounts[]>;
  /** GET /api/scorecards/:functionId (or 'corporate') with ?year&frequency&period&view */
  getScorecard(functionId: string, view: Record<string, string>): Promise<ScorecardAnswer>;
  /** DESIGN decision 22: GET /api/scorecards/:functionId/explain?view…&kpiAssignmentId= | objectiveAssignmentId= (neither: the level) */
  explainScore(functionId: string, params: Record<string, string>): Promise<ExplainAnswer>;
  /** The period close (DESIGN decision 21): GET /api/reporting-periods?year= */
  getReportingPeriods(year: string): Promise<ReportingPeriod[]>;
  /** GET /api/reporting-periods/:key/completion, one row per function */
  getPeriodCompletion(key: string): Promise<FunctionCompletion[]>;
  lockReportingPeriod(key: string, reason?: string): Promise<ReportingPeriod>;
  unlockReportingPeriod(key: string, reason: string): Promise<ReportingPeriod>;
  /** GET /api/my-work: {due, returned, toReview} of the signed-in user */
  getMyWork(): Promise<MyWorkAnswer>;
  /** POST /api/kpi-assignments/:id/review {period, decision, comment} */
  reviewResult(kpiAssignmentId: string, period: PeriodKey, decision: ReviewDecision, comment?: string): Promise<unknown>;
  /** GET /api/kpi-assignments/:id/history: every change of its targets and results, newest first (DESIGN decision 22) */
  getKpiValueHistory(kpiAssignmentId: string): Promise<KpiValueChange[]>;
}

export type ScorecardDataProvider = DataProvider & ScorecardMethods;

/** Resources whose update call is PATCH in the specification (scorecard.md section 7). */
const PATCH_RESOURCES = new Set(['themes', 'admin/organizations', 'admin/users']);

const base = simpleRestProvider(API_URL, httpClient);

/** Bulk deletes run a few at a time: quick for a selection, without a burst of parallel transactions. */
export const DELETE_MANY_CONCURRENCY = 4;

/**
 * Some of a bulk delete's records went and some did not (each id is its own DELETE, scorecard.md
 * section 7): the screen says 'Failed to delete some …' and keeps the failed ones selected.
 */
export class PartialDeleteError extends Error {
  constructor(
    readonly deleted: Identifier[],
    readonly failed: Identifier[],
    cause?: unknown,
  ) {
    super(`${failed.length} of ${deleted.length + failed.length} could not be deleted`, { cause });
    this.name = 'PartialDeleteError';
  }
}

/**
 * The convention for a list whose answer is the whole set by design (Set and Cascade's chart: every
 * function): `useGetList(resource, wholeList(sort, filter))`. getList then sends no range, and the
 * API answers every row (DESIGN.md section 3) instead of a page of at most 1,000: a `perPage: 1000`
 * read silently lost the rows past the thousandth (issue 36). Pickers search instead
 * (components/pickers/SearchPicker); lists shown to people page.
 */
/** Only in the query's key and react-admin's page arithmetic: the server answers every row. */
const WHOLE_LIST_PER_PAGE = 1_000_000_000;
export const wholeList = (sort: SortPayload, filter: Record<string, unknown> = {}): GetListParams => ({
  pagination: { page: 1, perPage: WHOLE_LIST_PER_PAGE },
  sort,
  filter,
  meta: { wholeList: true },
});

async function getWholeList(resource: string, params: GetListParams) {
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  const query = new URLSearchParams({ sort: JSON.stringify([field, order]), filter: JSON.stringify(params.filter ?? {}) });
  const { json } = await httpClient(`${API_URL}/${resource}?${query}`, { signal: params.signal });
  const data = json as Array<{ id: Identifier }>;
  return { data, total: data.length };
}

/** One DELETE per id with bounded concurrency; answers the deleted ids, or throws PartialDeleteError. */
async function deleteEach(resource: string, ids: Identifier[]): Promise<Identifier[]> {
  const deleted: Identifier[] = [];
  const failed: Identifier[] = [];
  let firstError: unknown;
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        await httpClient(`${API_URL}/${resource}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
        deleted.push(id);
      } catch (error) {
        firstError ??= error;
        failed.push(id);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELETE_MANY_CONCURRENCY, ids.length) }, worker));
  if (failed.length) throw new PartialDeleteError(deleted, failed, firstError);
  return deleted;
}

/**
 * ra-data-simple-rest on /api (sort/range/filter parameters, Content-Range totals), plus typed
 * custom methods for the aggregate and settings calls.
 */
export const dataProvider: ScorecardDataProvider = {
  ...base,

  getList: ((resource: string, params: GetListParams) =>
    params.meta?.wholeList ? getWholeList(resource, params) : base.getList(resource, params)) as DataProvider['getList'],

  update: (async (resource: string, params: UpdateParams) => {
    if (!PATCH_RESOURCES.has(resource)) return base.update(resource, params);
    const json = await sendJson<Record<string, unknown>>('PATCH', `/${resource}/${encodeURIComponent(String(params.id))}`, params.data);
    return { data: { ...json, id: json.id ?? params.id } };
  }) as DataProvider['update'],

  deleteMany: (async (resource: string, params: DeleteManyParams) => ({ data: await deleteEach(resource, params.ids) })) as DataProvider['deleteMany'],

  getDashboardSummary: () => getJson<DashboardSummary>('/dashboard/summary'),

  getActivities({ limit = QUERY_CONSTANTS.activitiesLimit, category } = {}) {
    const query = new URLSearchParams({ limit: String(limit) });
    if (category) query.set('category', category);
    return getJson<ActivityEntry[]>(`/activities?${query}`);
  },

  getActivitySummary: () => getJson<ActivitySummary>('/activities/summary'),

  getOrganizationSettings: () => getJson<OrganizationSettingsRecord>('/organization-settings'),

  updateOrganizationSettings: (patch) => sendJson<OrganizationSettingsRecord>('PUT', '/organization-settings', patch),

  getFunctionAssignmentCounts: (period) => getJson<FunctionAssignmentCounts[]>(`/functions/assignment-counts?period=${encodeURIComponent(period)}`),
  getScorecard: (functionId, view) => getJson<ScorecardAnswer>(`/scorecards/${encodeURIComponent(functionId)}?${new URLSearchParams(view)}`),
  explainScore: (functionId, params) => getJson<ExplainAnswer>(`/scorecards/${encodeURIComponent(functionId)}/explain?${new URLSearchParams(params)}`),

  getReportingPeriods: (year) => getJson<ReportingPeriod[]>(`/reporting-periods?year=${encodeURIComponent(year)}`),
  getPeriodCompletion: (key) => getJson<FunctionCompletion[]>(`/reporting-periods/${encodeURIComponent(key)}/completion`),
  lockReportingPeriod: (key, reason) => sendJson<ReportingPeriod>('POST', `/reporting-periods/${encodeURIComponent(key)}/lock`, reason ? { reason } : {}),
  unlockReportingPeriod: (key, reason) => sendJson<ReportingPeriod>('POST', `/reporting-periods/${encodeURIComponent(key)}/unlock`, { reason }),
  getMyWork: () => getJson<MyWorkAnswer>('/my-work'),
  reviewResult: (kpiAssignmentId, period, decision, comment) =>
    sendJson<unknown>('POST', `/kpi-assignments/${encodeURIComponent(kpiAssignmentId)}/review`, { period, decision, ...(comment ? { comment } : {}) }),
  getKpiValueHistory: (kpiAssignmentId) => getJson<KpiValueChange[]>(`/kpi-assignments/${encodeURIComponent(kpiAssignmentId)}/history`),
};
