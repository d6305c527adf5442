import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Plan } from './organization.entity';

@Entity('subscription')
export class Subscription {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'varchar', nullable: true }) stripeCustomerId: string | null;
  @Column({ type: 'varchar', nullable: true }) stripeSubscriptionId: string | null;
  @Column({ type: 'varchar', default: 'free' }) plan: Plan;
  @Column({ type: 'varchar', default: 'active' }) status: 'active' | 'past_due' | 'cancelled' | 'incomplete';
  @Column({ type: 'timestamptz', nullable: true }) currentPeriodStart: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) currentPeriodEnd: Date | null;
  @Column({ type: 'boolean', default: false }) cancelAtPeriodEnd: boolean;
  @Column({ type: 'timestamptz', nullable: true }) trialEnd: Date | null;
  @Column({ type: 'jsonb', default: {} }) metadata: Record<string, unknown>;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
