import type { FunctionAssignmentCounts } from '@scorecard/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { countDependents } from './assignment.queries';
import { assignmentCountsPerFunction, CascadeOf, heldValuesOf } from './assignment-counts.queries';
import { PeriodLocksService } from '../period-close/period-locks.service';
import { DependentsOf } from './assignment.types';

/**
 * The assignments context's counts for the contexts its assignments point at: the chart's counts
 * per function, and what a library or chart delete takes with it (DESIGN decision 12). It lives in
 * its own module (AssignmentCountsModule) importing only the locks, so the library and functions contexts
 * call it directly although AssignmentsModule imports them.
 */
@Injectable()
export class AssignmentCountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly locks: PeriodLocksService,
  ) {}

  /** Objective and KPI assignments per function for one year (or all years), in one grouped query. */
  perFunction(organizationId: string, period: string | null): Promise<FunctionAssignmentCounts[]> {
    return assignmentCountsPerFunction(organizationId, this.dataSource.manager, period);
  }

  /** The assignments a delete cascades to, counted on the deleting transaction. */
  dependentsOf(manager: EntityManager, organizationId: string, of: DependentsOf): Promise<Record<string, number>> {
    return countDependents(organizationId, manager, of);
  }

  /**
   * Refuses a delete (409, "Q1 2026 is locked") whose cascade would remove a value in a locked
   * period, on the deleting transaction: the same rule as a write of that value (DESIGN decision 21).
   */
  async guardCascade(manager: EntityManager, organizationId: string, of: CascadeOf): Promise<void> {
    await this.locks.guardWrites(manager, organizationId, await heldValuesOf(organizationId, manager, of));
  }
}
