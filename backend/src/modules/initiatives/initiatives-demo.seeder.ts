import { Injectable } from '@nestjs/common';
import type { InitiativeStatus } from '@scorecard/contracts';
import { EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { InitiativeService } from './initiative.service';

export interface InitiativesDemoInput {
  /** employees of the organization who own the initiatives (EmployeesDemoSeeder's answer) */
  employeeIds: string[];
  /** this year's CEO-level objective assignments by the demo objective's key ('F1', 'C1'…) */
  objectiveAssignments: ReadonlyMap<string, string>;
  /** the seed's clock: dates are placed around it */
  now: Date;
}

interface Template {
  name: string;
  description: string;
  owner: number;
  objectives: string[];
  /** months from now */
  start: number;
  due: number;
  status: InitiativeStatus;
  percentComplete: number;
  budget: string;
  spent: string;
  /** [name, months from now, done] */
  milestones: [string, number, boolean][];
}

const TEMPLATES: readonly Template[] = [
  {
    name: 'CRM replacement',
    description: 'Move sales and service onto one customer platform.',
    owner: 2,
    objectives: ['F1', 'C1'],
    start: -5,
    due: 4,
    status: 'On Track',
    percentComplete: 55,
    budget: '180000.00',
    spent: '92500.00',
    milestones: [['Vendor selected', -4, true], ['Data migrated', -1, true], ['Service team live', 2, false]],
  },
  {
    name: 'Lean warehouse programme',
    description: 'Redesign picking and packing to cut the order cycle.',
    owner: 3,
    objectives: ['I1'],
    start: -3,
    due: 6,
    status: 'At Risk',
    percentComplete: 30,
    budget: '75000.00',
    spent: '41200.50',
    milestones: [['Value-stream map', -2, true], ['Pilot line', 0, false], ['Roll-out to all sites', 5, false]],
  },
  {
    name: 'Quality at source',
    description: 'Inline inspection and operator training on every line.',
    owner: 11,
    objectives: ['I2'],
    start: -6,
    due: 2,
    status: 'Off Track',
    percentComplete: 40,
    budget: '60000.00',
    spent: '58750.00',
    milestones: [['Inspection stations installed', -3, true], ['Operators certified', -1, false], ['Defect rate under 1%', 2, false]],
  },
  {
    name: 'Leadership academy',
    description: 'A year-long programme for first-line managers.',
    owner: 4,
    objectives: ['L1', 'L2'],
    start: -8,
    due: -1,
    status: 'Completed',
    percentComplete: 100,
    budget: '40000.00',
    spent: '38900.00',
    milestones: [['Curriculum approved', -7, true], ['First cohort graduated', -1, true]],
  },
  {
    name: 'Self-service analytics',
    description: 'Shared dashboards so every team reads the same numbers.',
    owner: 5,
    objectives: ['L3'],
    start: 1,
    due: 9,
    status: 'Not Started',
    percentComplete: 0,
    budget: '25000.00',
    spent: '0.00',
    milestones: [['Data catalogue', 3, false], ['Dashboards for every division', 8, false]],
  },
];

/** YYYY-MM-DD, `months` whole months from `now` (the day clamped to 28 so every month has it). */
function monthsFrom(now: Date, months: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, Math.min(now.getUTCDate(), 28)));
  return d.toISOString().slice(0, 10);
}

/** The demo organization's initiatives, created through the service (rules and activities apply), on the seed's transaction. */
@Injectable()
export class InitiativesDemoSeeder {
  constructor(private readonly initiatives: InitiativeService) {}

  async seed(m: EntityManager, actor: Actor, input: InitiativesDemoInput): Promise<number> {
    let made = 0;
    for (const t of TEMPLATES) {
      const ownerId = input.employeeIds[t.owner] ?? input.employeeIds[0];
      if (!ownerId) continue;
      await this.initiatives.create(
        actor,
        {
          name: t.name,
          description: t.description,
          ownerId,
          objectiveAssignmentIds: t.objectives.flatMap((key) => input.objectiveAssignments.get(key) ?? []),
          startDate: monthsFrom(input.now, t.start),
          dueDate: monthsFrom(input.now, t.due),
          status: t.status,
          percentComplete: t.percentComplete,
          budget: t.budget,
          spent: t.spent,
          milestones: t.milestones.map(([name, months, done]) => ({ name, dueDate: monthsFrom(input.now, months), done })),
        },
        m,
      );
      made++;
    }
    return made;
  }
}
