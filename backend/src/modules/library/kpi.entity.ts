import type { Frequency, Polarity } from '@scorecard/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A KPI template of the Library: no targets or status until it is assigned. */
@Entity('kpi')
export class Kpi {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'varchar', default: '%' }) unit: string;
  @Column({ type: 'varchar', default: 'positive' }) polarity: Polarity;
  @Column({ type: 'varchar', default: 'quarterly' }) frequency: Frequency;
  @Column({ type: 'boolean', default: false }) isCumulative: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
