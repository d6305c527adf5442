import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Calculated KPIs (DESIGN decision 25): a KPI's formula over other KPIs (`{KPI:<id>}` references)
 * and how its year-to-date actual is aggregated. Existing KPIs have no formula and sum.
 */
export class AddKpiFormula1764400000000 implements MigrationInterface {
  name = 'AddKpiFormula1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "kpi" ADD COLUMN "formula" text NULL`);
    await q.query(
      `ALTER TABLE "kpi" ADD COLUMN "ytdAggregation" varchar(16) NOT NULL DEFAULT 'sum' CHECK ("ytdAggregation" IN ('sum', 'average', 'last', 'formula'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "kpi" DROP COLUMN "ytdAggregation"`);
    await q.query(`ALTER TABLE "kpi" DROP COLUMN "formula"`);
  }
}
