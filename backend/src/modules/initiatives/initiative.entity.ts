import type { InitiativeStatus } from '@scorecard/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A project that moves objectives (DESIGN decision 24). Money is numeric(14,2), read as text. */
@Entity('initiative')
export class InitiativeRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  /** employee id */
  @Column({ type: 'uuid', nullable: true }) ownerId: string | null;
  /** YYYY-MM-DD */
  @Column({ type: 'date' }) startDate: string;
  @Column({ type: 'date' }) dueDate: string;
  @Column({ type: 'varchar' }) status: InitiativeStatus;
  @Column({ type: 'smallint' }) percentComplete: number;
  @Column({ type: 'numeric', precision: 14, scale: 2 }) budget: string;
  @Column({ type: 'numeric', precision: 14, scale: 2 }) spent: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}

/** An initiative serves an objective assignment; the row goes when either side is deleted (foreign keys). */
@Entity('initiative_objective')
export class InitiativeObjectiveRow {
  @PrimaryColumn({ type: 'uuid' }) initiativeId: string;
  @PrimaryColumn({ type: 'uuid' }) objectiveAssignmentId: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'smallint' }) position: number;
}

/** One milestone of an initiative; `overdueNotifiedAt` marks the one overdue notice sent for it. */
@Entity('initiative_milestone')
export class InitiativeMilestoneRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'uuid' }) initiativeId: string;
  @Column({ type: 'smallint' }) position: number;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'date' }) dueDate: string;
  @Column({ type: 'boolean' }) done: boolean;
  @Column({ type: 'timestamptz', nullable: true }) overdueNotifiedAt: Date | null;
}
