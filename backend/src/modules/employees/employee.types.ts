import type { EmployeeRole, EmployeeStatus, EmploymentType } from '@scorecard/contracts';

/**
 * An employee row's shape for other contexts; the entity class stays private to the employees
 * context (the boundary rule refuses its import elsewhere). `Employee` implements this.
 */
export interface EmployeeRow {
  id: string;
  organizationId: string;
  userId: string | null;
  name: string;
  email: string | null;
  role: EmployeeRole;
  department: string | null;
  position: string | null;
  level: string | null;
  employmentType: EmploymentType;
  status: EmployeeStatus;
  hireDate: string | null;
  supervisorId: string | null;
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
