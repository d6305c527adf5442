import type { PeriodValues, Submissions } from '@scorecard/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VirtualColumn } from 'typeorm';

/** A KPI placed under an objective assignment, with its weight, targets and actual results per period. */
@Entity('kpi_assignment')
export class KpiAssignment {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'uuid' }) kpiId: string;
  @Column({ type: 'uuid' }) objectiveAssignmentId: string;
  /** the objective of the objective assignment */
  @Column({ type: 'uuid' }) linkedObjectiveId: string;
  @Column({ type: 'uuid', nullable: true }) ownerId: string | null;
  @Column({ type: 'double precision', default: 25 }) weight: number;
  @Column({ type: 'jsonb', default: {} }) targets: PeriodValues;
  @Column({ type: 'jsonb', default: {} }) actualResults: PeriodValues;
  /** review state of each value, keyed like actualResults (DESIGN decision 21) */
  @Column({ type: 'jsonb', default: {} }) submissions: Submissions;
  /** the first target ever set for each period (DESIGN decision 22) */
  @Column({ type: 'jsonb', default: {} }) baselineTargets: PeriodValues;
  /** its function's name, kept on every rename (FunctionRenamed): the KPI Overview orders a KPI's lines by it */
  @Column({ type: 'varchar', default: '' }) functionName: string;
  /** the year, the same as its objective assignment's */
  @Column({ type: 'varchar' }) period: string;
  /** score of the latest period with an actual result, computed by the server (libs/scoring) */
  @Column({ type: 'double precision', nullable: true }) score: number | null;
  /** actual result of that latest period */
  @Column({ type: 'double precision', nullable: true }) actualResult: number | null;
  /** the owner's current name, read in the same query */
  @VirtualColumn({ type: 'varchar', query: (alias) => `SELECT "e_n"."name" FROM "employee" "e_n" WHERE "e_n"."id" = ${alias}."ownerId" AND "e_n"."organizationId" IS NOT DISTINCT FROM ${alias}."organizationId"` })
  ownerName: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
