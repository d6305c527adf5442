import type { BriefingBookSection, BriefingBookState, Frequency, ViewType } from '@scorecard/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A requested briefing book and, once rendered, its PDF (DESIGN decision 23). */
@Entity('briefing_book')
export class BriefingBookRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'jsonb' }) functionIds: string[];
  @Column({ type: 'integer' }) year: number;
  @Column({ type: 'varchar', length: 20 }) frequency: Frequency;
  @Column({ type: 'varchar', length: 20 }) period: string;
  @Column({ type: 'varchar', length: 10 }) view: ViewType;
  @Column({ type: 'jsonb' }) sections: BriefingBookSection[];
  @Column({ type: 'varchar', length: 20, default: 'queued' }) state: BriefingBookState;
  @Column({ type: 'varchar', length: 1000, nullable: true }) error: string | null;
  @Column({ type: 'integer', nullable: true }) pages: number | null;
  @Column({ type: 'integer', nullable: true }) bytes: number | null;
  /** never selected by the list and the status reads; only the download loads it */
  @Column({ type: 'bytea', nullable: true, select: false }) pdf: Buffer | null;
  @Column({ type: 'uuid', nullable: true }) createdById: string | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) finishedAt: Date | null;
}

/** The commentary of one function for one reporting period ('2026-q2'). */
@Entity('commentary')
export class CommentaryRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'uuid' }) functionId: string;
  @Column({ type: 'varchar', length: 20 }) period: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'uuid', nullable: true }) updatedById: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) updatedByName: string | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}

/** The monthly mailing of the organization's latest ready book (one row per organization). */
@Entity('briefing_book_schedule')
export class BriefingBookScheduleRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'boolean', default: false }) enabled: boolean;
  @Column({ type: 'jsonb', default: () => "'[]'" }) recipientIds: string[];
  /** '2026-11': the month, in the organization's time zone, the book last went out */
  @Column({ type: 'varchar', length: 7, nullable: true }) lastSentMonth: string | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
