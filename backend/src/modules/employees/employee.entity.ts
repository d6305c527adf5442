import type { EmployeeRole, EmployeeStatus, EmploymentType } from '@scorecard/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { EmployeeRow } from './employee.types';

export type { EmployeeRole, EmployeeStatus, EmploymentType };

/** An organization's employee; every user of an organization has one (DESIGN decision 6). */
@Entity('employee')
export class Employee implements EmployeeRow {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) organizationId: string;
  @Column({ type: 'uuid', nullable: true }) userId: string | null;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'varchar', nullable: true }) email: string | null;
  @Column({ type: 'varchar', default: 'Employee' }) role: EmployeeRole;
  @Column({ type: 'varchar', nullable: true }) department: string | null;
  @Column({ type: 'varchar', nullable: true }) position: string | null;
  @Column({ type: 'varchar', nullable: true }) level: string | null;
  @Column({ type: 'varchar', default: 'Full_Time' }) employmentType: EmploymentType;
  @Column({ type: 'varchar', default: 'Active' }) status: EmployeeStatus;
  @Column({ type: 'date', nullable: true }) hireDate: string | null;
  @Column({ type: 'uuid', nullable: true }) supervisorId: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
