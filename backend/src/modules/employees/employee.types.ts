import type { Employee, EmployeeRole } from '@scorecard/contracts';

/**
 * An employee row's shape for other contexts; the entity class stays private to the employees
 * context (the boundary rule refuses its import elsewhere); the entity implements this.
 */
export interface EmployeeRow extends Omit<Employee, 'supervisorName' | 'createdAt' | 'updatedAt'> {
  createdAt: Date;
  updatedAt: Date;
}

/** The user an employee record is made for: sign-up's first admin, a user the super admin places. */
export interface EmployeeForUser {
  userId: string;
  name: string;
  email: string;
  role: EmployeeRole;
}
