import { Body, Controller, Delete, Get, Param, Patch, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { NotificationPreferences, NotificationRecord } from '@scorecard/contracts';
import { JsonListResult } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { NotificationPreferencesDto } from './dto/notification-preferences.dto';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<JsonListResult<NotificationRecord>> {
    return this.notifications.list(actor, query);
  }

  // Declared before ':id/read' so 'read-all' is never taken for an id.
  @Patch('read-all')
  markAllRead(@CurrentActor() actor: Actor): Promise<{ updated: number }> {
    return this.notifications.markAllRead(actor);
  }

  @Patch(':id/read')
  markRead(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<NotificationRecord> {
    return this.notifications.markRead(actor, id);
  }

  @Delete(':id')
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<NotificationRecord> {
    return this.notifications.remove(actor, id);
  }
}

@ApiTags('notifications')
@Controller('notification-preferences')
export class NotificationPreferencesController {
  constructor(private readonly preferences: NotificationPreferencesService) {}

  @Get()
  get(@CurrentActor() actor: Actor): Promise<NotificationPreferences> {
    return this.preferences.get(actor);
  }

  @Put()
  update(@CurrentActor() actor: Actor, @Body() dto: NotificationPreferencesDto): Promise<NotificationPreferences> {
    return this.preferences.update(actor, dto);
  }
}
