import type { WebhookDeliveryStatus, WebhookEvent } from '@scorecard/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An organization's webhook endpoint (DESIGN decision 26); the secret is sealed (AES-256-GCM). */
@Entity('webhook')
export class WebhookRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'varchar' }) url: string;
  @Column({ type: 'jsonb' }) events: WebhookEvent[];
  @Column({ type: 'text' }) secretEncrypted: string;
  @Column({ type: 'uuid', nullable: true }) createdById: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) deletedAt: Date | null;
}

/** One event for one endpoint: the outbox row and its delivery log entry. */
@Entity('webhook_delivery')
export class WebhookDeliveryRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'uuid' }) webhookId: string;
  @Column({ type: 'varchar' }) event: WebhookEvent;
  @Column({ type: 'uuid' }) entityId: string;
  @Column({ type: 'jsonb' }) payload: Record<string, unknown>;
  @Column({ type: 'varchar' }) status: WebhookDeliveryStatus;
  @Column({ type: 'int' }) attempts: number;
  @Column({ type: 'int', nullable: true }) statusCode: number | null;
  @Column({ type: 'text', nullable: true }) error: string | null;
  @Column({ type: 'timestamptz' }) occurredAt: Date;
  @Column({ type: 'timestamptz' }) nextAttemptAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) claimedUntil: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) lastAttemptAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) deliveredAt: Date | null;
}
