import type { ApiKeyScope } from '@scorecard/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An organization's API key (DESIGN decision 26); only the SHA-256 of the key is kept. */
@Entity('api_key')
export class ApiKeyRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'uuid' }) createdById: string;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'varchar' }) scope: ApiKeyScope;
  @Column({ type: 'char', length: 64 }) keyHash: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) lastUsedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) revokedAt: Date | null;
}
