import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One super admin action (platform.md section 3); kept when its target is deleted. */
@Entity('admin_log')
export class AdminLog {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid', nullable: true }) adminUserId: string | null;
  @Column({ type: 'varchar' }) action: string;
  @Column({ type: 'varchar' }) targetType: string;
  @Column({ type: 'uuid', nullable: true }) targetId: string | null;
  @Column({ type: 'jsonb', default: {} }) details: Record<string, unknown>;
  @Column({ type: 'varchar', nullable: true }) ipAddress: string | null;
  @Column({ type: 'varchar', nullable: true }) userAgent: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
