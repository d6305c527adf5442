// The database floor of each list and scorecard: the same rows the API answers with, read straight
// from PostgreSQL with `pg` in one statement each (a page with its total). What the API adds above it (sessions, scoring,
// serialization, HTTP) is the ratio the report prints.
// A page's total is read where the API reads it: the unfiltered lists (and KPI Overview's year) answer
// the counter PostgreSQL keeps by triggers (kpi_assignment_total, request_total, notification_total;
// issue 36), one row, not a count(*) of the tenant's rows; a floor that still counted would hold the
// API to a cost the API no longer pays.

// Every column of the record (libs/contracts KpiAssignment): its submissions (DESIGN decision 21)
// and baselineTargets (22) are two thirds of its bytes, so a floor without them reads a third of the answer.
const KA_COLUMNS = `ka."id", ka."organizationId", ka."kpiId", ka."objectiveAssignmentId", ka."linkedObjectiveId", ka."ownerId", ka."weight",
  ka."targets", ka."actualResults", ka."submissions", ka."baselineTargets", ka."score", ka."actualResult", ka."period", ka."createdAt", ka."updatedAt"`;

/** Rows of one function's scorecard: its objective assignments and their KPI assignments with the library rows. */
const scorecard = `
  SELECT oa."id", oa."weight", o."name", o."bscPerspective", ka."id" AS "kpiAssignmentId", ka."weight" AS "kpiWeight",
         ka."targets", ka."actualResults", k."name" AS "kpiName", k."unit", k."polarity", k."frequency", k."isCumulative", e."name" AS "ownerName"
  FROM "objective_assignment" oa
  JOIN "objective" o ON o."id" = oa."objectiveId"
  JOIN "kpi_assignment" ka ON ka."objectiveAssignmentId" = oa."id"
  JOIN "kpi" k ON k."id" = ka."kpiId"
  LEFT JOIN "employee" e ON e."id" = ka."ownerId"
  WHERE oa."organizationId" = $1 AND oa."organizationFunctionId" = $2 AND oa."period" = $3
  ORDER BY oa."createdAt", ka."createdAt"`;

