import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An organization's OpenID Connect provider (DESIGN decision 27); the secret is sealed by common/secret-box.ts. */
@Entity('sso_configuration')
export class SsoConfiguration {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'varchar' }) issuer: string;
  @Column({ type: 'varchar' }) clientId: string;
  @Column({ type: 'text' }) clientSecretEncrypted: string;
  @Column({ type: 'boolean', default: false }) enforced: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
