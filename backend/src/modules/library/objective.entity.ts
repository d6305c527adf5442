import type { BscPerspective, ObjectiveStatus } from '@scorecard/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VirtualColumn } from 'typeorm';

/** A template objective of the Library; assignments place it in functions (Set and Cascade). */
@Entity('objective')
export class Objective {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'varchar' }) bscPerspective: BscPerspective;
  @Column({ type: 'uuid', nullable: true }) themeId: string | null;
  @Column({ type: 'varchar', default: 'Active' }) status: ObjectiveStatus;
  @Column({ type: 'uuid', nullable: true }) parentObjectiveId: string | null;
  @Column({ type: 'uuid', nullable: true }) ownerId: string | null;
  /** the owner's current name, read in the same query (the Library's Owner column) */
  @VirtualColumn({ type: 'varchar', query: (alias) => `SELECT "e_n"."name" FROM "employee" "e_n" WHERE "e_n"."id" = ${alias}."ownerId" AND "e_n"."organizationId" IS NOT DISTINCT FROM ${alias}."organizationId"` })
  ownerName: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
