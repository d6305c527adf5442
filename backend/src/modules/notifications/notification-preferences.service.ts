import { Injectable } from '@nestjs/common';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@scorecard/contracts';
import { DataSource, EntityManager, In } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { NotificationPreferencesDto, toNotificationPreferences } from './dto/notification-preferences.dto';
import { NotificationPreferencesRow } from './notification.entity';
import { insertDefaultPreferences } from './notification.queries';

/** Each user's notification preferences; defaults until they save their own. */
@Injectable()
export class NotificationPreferencesService {
  private readonly rows: TenantRepository<NotificationPreferencesRow>;

  constructor(private readonly dataSource: DataSource) {
    this.rows = new TenantRepository(dataSource.manager, NotificationPreferencesRow);
  }

  /** GET /api/notification-preferences: the defaults are written on the first read. */
  async get(actor: Actor): Promise<NotificationPreferences> {
    return toNotificationPreferences(await this.ensure(this.dataSource.manager, actor));
  }

  /** PUT /api/notification-preferences */
  async update(actor: Actor, dto: NotificationPreferencesDto): Promise<NotificationPreferences> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.ensure(manager, actor);
      Object.assign(row, toNotificationPreferences(dto as NotificationPreferencesRow));
      return toNotificationPreferences(await this.rows.in(manager).save(actor.organizationId, row));
    });
  }

  /** The preferences of several users in one query; a user who never saved any has the defaults. */
  async forUsers(manager: EntityManager, organizationId: string, userIds: string[]): Promise<Map<string, NotificationPreferences>> {
    const saved = userIds.length ? await this.rows.in(manager).find(organizationId, { userId: In(userIds) }) : [];
    const byUser = new Map(saved.map((row) => [row.userId, toNotificationPreferences(row)]));
    return new Map(userIds.map((id) => [id, byUser.get(id) ?? { ...DEFAULT_NOTIFICATION_PREFERENCES }]));
  }

  private async ensure(manager: EntityManager, actor: Actor): Promise<NotificationPreferencesRow> {
    const rows = this.rows.in(manager);
    const existing = await rows.findOneBy(actor.organizationId, { userId: actor.userId });
    if (existing) return existing;
    await insertDefaultPreferences(actor.organizationId, manager, actor.userId);
    return (await rows.findOneBy(actor.organizationId, { userId: actor.userId }))!;
  }
}
