import type { Frequency, Polarity, YtdAggregation } from '@scorecard/contracts';
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
  /** a calculated KPI's formula (`{KPI:<id>}` references), else null (DESIGN decision 25) */
  @Column({ type: 'text', nullable: true }) formula: string | null;
  @Column({ type: 'varchar', default: 'sum' }) ytdAggregation: YtdAggregation;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
