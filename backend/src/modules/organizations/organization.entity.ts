import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type OrganizationStatus = 'active' | 'suspended' | 'cancelled';
export type Plan = 'free' | 'basic' | 'professional' | 'enterprise';

@Entity('organization')
export class Organization {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'varchar', nullable: true }) domain: string | null;
  @Column({ type: 'varchar', nullable: true }) logoUrl: string | null;
  @Column({ type: 'jsonb', default: {} }) settings: Record<string, unknown>;
  @Column({ type: 'varchar', default: 'active' }) status: OrganizationStatus;
  @Column({ type: 'varchar', default: 'free' }) subscriptionTier: Plan;
  @Column({ type: 'int', default: 10 }) maxUsers: number;
  @Column({ type: 'int', default: 50 }) maxObjectives: number;
  @Column({ type: 'int', default: 100 }) maxKpis: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
