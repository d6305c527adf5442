import type { FunctionLevel, ObjectiveAssignmentStatus } from '@scorecard/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VirtualColumn } from 'typeorm';

/** An objective placed in a function for a year, with its weight in the function's scorecard. */
@Entity('objective_assignment')
export class ObjectiveAssignment {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'uuid' }) objectiveId: string;
  @Column({ type: 'uuid' }) organizationFunctionId: string;
  /** the function's level, fixed like the function's own */
  @Column({ type: 'varchar' }) organizationLevel: FunctionLevel;
  @Column({ type: 'uuid', nullable: true }) ownerId: string | null;
  @Column({ type: 'uuid', nullable: true }) parentObjectiveAssignmentId: string | null;
  @Column({ type: 'double precision', default: 25 }) weight: number;
  @Column({ type: 'double precision', nullable: true }) target: number | null;
  /** the year, e.g. '2026' */
  @Column({ type: 'varchar' }) period: string;
  @Column({ type: 'varchar', default: 'Active' }) status: ObjectiveAssignmentStatus;
  /** the function's current name, read in the same query (functions can be renamed) */
  @VirtualColumn({
    type: 'varchar',
    query: (alias) => `SELECT "f_n"."name" FROM "organization_function" "f_n" WHERE "f_n"."id" = ${alias}."organizationFunctionId" AND "f_n"."organizationId" IS NOT DISTINCT FROM ${alias}."organizationId"`,
  })
  organizationFunction: string;
  /** the owner's current name, read in the same query */
  @VirtualColumn({ type: 'varchar', query: (alias) => `SELECT "e_n"."name" FROM "employee" "e_n" WHERE "e_n"."id" = ${alias}."ownerId" AND "e_n"."organizationId" IS NOT DISTINCT FROM ${alias}."organizationId"` })
  ownerName: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
