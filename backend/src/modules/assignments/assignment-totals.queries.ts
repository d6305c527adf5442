import { KeptTotal } from '../../common/list-query';

/**
 * The KPI assignments list's kept total (issue 36): `kpi_assignment_total`, up to 8 rows (shards)
 * per organization and year that PostgreSQL's triggers keep on every write of kpi_assignment
 * (migrations 1764900000000, 1764960002000). The whole list is the sum of the organization's rows, a
 * year's list the sum of its year's; any other filter counts the rows.
 */
export function keptKpiAssignmentTotal(organizationId: string): KeptTotal {
  return {
    by: ['period'],
    sql: (filter) => ({
      sql: `SELECT COALESCE(sum("total"), 0)::int FROM "kpi_assignment_total" WHERE "organizationId" = :keptOrganizationId${filter.period === undefined ? '' : ` AND "period" = :keptPeriod`}`,
      params: { keptOrganizationId: organizationId, keptPeriod: filter.period },
    }),
  };
}
