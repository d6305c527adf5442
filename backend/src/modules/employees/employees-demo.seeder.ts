import { Injectable } from '@nestjs/common';
import type { EmployeeRole, EmployeeStatus, EmploymentType } from '@scorecard/contracts';
import { EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { EmployeeService } from './employee.service';

interface DemoEmployee {
  name: string;
  position: string;
  department: string;
  level: string;
  role: EmployeeRole;
  employmentType: EmploymentType;
  status: EmployeeStatus;
  hireDate: string;
  /** index into this list, or null for the top of the chart */
  supervisor: number | null;
}

/** A small, fixed organization chart: a CEO, department heads and their staff. */
export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  { name: 'Olivia Bennett', position: 'Chief Executive Officer', department: 'Operations', level: 'Executive', role: 'Manager', employmentType: 'Full_Time', status: 'Active', hireDate: '2015-02-02', supervisor: null },
  { name: 'Marcus Reed', position: 'Chief Financial Officer', department: 'Finance', level: 'Executive', role: 'Manager', employmentType: 'Full_Time', status: 'Active', hireDate: '2016-06-13', supervisor: 0 },
  { name: 'Priya Natarajan', position: 'VP of Sales', department: 'Sales', level: 'Senior Management', role: 'Manager', employmentType: 'Full_Time', status: 'Active', hireDate: '2017-09-04', supervisor: 0 },
  { name: 'Daniel Okafor', position: 'Head of Operations', department: 'Operations', level: 'Senior Management', role: 'Manager', employmentType: 'Full_Time', status: 'Active', hireDate: '2018-01-15', supervisor: 0 },
  { name: 'Sofia Alvarez', position: 'HR Director', department: 'Human Resources', level: 'Senior Management', role: 'Manager', employmentType: 'Full_Time', status: 'Active', hireDate: '2018-11-05', supervisor: 0 },
  { name: 'Liam Chen', position: 'IT Manager', department: 'IT', level: 'Management', role: 'Manager', employmentType: 'Full_Time', status: 'Active', hireDate: '2019-04-01', supervisor: 3 },
  { name: 'Hannah Kowalski', position: 'Marketing Manager', department: 'Marketing', level: 'Management', role: 'Manager', employmentType: 'Full_Time', status: 'Active', hireDate: '2019-08-19', supervisor: 2 },
  { name: 'Emma Schultz', position: 'Financial Analyst', department: 'Finance', level: 'Professional', role: 'Employee', employmentType: 'Full_Time', status: 'Active', hireDate: '2020-03-09', supervisor: 1 },
  { name: 'Noah Williams', position: 'Account Executive', department: 'Sales', level: 'Professional', role: 'Employee', employmentType: 'Full_Time', status: 'Active', hireDate: '2020-10-12', supervisor: 2 },
  { name: 'Ava Rossi', position: 'Marketing Specialist', department: 'Marketing', level: 'Professional', role: 'Employee', employmentType: 'Part_Time', status: 'Active', hireDate: '2021-05-03', supervisor: 6 },
  { name: 'Ethan Brooks', position: 'Customer Service Lead', department: 'Customer Service', level: 'Professional', role: 'Employee', employmentType: 'Full_Time', status: 'On_Leave', hireDate: '2021-07-26', supervisor: 3 },
  { name: 'Mia Johansson', position: 'Operations Analyst', department: 'Operations', level: 'Professional', role: 'Employee', employmentType: 'Contract', status: 'Active', hireDate: '2022-02-14', supervisor: 3 },
  { name: 'Lucas Martin', position: 'IT Support Intern', department: 'IT', level: 'Entry', role: 'Employee', employmentType: 'Internship', status: 'Active', hireDate: '2024-06-03', supervisor: 5 },
  { name: 'Grace Thompson', position: 'Payroll Specialist', department: 'Human Resources', level: 'Professional', role: 'Employee', employmentType: 'Full_Time', status: 'Inactive', hireDate: '2019-01-07', supervisor: 4 },
];

export function demoEmployeeEmail(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@demo.scorecard.example`;
}

/**
 * Seeds the demo organization's employees with their supervisors through EmployeeService (same
 * rules and activities as the API). Idempotent: an employee whose e-mail exists is reused.
 */
@Injectable()
export class EmployeesDemoSeeder {
  constructor(private readonly employees: EmployeeService) {}

  /** Answers the ids in DEMO_EMPLOYEES order (the CEO first); the actor's own record is not among them. */
  async seed(manager: EntityManager, actor: Actor): Promise<{ employeeIds: string[] }> {
    const ids: string[] = [];
    for (const e of DEMO_EMPLOYEES) {
      const email = demoEmployeeEmail(e.name);
      const existing = await this.employees.findByEmail(manager, actor.organizationId, email);
      if (existing) {
        ids.push(existing.id);
        continue;
      }
      const created = await this.employees.createIn(manager, actor, {
        name: e.name,
        email,
        position: e.position,
        department: e.department,
        level: e.level,
        role: e.role,
        employmentType: e.employmentType,
        status: e.status,
        hireDate: e.hireDate,
        supervisorId: e.supervisor === null ? null : ids[e.supervisor],
      });
      ids.push(created.id);
    }
    return { employeeIds: ids };
  }
}
