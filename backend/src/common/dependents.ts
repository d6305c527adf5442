import { Global, Injectable, Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** Rows whose delete cascades to rows of other contexts. */
export type DependentsOf = { objectiveId: string } | { kpiId: string } | { functionIds: string[] };

export type DependentCounter = (manager: EntityManager, organizationId: string, of: DependentsOf) => Promise<Record<string, number>>;

/**
 * Deletes report in their activity what went with them (DESIGN decision 12), but the rows that go
 * belong to other contexts: the assignments context registers a counter here and the library and
 * functions contexts ask it, on their transaction, without importing it (it imports them).
 */
@Injectable()
export class Dependents {
  private readonly counters: DependentCounter[] = [];

  register(counter: DependentCounter): void {
    this.counters.push(counter);
  }

  async count(manager: EntityManager, organizationId: string, of: DependentsOf): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const counter of this.counters) Object.assign(counts, await counter(manager, organizationId, of));
    return counts;
  }
}

@Global()
@Module({ providers: [Dependents], exports: [Dependents] })
export class DependentsModule {}
