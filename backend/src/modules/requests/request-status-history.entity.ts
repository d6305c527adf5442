import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One status change of a request, written in the same transaction as the change. */
@Entity('request_status_history')
export class RequestStatusHistoryRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'uuid' }) requestId: string;
  /** user id; null once the user is deleted */
  @Column({ type: 'uuid', nullable: true }) changedById: string | null;
  /** null on the row written when the request is created */
  @Column({ type: 'varchar', nullable: true }) previousStatus: string | null;
  @Column({ type: 'varchar' }) newStatus: string;
  @Column({ type: 'text', nullable: true }) reason: string | null;
  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' }) changedAt: Date;
}
