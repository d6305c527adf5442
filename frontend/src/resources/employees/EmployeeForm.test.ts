import { describe, expect, it } from 'vitest';
import { employeePayload } from './EmployeeForm';

describe('employeePayload', () => {
  it('sends only the editable fields (the server refuses unknown ones), blanks as null', () => {
    const record = {
      id: 'emp-1',
      organizationId: 'org-1',
      userId: 'user-1',
      name: ' Edith Clarke ',
      email: '',
      role: 'Admin',
      department: 'Finance',
      position: '  ',
      level: null,
      employmentType: 'Full_Time',
      status: 'Active',
      hireDate: '2024-03-01',
      supervisorId: '',
      supervisorName: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(employeePayload(record)).toEqual({
      name: 'Edith Clarke',
      email: null,
      role: 'Admin',
      department: 'Finance',
      position: null,
      level: null,
      employmentType: 'Full_Time',
      status: 'Active',
      hireDate: '2024-03-01',
      supervisorId: null,
    });
  });
});
