import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';

/**
 * Runs work once the caller's transaction commits (nothing when it rolls back; at once outside a
 * transaction): job enqueues and live publishes that must never announce an uncommitted change.
 */
export class AfterCommit<T> implements EntitySubscriberInterface {
  private readonly pending = new WeakMap<QueryRunner, T[]>();

  constructor(
    dataSource: DataSource,
    private readonly run: (items: T[]) => void,
  ) {
    dataSource.subscribers.push(this);
  }

  add(manager: EntityManager, items: T[]): void {
    if (items.length === 0) return;
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) return this.run(items);
    const list = this.pending.get(runner) ?? [];
    list.push(...items);
    this.pending.set(runner, list);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A released savepoint is not the commit: wait for the outermost transaction.
    if (event.queryRunner.isTransactionActive) return;
    const items = this.pending.get(event.queryRunner);
    if (!items) return;
    this.pending.delete(event.queryRunner);
    this.run(items);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.pending.delete(event.queryRunner);
  }
}
