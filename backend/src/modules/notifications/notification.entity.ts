import type { DeliveryChannel, DeliveryStatus, DigestFrequency, NotificationEntityType, NotificationPriority } from '@scorecard/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One thing a user is told about (platform.md section 3). */
@Entity('notification')
export class NotificationRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'uuid' }) userId: string;
  @Column({ type: 'varchar' }) type: string;
  @Column({ type: 'varchar' }) title: string;
  @Column({ type: 'text' }) message: string;
  @Column({ type: 'varchar', nullable: true }) entityType: NotificationEntityType | null;
  @Column({ type: 'uuid', nullable: true }) entityId: string | null;
  @Column({ type: 'varchar', nullable: true }) actionUrl: string | null;
  @Column({ type: 'boolean', default: false }) isRead: boolean;
  @Column({ type: 'varchar', default: 'normal' }) priority: NotificationPriority;
  @Column({ type: 'timestamptz', nullable: true }) readAt: Date | null;
  /** event, cause and recipient: the same event recorded twice notifies once */
  @Column({ type: 'varchar' }) dedupeKey: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}

@Entity('notification_preferences')
export class NotificationPreferencesRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'uuid' }) userId: string;
  @Column({ type: 'boolean', default: true }) emailNotifications: boolean;
  @Column({ type: 'boolean', default: true }) inAppNotifications: boolean;
  @Column({ type: 'boolean', default: true }) requestStatusChanges: boolean;
  @Column({ type: 'boolean', default: true }) newComments: boolean;
  @Column({ type: 'boolean', default: true }) requestAssignments: boolean;
  @Column({ type: 'boolean', default: true }) mentions: boolean;
  @Column({ type: 'boolean', default: true }) escalations: boolean;
  @Column({ type: 'varchar', default: 'weekly' }) digestFrequency: DigestFrequency;
  @Column({ type: 'smallint', default: 22 }) quietHoursStart: number;
  @Column({ type: 'smallint', default: 8 }) quietHoursEnd: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}

@Entity('notification_delivery')
export class NotificationDeliveryRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'uuid' }) notificationId: string;
  @Column({ type: 'varchar' }) channel: DeliveryChannel;
  @Column({ type: 'varchar', default: 'pending' }) status: DeliveryStatus;
  @Column({ type: 'integer', default: 0 }) attemptCount: number;
  @Column({ type: 'timestamptz', nullable: true }) lastAttempt: Date | null;
  /** not before this time (quiet hours); null while it waits for a digest */
  @Column({ type: 'timestamptz', nullable: true }) scheduledFor: Date | null;
  @Column({ type: 'varchar', nullable: true }) digest: Exclude<DigestFrequency, 'none'> | null;
  /** set while one worker sends it, so a second run of the job sends nothing */
  @Column({ type: 'timestamptz', nullable: true }) claimedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) deliveredAt: Date | null;
  @Column({ type: 'text', nullable: true }) errorMessage: string | null;
  @Column({ type: 'jsonb', default: {} }) metadata: Record<string, unknown>;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
