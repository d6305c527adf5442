import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmployeesModule } from '../employees/employees.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { NotificationClock } from './clock';
import { NotificationDeliveryProcessor } from './notification-delivery.processor';
import { NotificationEvents } from './notification-events';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationSchedules } from './notification-schedules';
import { NotificationDeliveryRow, NotificationPreferencesRow, NotificationRow } from './notification.entity';
import { NotificationPreferencesController, NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/** Notifications: events written with the change that caused them, deliveries sent by the workers, digests and sweeps. */
@Module({
  imports: [TypeOrmModule.forFeature([NotificationRow, NotificationPreferencesRow, NotificationDeliveryRow]), EmployeesModule, SettingsModule, UsersModule],
  controllers: [NotificationsController, NotificationPreferencesController],
  providers: [NotificationClock, NotificationEvents, NotificationPreferencesService, NotificationsService, NotificationDeliveryProcessor, NotificationSchedules],
  exports: [NotificationEvents, NotificationSchedules, NotificationClock],
})
export class NotificationsModule {}
