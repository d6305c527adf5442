import type { Activity as ActivityRecord } from '@scorecard/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('activity')
export class Activity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'varchar' }) action: string;
  @Column({ type: 'varchar' }) entityType: string;
  @Column({ type: 'uuid', nullable: true }) entityId: string | null;
  @Column({ type: 'varchar', nullable: true }) entityName: string | null;
  @Column({ type: 'uuid', nullable: true }) performedBy: string | null;
  @Column({ type: 'varchar', nullable: true }) performedByName: string | null;
  @Column({ type: 'varchar' }) category: string;
  @Column({ type: 'jsonb', default: {} }) details: Record<string, unknown>;
  @Column({ type: 'jsonb', default: {} }) metadata: Record<string, unknown>;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}

export function toActivityResponse(a: Activity): ActivityRecord {
  return {
    id: a.id,
    action: a.action,
    entityType: a.entityType,
    entityId: a.entityId,
    entityName: a.entityName,
    performedBy: a.performedBy,
    performedByName: a.performedByName,
    category: a.category,
    details: a.details,
    metadata: a.metadata,
    createdAt: a.createdAt.toISOString(),
  };
}
