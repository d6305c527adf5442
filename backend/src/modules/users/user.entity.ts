import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserRole } from '../../common/tenancy/actor';
import type { UserAccount } from './user.types';

export { toUserResponse } from './user.types';

@Entity('user')
export class User implements UserAccount {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar' }) email: string;
  @Column({ type: 'varchar', nullable: true }) passwordHash: string | null;
  @Column({ type: 'varchar', nullable: true }) firstName: string | null;
  @Column({ type: 'varchar', nullable: true }) lastName: string | null;
  @Column({ type: 'varchar', nullable: true }) profileImageUrl: string | null;
  @Column({ type: 'varchar', default: 'user' }) role: UserRole;
  @Column({ type: 'uuid', nullable: true }) organizationId: string | null;
  @Column({ type: 'boolean', default: false }) emailVerified: boolean;
  @Column({ type: 'varchar', nullable: true }) verificationCodeHash: string | null;
  @Column({ type: 'timestamptz', nullable: true }) verificationCodeExpires: Date | null;
  @Column({ type: 'int', default: 0 }) verificationAttempts: number;
  @Column({ type: 'varchar', nullable: true }) verificationTokenHash: string | null;
  @Column({ type: 'timestamptz', nullable: true }) verificationTokenExpires: Date | null;
  @Column({ type: 'varchar', nullable: true }) invitationTokenHash: string | null;
  @Column({ type: 'timestamptz', nullable: true }) invitationTokenExpires: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) lastLoginAt: Date | null;
  /** Set when an organization admin deactivates the account: it cannot sign in, and keeps everything it owned. */
  @Column({ type: 'timestamptz', nullable: true }) deactivatedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
