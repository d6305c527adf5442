import type { FunctionLevel } from '@scorecard/contracts';
import { Column, CreateDateColumn, Entity, EntityManager, PrimaryGeneratedColumn, UpdateDateColumn, VirtualColumn } from 'typeorm';

/** A function of the organization chart (named OrgFunction: `Function` is a global). */
@Entity('organization_function')
export class OrgFunction {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'varchar' }) level: FunctionLevel;
  @Column({ type: 'uuid', nullable: true }) parentId: string | null;
  /** Objective assignments of the function (all periods): the chart card's count, read in the same query. */
  @VirtualColumn({
    type: 'int',
    query: (alias) => `SELECT count(*)::int FROM "objective_assignment" "oa_c" WHERE "oa_c"."organizationFunctionId" = ${alias}."id"`,
  })
  objectiveCount: number;
  /** KPI assignments under those objective assignments. */
  @VirtualColumn({
    type: 'int',
    query: (alias) =>
      `SELECT count(*)::int FROM "kpi_assignment" "ka_c" JOIN "objective_assignment" "oa_k" ON "oa_k"."id" = "ka_c"."objectiveAssignmentId" WHERE "oa_k"."organizationFunctionId" = ${alias}."id"`,
  })
  kpiCount: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}

export const CEO_FUNCTION_NAME = 'CEO Office';

/**
 * Every organization has exactly one CEO-level function, created with it on the same transaction
 * (OrganizationsService.create calls this; a partial unique index refuses a second one).
 */
export async function insertCeoFunction(manager: EntityManager, organizationId: string, name = CEO_FUNCTION_NAME): Promise<void> {
  await manager.query(`INSERT INTO "organization_function" ("organizationId", "name", "level") VALUES ($1, $2, 'ceo')`, [organizationId, name]);
}
