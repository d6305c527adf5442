import { BadRequestException, Injectable } from '@nestjs/common';
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { Activity, ActivityResponse, toActivityResponse } from './activity.entity';

export interface ActivityInput {
  action: string;
  entityType: string;
  entityId?: string | null;
  entityName?: string | null;
  category: ActivityCategory;
  details?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

export const ACTIVITY_LIST_CAP = 100;

export interface ActivitySummary {
  libraryActions: number;
  assignments: number;
  dataUpdates: number;
  total: number;
}

@Injectable()
export class ActivitiesService {
  private readonly activities: TenantRepository<Activity>;

  constructor(private readonly dataSource: DataSource) {
    this.activities = new TenantRepository(dataSource.manager, Activity);
  }

  /**
   * Records a change on the caller's transaction (DESIGN decision 11): the activity exists if and
   * only if the change committed. The actor's display name is copied so the log survives deletes.
   */
  async record(manager: EntityManager, actor: Actor, input: ActivityInput): Promise<void> {
    const name = actor.name ?? (await this.displayName(manager, actor.userId));
    await this.activities.in(manager).insert(actor.organizationId, {
      action: input.action,
      entityType: input.entityType,
      entityId: input.entityId ?? null,
      entityName: input.entityName ?? null,
      performedBy: actor.userId,
      performedByName: name,
      category: input.category,
      details: input.details ?? {},
      metadata: input.metadata ?? {},
    });
  }

  private async displayName(manager: EntityManager, userId: string): Promise<string | null> {
    const [user] = (await manager.query(`SELECT "firstName", "lastName", "email" FROM "user" WHERE "id" = $1`, [userId])) as {
      firstName: string | null;
      lastName: string | null;
      email: string;
    }[];
    return user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : null;
  }

  /** Newest first, at most 100 (platform.md section 9), optionally one category. */
  async list(actor: Actor, query: { limit?: unknown; category?: unknown }): Promise<ActivityResponse[]> {
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
    const [row] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE "category" = 'Library')::int AS "libraryActions",
              count(*) FILTER (WHERE "category" = 'Assignments')::int AS "assignments",
              count(*) FILTER (WHERE "category" IN ('Actual Result Update', 'Targets and Results'))::int AS "dataUpdates",
              count(*)::int AS "total"
         FROM "activity" WHERE "organizationId" = $1`,
      [actor.organizationId],
    )) as ActivitySummary[];
    return row;
  }
}
