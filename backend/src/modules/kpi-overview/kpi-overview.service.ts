import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { KPI_OVERVIEW_SORT_FIELDS, perspectiveName, type KpiOverviewRow, type KpiOverviewSortField, type OrganizationSettings, type PeriodValues } from '@scorecard/contracts';
import { computeKpiLine } from '@scorecard/scoring';
import { DataSource } from 'typeorm';
import { ListResult, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { EMPLOYEE_MESSAGES } from '../employees/dto/employee.dto';
import { FUNCTION_MESSAGES } from '../functions/dto/function.dto';
import { OBJECTIVE_MESSAGES } from '../library/dto/objective.dto';
import { resolveScorecardView, ScorecardView } from '../scorecards/scorecard-view';
import { SettingsService } from '../settings/settings.service';
import { KpiValueHistoryService } from '../assignments/kpi-value-history.service';
import { KpiOverviewDbRow, KpiOverviewFilter, kpiOverviewPage, kpiOverviewRows, missingFilterIds, OverviewSort, SQL_SORT_COLUMNS, SqlSortField, ViewSortField } from './kpi-overview.read-model';

export const KPI_OVERVIEW_MESSAGES = {
  sort: `sort field must be one of ${KPI_OVERVIEW_SORT_FIELDS.join(', ')}`,
  filter: (name: string) => `Cannot filter by ${name}`,
  filterText: (name: string) => `${name} must be text`,
  notFound: { functionId: FUNCTION_MESSAGES.notFound, objectiveId: OBJECTIVE_MESSAGES.notFound, ownerId: EMPLOYEE_MESSAGES.notFound },
};

/** Filters and view parameters, in filter={...} or as plain query parameters. */
const FILTERS = ['q', 'functionId', 'objectiveId', 'ownerId', 'year', 'frequency', 'period', 'view', 'asOf'] as const;

type Computed = Exclude<KpiOverviewSortField, SqlSortField>;
/** Values of the computed sorts; a missing one sorts last in both directions. */
const COMPUTED: Record<Computed, (row: KpiOverviewRow) => number | null> = {
  score: (row) => row.score,
  status: (row) => row.score, // statuses follow the score bands
  target: (row) => row.target,
  actual: (row) => row.actual,
};

/**
 * GET /api/kpi-overview: every KPI assignment of the organization for one year, scored for the
 * requested view with libs/scoring, filtered, sorted and paged on the server. Every sort pages in
 * the database (the page's ids, its rows, its total) and only the page is scored: the computed
 * sorts (score, status, target, actual) walk the view values the assignments context keeps on
 * write (issue 36). As of an instant those are not the values to sort by: that view scores the
 * whole filter once, as before. Either way a few queries, whatever the tenant's size.
 */
@Injectable()
export class KpiOverviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly history: KpiValueHistoryService,
  ) {}

  async list(actor: Actor, query: Record<string, unknown>): Promise<ListResult<KpiOverviewRow>> {
    const organizationId = actor.organizationId;
    const params = parseListParams(query, FILTERS);
    for (const name of Object.keys(params.filter)) {
      if (!(FILTERS as readonly string[]).includes(name)) throw new BadRequestException(KPI_OVERVIEW_MESSAGES.filter(name));
      const value = params.filter[name];
      if (value !== undefined && value !== null && typeof value !== 'string' && typeof value !== 'number') throw new BadRequestException(KPI_OVERVIEW_MESSAGES.filterText(name));
    }
    const text = (name: (typeof FILTERS)[number]) => {
      const value = params.filter[name];
      return value === undefined || value === null || String(value).trim() === '' ? undefined : String(value).trim();
    };
    const sort = params.sort ?? { field: 'name', order: 'ASC' as const };
    if (!(KPI_OVERVIEW_SORT_FIELDS as readonly string[]).includes(sort.field)) throw new BadRequestException(KPI_OVERVIEW_MESSAGES.sort);

    const settings = await this.settings.get(organizationId);
    const view = resolveScorecardView({ year: text('year'), frequency: text('frequency'), period: text('period'), view: text('view'), asOf: text('asOf') }, settings.timeZone, new Date());
    const filter: KpiOverviewFilter = { year: String(view.year), q: text('q'), functionId: text('functionId'), objectiveId: text('objectiveId'), ownerId: text('ownerId') };
    const db = this.dataSource.manager;
    const missing = await missingFilterIds(organizationId, db, filter);
    if (missing.length) throw new NotFoundException(KPI_OVERVIEW_MESSAGES.notFound[missing[0]!]);

    const toRows = async (rows: KpiOverviewDbRow[]) => (await this.asOf(organizationId, rows, view.asOf)).map((row) => overviewRow(row, view, settings));
    if (sort.field in SQL_SORT_COLUMNS || view.asOf === null) {
      const by: OverviewSort =
        sort.field in SQL_SORT_COLUMNS
          ? { field: sort.field as SqlSortField, order: sort.order }
          : { field: sort.field as ViewSortField, order: sort.order, view: { frequency: view.frequency, period: view.period, view: view.view } };
      const page = await kpiOverviewPage(organizationId, db, filter, by, params.range);
      return new ListResult('kpi-overview', await toRows(page.rows), page.total, params.range);
    }
    // As of an instant: the stored values are today's, so the filter is scored as it stood then and sorted here.
    const rows = await toRows(await kpiOverviewRows(organizationId, db, filter));
    rows.sort(byComputed(COMPUTED[sort.field as Computed], sort.order));
    const pageRows = params.range ? rows.slice(params.range.start, params.range.end + 1) : rows;
    return new ListResult('kpi-overview', pageRows, rows.length, params.range);
  }

  /**
   * The rows' values (and their calculated KPIs' inputs) as they stood at `asOf`, through the
   * assignments context's as-of loader: one query for the rows and their inputs together.
   */
  private async asOf(organizationId: string, rows: KpiOverviewDbRow[], asOf: Date | null): Promise<KpiOverviewDbRow[]> {
    if (!asOf || rows.length === 0) return rows;
    type Values = { id: string; targets: PeriodValues; actualResults: PeriodValues };
    const own: Values[] = rows.map((r) => ({ id: r.id, targets: r.targets, actualResults: r.actualResults }));
    const inputs: Values[] = rows.flatMap((r) => Object.values(r.inputs ?? {}).map((i) => ({ id: i.id, targets: {}, actualResults: i.actualResults })));
    const then = await this.history.valuesAsOf(organizationId, [...own, ...inputs], (v) => v.id, asOf);
    const byId = new Map<string, Values>();
    for (const v of then) if (!byId.has(v.id)) byId.set(v.id, v); // a row's own values before its use as an input
    return rows.map((r) => ({
      ...r,
      targets: byId.get(r.id)!.targets,
      actualResults: byId.get(r.id)!.actualResults,
      inputs: r.inputs ? Object.fromEntries(Object.entries(r.inputs).map(([kpiId, i]) => [kpiId, { id: i.id, actualResults: byId.get(i.id)!.actualResults }])) : null,
    }));
  }
}

