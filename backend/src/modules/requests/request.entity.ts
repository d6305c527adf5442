import type { RequestPriority, RequestType } from '@scorecard/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A data collection or change request (named RequestRow: `Request` is a global). */
@Entity('request')
export class RequestRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'varchar' }) type: RequestType;
  @Column({ type: 'varchar' }) title: string;
  @Column({ type: 'text' }) description: string;
  @Column({ type: 'text', nullable: true }) impactAnalysis: string | null;
  /** employee id */
  @Column({ type: 'uuid' }) requesterId: string;
  /** employee id */
  @Column({ type: 'uuid', nullable: true }) ownerId: string | null;
  /** one of the organization's requestStatuses */
  @Column({ type: 'varchar' }) status: string;
  @Column({ type: 'varchar', default: 'Medium' }) priority: RequestPriority;
  @Column({ type: 'varchar' }) department: string;
  @Column({ type: 'uuid', nullable: true }) linkedObjectiveAssignmentId: string | null;
  @Column({ type: 'uuid', nullable: true }) linkedKpiAssignmentId: string | null;
  @Column({ type: 'jsonb', default: [] }) attachments: string[];
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
