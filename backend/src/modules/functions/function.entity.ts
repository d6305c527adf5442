import type { FunctionLevel } from '@scorecard/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { FunctionRow } from './function.types';

/**
 * A function of the organization chart (named OrgFunction: `Function` is a global). Its chart
 * counts per year come from one grouped query of the assignments context, not per row.
 */
@Entity('organization_function')
export class OrgFunction implements FunctionRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'varchar' }) level: FunctionLevel;
  @Column({ type: 'uuid', nullable: true }) parentId: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