function overviewRow(row: KpiOverviewDbRow, view: ScorecardView, settings: OrganizationSettings): KpiOverviewRow {
  const { inputs, ...kpi } = row;
  const inputValues = inputs ? Object.fromEntries(Object.entries(inputs).map(([kpiId, input]) => [kpiId, input.actualResults])) : undefined;
  const line = computeKpiLine({ ...kpi, kpiAssignmentId: row.id }, { ...view, settings }, inputValues);
  return {
    ...line,
    id: row.id,
    description: row.description,
    functionId: row.functionId,
    functionName: row.functionName,
    functionLevel: row.functionLevel,
    objectiveAssignmentId: row.objectiveAssignmentId,
    objectiveId: row.objectiveId,
    objectiveName: row.objectiveName,
    perspective: row.bscPerspective,
    perspectiveName: perspectiveName(row.bscPerspective, settings),
    year: row.year,
  };
}

/** Missing values last in both directions, then by KPI and function name and id, as the database orders ties, so pages are stable. */
function byComputed(value: (row: KpiOverviewRow) => number | null, order: 'ASC' | 'DESC') {
  const sign = order === 'ASC' ? 1 : -1;
  return (a: KpiOverviewRow, b: KpiOverviewRow) => {
    const x = value(a);
    const y = value(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x - y) * sign;
    }
    return a.name.localeCompare(b.name) || a.functionName.localeCompare(b.functionName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  };
}
