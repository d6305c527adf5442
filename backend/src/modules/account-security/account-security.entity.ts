import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A user's password-reset link: one row per user, so a new request voids the old link (DESIGN decision 28). */
@Entity('password_reset')
export class PasswordReset {
  @PrimaryColumn('uuid') userId: string;
  /** SHA-256 of the mailed token; null once used or voided. */
  @Column({ type: 'varchar', nullable: true }) tokenHash: string | null;
  @Column({ type: 'timestamptz', nullable: true }) expiresAt: Date | null;
  @Column({ type: 'timestamptz' }) requestedAt: Date;
}

/**
 * A user's TOTP second factor. `secret` is the base32 secret sealed by common/secret-box.ts (a row
 * from before sealing holds it in clear until its next accepted code seals it); `enabledAt` is null
 * while setup waits for the first code. `lastUsedStep` (the 30 s step of the last accepted code)
 * refuses a code used once for the rest of its window.
 */
@Entity('user_two_factor')
export class UserTwoFactor {
  @PrimaryColumn('uuid') userId: string;
  @Column({ type: 'varchar' }) secret: string;
  @Column({ type: 'timestamptz', nullable: true }) enabledAt: Date | null;
  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } }) lastUsedStep: number;
  @Column({ type: 'timestamptz' }) createdAt: Date;
}

/** One of the ten recovery codes, stored hashed, each usable once. */
@Entity('recovery_code')
export class RecoveryCode {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) userId: string;
  @Column({ type: 'varchar' }) codeHash: string;
  @Column({ type: 'timestamptz', nullable: true }) usedAt: Date | null;
}
