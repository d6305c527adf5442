import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A locked reporting period of an organization ('2026-q1'); unlocking deletes the row (DESIGN decision 21). */
@Entity('reporting_period_lock')
export class ReportingPeriodLock {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  /** '2026-q1', '2026-march', '2026-annual' */
  @Column({ type: 'varchar', length: 20 }) key: string;
  @Column({ type: 'integer' }) year: number;
  @Column({ type: 'varchar', length: 500, nullable: true }) reason: string | null;
  @Column({ type: 'uuid', nullable: true }) lockedById: string | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) lockedAt: Date;
}
