import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, initiativePayload } from './initiativeForm';

describe('initiative form', () => {
  it('sends the editable fields only, money as text, milestones with their id when they have one', () => {
    const body = initiativePayload({
      id: 'x',
      organizationId: 'o',
      ownerName: 'Ann',
      hasOverdueMilestone: true,
      name: ' CRM ',
      description: ' ',
      ownerId: 'e1',
      objectiveAssignmentIds: ['a1'],
      startDate: '2026-01-01',
      dueDate: '2026-12-31',
      status: 'On Track',
      percentComplete: '40',
      budget: '12500.5',
      spent: '',
      milestones: [{ id: 'm1', name: ' Pilot ', dueDate: '2026-06-30', done: true }, { name: 'Go live', dueDate: '2026-11-30' }],
    });
    expect(body).toEqual({
      name: 'CRM',
      description: null,
      ownerId: 'e1',
      objectiveAssignmentIds: ['a1'],
      startDate: '2026-01-01',
      dueDate: '2026-12-31',
      status: 'On Track',
      percentComplete: 40,
      budget: '12500.5',
      spent: '0',
      milestones: [
        { id: 'm1', name: 'Pilot', dueDate: '2026-06-30', done: true },
        { name: 'Go live', dueDate: '2026-11-30', done: false },
      ],
    });
  });

  it("puts the server's messages on their fields; milestone messages go to the toast", () => {
    expect(
      fieldErrorsOf({
        statusCode: 400,
        message: 'Budget must be an amount of 0 or more with at most 2 decimals',
        errors: ['Budget must be an amount of 0 or more with at most 2 decimals', 'Percent complete must be a whole number from 0 to 100', 'Milestone name is required'],
      }),
    ).toEqual({
      fields: { budget: 'Budget must be an amount of 0 or more with at most 2 decimals', percentComplete: 'Percent complete must be a whole number from 0 to 100' },
      other: ['Milestone name is required'],
    });
    expect(fieldErrorsOf({ statusCode: 422, message: 'Start date must be on or before the due date' }).fields).toEqual({ dueDate: 'Start date must be on or before the due date' });
    expect(fieldErrorsOf({ statusCode: 422, message: 'The owner must be an employee of your organization' }).fields).toEqual({ ownerId: 'The owner must be an employee of your organization' });
    expect(fieldErrorsOf({ statusCode: 422, message: 'Every objective must be an objective assignment of your organization' }).fields).toEqual({
      objectiveAssignmentIds: 'Every objective must be an objective assignment of your organization',
    });
  });
});
