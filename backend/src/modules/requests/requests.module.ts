import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssignmentsModule } from '../assignments/assignments.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { EmployeesModule } from '../employees/employees.module';
import { CommentController } from './comment.controller';
import { CommentRow } from './comment.entity';
import { CommentService } from './comment.service';
import { RequestAccess } from './request-access';
import { RequestReadModel } from './request-read-model';
import { RequestStatusHistoryController } from './request-status-history.controller';
import { RequestStatusHistoryRow } from './request-status-history.entity';
import { RequestStatusHistoryService } from './request-status-history.service';
import { RequestStatusService } from './request-status.service';
import { RequestController } from './request.controller';
import { RequestRow } from './request.entity';
import { RequestService } from './request.service';
import { RequestsDemoSeeder } from './requests-demo.seeder';
import { RequestEscalation } from './request-escalation';
import { UsersModule } from '../users/users.module';
import { SettingsModule } from '../settings/settings.module';

/** Requests, their comments and status history. */
@Module({
  imports: [TypeOrmModule.forFeature([RequestRow, CommentRow, RequestStatusHistoryRow]), UsersModule, SettingsModule, EmployeesModule, AssignmentsModule, NotificationsModule],
  controllers: [RequestController, CommentController, RequestStatusHistoryController],
  providers: [RequestService, RequestAccess, RequestReadModel, RequestStatusService, RequestStatusHistoryService, CommentService, RequestsDemoSeeder, RequestEscalation],
  exports: [RequestService, RequestReadModel, CommentService, RequestsDemoSeeder, RequestEscalation],
})
export class RequestsModule {}
