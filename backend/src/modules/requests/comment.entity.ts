import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const DELETED_COMMENT_CONTENT = '[Comment deleted]';

/** A comment on a request; replies nest one level under a root comment. */
@Entity('comment')
export class CommentRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'uuid' }) requestId: string;
  @Column({ type: 'uuid', nullable: true }) parentCommentId: string | null;
  /** user id; null once the user is deleted */
  @Column({ type: 'uuid', nullable: true }) authorId: string | null;
  @Column({ type: 'text' }) content: string;
  @Column({ type: 'jsonb', default: [] }) attachments: string[];
  /** user ids of the same organization */
  @Column({ type: 'jsonb', default: [] }) mentions: string[];
  @Column({ type: 'boolean', default: false }) isDeleted: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
