import type { FunctionAssignmentCounts } from '@scorecard/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { countDependents } from './assignment.queries';
import { assignmentCountsPerFunction } from './assignment-counts.queries';
import { DependentsOf } from './assignment.types';

/**
 * The assignments context's counts for the contexts its assignments point at: the chart's counts
 * per function, and what a library or chart delete takes with it (DESIGN decision 12). It lives in
 * its own module with no imports (AssignmentCountsModule), so the library and functions contexts
 * call it directly although AssignmentsModule imports them.
 */
@Injectable()
export class AssignmentCountsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Objective and KPI assignments per function for one year (or all years), in one grouped query. */
  perFunction(organizationId: string, period: string | null): Promise<FunctionAssignmentCounts[]> {
    return assignmentCountsPerFunction(organizationId, this.dataSource.manager, period);
  }

  /** The assignments a delete cascades to, counted on the deleting transaction. */
  dependentsOf(manager: EntityManager, organizationId: string, of: DependentsOf): Promise<Record<string, number>> {
    return countDependents(organizationId, manager, of);
  }
}
