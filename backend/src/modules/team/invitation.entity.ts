import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { MemberRole } from '@scorecard/contracts';

export type StoredInvitationStatus = 'pending' | 'accepted' | 'revoked';

/** An organization admin's invitation (DESIGN decision 20); the link token is stored only as a hash. */
@Entity('invitation')
export class Invitation {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'varchar' }) email: string;
  @Column({ type: 'varchar' }) firstName: string;
  @Column({ type: 'varchar' }) lastName: string;
  @Column({ type: 'varchar' }) role: MemberRole;
  @Column({ type: 'uuid', nullable: true }) employeeId: string | null;
  @Column({ type: 'varchar', default: 'pending' }) status: StoredInvitationStatus;
  @Column({ type: 'varchar', nullable: true }) tokenHash: string | null;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  @Column({ type: 'uuid', nullable: true }) invitedById: string | null;
  @Column({ type: 'uuid', nullable: true }) acceptedUserId: string | null;
  @Column({ type: 'timestamptz', nullable: true }) acceptedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