export function floors(ids) {
  const { organizationId: org, ceoId, departmentId, year, userId, kpiAssignmentIds = [] } = ids;
  let next = 0;
  return {
    // Recording one result, the least the database must do: lock the row, write the values and the
    // score, add the activity, commit (one transaction, a different assignment each time).
    recordResult: {
      transaction: () => {
        const id = kpiAssignmentIds[next++ % kpiAssignmentIds.length];
        const value = 50 + (next % 70);
        return [
          { sql: `SELECT "targets", "actualResults" FROM "kpi_assignment" WHERE "organizationId" = $1 AND "id" = $2 FOR UPDATE`, params: [org, id] },
          {
            sql: `UPDATE "kpi_assignment" SET "actualResults" = jsonb_set("actualResults", '{november}', to_jsonb($3::numeric)), "actualResult" = $3, "score" = $3, "updatedAt" = now()
                  WHERE "organizationId" = $1 AND "id" = $2`,
            params: [org, id, value],
          },
          {
            sql: `INSERT INTO "activity" ("organizationId", "action", "entityType", "entityId", "entityName", "performedBy", "category", "details")
                  VALUES ($1, 'actual_result_update', 'actual_result', $2, 'KPI', $4, 'Actual Result Update', jsonb_build_object('newValue', $3::numeric))`,
            params: [org, id, value, userId],
          },
        ];
      },
    },
    corporate: { sql: scorecard, params: [org, ceoId, year] },
    department: { sql: scorecard, params: [org, departmentId, year] },
    // The functions in chart order, as the list answers them (the chart's counts are their own call).
    functions: {
      sql: `SELECT f.* FROM "organization_function" f WHERE f."organizationId" = $1
            ORDER BY array_position(ARRAY['ceo','division','general-department','department']::varchar[], f."level"), f."id"`,
      params: [org],
    },
    kpiAssignmentsPage: {
      sql: `SELECT ${KA_COLUMNS}, e."name" AS "ownerName", (SELECT sum("total") FROM "kpi_assignment_total" WHERE "organizationId" = $1) AS "total"
            FROM "kpi_assignment" ka LEFT JOIN "employee" e ON e."id" = ka."ownerId"
            WHERE ka."organizationId" = $1 ORDER BY ka."createdAt", ka."id" LIMIT 25`,
      params: [org],
    },
    kpiAssignmentsAll: {
      sql: `SELECT ${KA_COLUMNS}, e."name" AS "ownerName" FROM "kpi_assignment" ka LEFT JOIN "employee" e ON e."id" = ka."ownerId"
            WHERE ka."organizationId" = $1 ORDER BY ka."createdAt", ka."id"`,
      params: [org],
    },
    kpiOverview: {
      sql: `SELECT ka."id", ka."targets", ka."actualResults", ka."weight", k."name", k."unit", k."frequency", k."polarity",
                   f."name" AS "functionName", o."name" AS "objectiveName", e."name" AS "ownerName",
                   (SELECT sum("total") FROM "kpi_assignment_total" WHERE "organizationId" = $1 AND "period" = $2) AS "total"
            FROM "kpi_assignment" ka
            JOIN "kpi" k ON k."id" = ka."kpiId" AND k."organizationId" = ka."organizationId"
            JOIN "objective_assignment" oa ON oa."id" = ka."objectiveAssignmentId" AND oa."organizationId" = ka."organizationId"
            JOIN "organization_function" f ON f."id" = oa."organizationFunctionId" AND f."organizationId" = ka."organizationId"
            JOIN "objective" o ON o."id" = oa."objectiveId" AND o."organizationId" = ka."organizationId"
            LEFT JOIN "employee" e ON e."id" = ka."ownerId" AND e."organizationId" = ka."organizationId"
            WHERE ka."organizationId" = $1 AND ka."period" = $2 ORDER BY k."name", k."id", ka."functionName", ka."id" LIMIT 25`,
      params: [org, year],
    },
    cascadeKpiAssignments: {
      sql: `SELECT ${KA_COLUMNS}, e."name" AS "ownerName" FROM "kpi_assignment" ka
            JOIN "objective_assignment" oa ON oa."id" = ka."objectiveAssignmentId" LEFT JOIN "employee" e ON e."id" = ka."ownerId"
            WHERE ka."organizationId" = $1 AND oa."organizationFunctionId" = $2 AND ka."period" = $3 ORDER BY ka."createdAt"`,
      params: [org, departmentId, year],
    },
    assignmentCounts: {
      sql: `SELECT oa."organizationFunctionId", count(DISTINCT oa."id") AS "objectives", count(ka."id") AS "kpis"
            FROM "objective_assignment" oa LEFT JOIN "kpi_assignment" ka ON ka."objectiveAssignmentId" = oa."id"
            WHERE oa."organizationId" = $1 AND oa."period" = $2 GROUP BY oa."organizationFunctionId"`,
      params: [org, year],
    },
    notifications: {
      sql: `SELECT n.*, (SELECT sum("total") FROM "notification_total" WHERE "organizationId" = $1 AND "userId" = $2) AS "total"
            FROM "notification" n WHERE n."organizationId" = $1 AND n."userId" = $2
             AND n."inApp"
            ORDER BY n."createdAt" DESC LIMIT 50`,
      params: [org, userId],
    },
    requestsPage: {
      // The answer carries each request's live comment count: the floor reads it too.
      sql: `SELECT r.*, req."name" AS "requesterName", own."name" AS "ownerName", (SELECT sum("total") FROM "request_total" WHERE "organizationId" = $1) AS "total",
                   (SELECT count(*) FROM "comment" c WHERE c."organizationId" = r."organizationId" AND c."requestId" = r."id" AND NOT c."isDeleted") AS "commentCount"
            FROM "request" r LEFT JOIN "employee" req ON req."id" = r."requesterId" LEFT JOIN "employee" own ON own."id" = r."ownerId"
            WHERE r."organizationId" = $1 ORDER BY r."createdAt" DESC LIMIT 25`,
      params: [org],
    },
  };
}
