import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A cause-and-effect link between two objective assignments of one function and year (DESIGN
 * decision 23). Composite keys keep both ends in the organization; the link goes with either end.
 */
@Entity('objective_link')
export class ObjectiveLink {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'uuid' }) organizationFunctionId: string;
  @Column({ type: 'uuid' }) fromObjectiveAssignmentId: string;
  @Column({ type: 'uuid' }) toObjectiveAssignmentId: string;
  @Column({ type: 'uuid', nullable: true }) createdById: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
