import type { FunctionLevel } from '@scorecard/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VirtualColumn } from 'typeorm';

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
    query: (alias) => `SELECT count(*)::int FROM "objective_assignment" "oa_c" WHERE "oa_c"."organizationId" = ${alias}."organizationId" AND "oa_c"."organizationFunctionId" = ${alias}."id"`,
  })
  objectiveCount: number;
  /** KPI assignments under those objective assignments. */
  @VirtualColumn({
    type: 'int',
    query: (alias) =>
      `SELECT count(*)::int FROM "kpi_assignment" "ka_c" JOIN "objective_assignment" "oa_k" ON "oa_k"."id" = "ka_c"."objectiveAssignmentId" WHERE "ka_c"."organizationId" = ${alias}."organizationId" AND "oa_k"."organizationFunctionId" = ${alias}."id"`,
  })
  kpiCount: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
