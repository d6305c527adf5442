import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One row per organization; `values` holds the settings, read whole and merged over the defaults. */
@Entity('organization_settings')
export class OrganizationSettingsRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'jsonb', default: {} }) values: Record<string, unknown>;
  @Column({ type: 'uuid', nullable: true }) updatedById: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
