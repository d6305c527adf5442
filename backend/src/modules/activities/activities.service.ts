import type { Activity as ActivityRecord, ActivitySummary } from '@scorecard/contracts';
import { BadRequestException, Injectable } from '@nestjs/common';
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { displayName, UsersService } from '../users/users.service';
import { Activity, toActivityResponse } from './activity.entity';

export interface ActivityInput {
  action: string;
  entityType: string;
  entityId?: string | null;
  entityName?: string | null;
  /** 'Targets and Results' marks imported target changes (platform.md section 9: it appears on entries, not as a filter). */
  category: ActivityCategory | 'Targets and Results';
  details?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

/**
 * What the activity of a write says about the row the write returned: entityId is the row's id,
 * entityName its `name` unless `entityName` reads it otherwise, `details` what the entry adds.
 */
export interface RowActivity<T> {
  action: string;
  entityType: string;
  category: ActivityInput['category'];
  entityName?: (row: T) => string | null;
  details?: (row: T) => Record<string, unknown>;
}

export const ACTIVITY_LIST_CAP = 100;

@Injectable()
export class ActivitiesService {
  private readonly activities: TenantRepository<Activity>;

  constructor(
    dataSource: DataSource,
    private readonly users: UsersService,
  ) {
    this.activities = new TenantRepository(dataSource.manager, Activity);
  }

  /**
   * Records a change on the caller's transaction (DESIGN decision 11): the activity exists if and
   * only if the change committed. The actor's display name is copied so the log survives deletes.
   */
  async record(manager: EntityManager, actor: Actor, input: ActivityInput): Promise<void> {
    const name = actor.name ?? (await this.nameOf(manager, actor));
    // A plain INSERT: nothing reads the row back, and save() costs more than the statement.
    await this.activities.in(manager).insertMany(actor.organizationId, [rowOf(actor, name, input)]);
  }

  /**
   * The shape of every logged create, edit and delete (DESIGN decision 11): `write` inserts, saves or
   * removes a row on the caller's transaction, then its activity is recorded on the same one.
   * Answers the row the write returned.
   */
  async saveAndRecord<T extends { id: string }>(manager: EntityManager, actor: Actor, write: () => Promise<T>, activity: RowActivity<T>): Promise<T> {
    const row = await write();
    await this.record(manager, actor, {
      action: activity.action,
      entityType: activity.entityType,
      entityId: row.id,
      entityName: activity.entityName ? activity.entityName(row) : nameOfRow(row),
      category: activity.category,
      details: activity.details?.(row),
    });
    return row;
  }

  /** Many entries on the caller's transaction in a few statements (bulk imports). */
  async recordMany(manager: EntityManager, actor: Actor, inputs: ActivityInput[]): Promise<void> {
    if (inputs.length === 0) return;
    const name = actor.name ?? (await this.nameOf(manager, actor));
    await this.activities.in(manager).insertMany(actor.organizationId, inputs.map((input) => rowOf(actor, name, input)));
  }

  private async nameOf(manager: EntityManager, actor: Actor): Promise<string | null> {
    const user = await this.users.nameOf(actor.organizationId, actor.userId, manager);
    return user ? displayName(user) : null;
  }

  /** Newest first, at most 100 (platform.md section 9), optionally one category. */
  async list(actor: Actor, query: { limit?: unknown; category?: unknown }): Promise<ActivityRecord[]> {
    const limit = query.limit === undefined || query.limit === '' ? ACTIVITY_LIST_CAP : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1) throw new BadRequestException('limit must be a whole number from 1 to 100');
    const qb = this.activities.query(actor.organizationId, 'a').orderBy('a.createdAt', 'DESC').addOrderBy('a.id', 'DESC');
    if (query.category !== undefined && query.category !== '' && query.category !== 'all') {
      if (!(ACTIVITY_CATEGORIES as readonly unknown[]).includes(query.category)) {
        throw new BadRequestException(`category must be one of ${ACTIVITY_CATEGORIES.join(', ')}`);
      }
      qb.andWhere('a.category = :category', { category: query.category });
    }
    const rows = await qb.take(Math.min(limit, ACTIVITY_LIST_CAP)).getMany();
    return rows.map(toActivityResponse);
  }

  /** The All Activities tiles, counted by the database in one query. */
  async summary(actor: Actor): Promise<ActivitySummary> {
    const row = await this.activities
      .query(actor.organizationId, 'a')
      .select(`count(*) FILTER (WHERE a.category = 'Library')::int`, 'libraryActions')
      .addSelect(`count(*) FILTER (WHERE a.category = 'Assignments')::int`, 'assignments')
      .addSelect(`count(*) FILTER (WHERE a.category IN ('Actual Result Update', 'Targets and Results'))::int`, 'dataUpdates')
      .addSelect('count(*)::int', 'total')
      .getRawOne<ActivitySummary>();
    return row!;
  }
}

function nameOfRow(row: object): string | null {
  const name = (row as { name?: unknown }).name;
  return typeof name === 'string' ? name : null;
}

function rowOf(actor: Actor, performedByName: string | null, input: ActivityInput): Partial<Activity> {
  return {
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId ?? null,
    entityName: input.entityName ?? null,
    performedBy: actor.userId,
    performedByName,
    category: input.category,
    details: input.details ?? {},
    metadata: input.metadata ?? {},
  };
}
