import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HealthModule } from '../health/health.module';
import { AdminLog } from './admin-log.entity';
import { AdminLogService } from './admin-log.service';
import { AdminOrganizationsController } from './admin-organizations.controller';
import { AdminOrganizationsService } from './admin-organizations.service';
import { AdminReportsController } from './admin-reports.controller';
import { AdminReportsService } from './admin-reports.service';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { InvitationController } from './invitation.controller';
import { InvitationService } from './invitation.service';
import { ResponseTimeMiddleware } from './response-times';
import { SystemHealthService } from './system-health.service';
import { UsersModule } from '../users/users.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { EmployeesModule } from '../employees/employees.module';

/** The super admin's Admin Panel: every organization and user, subscriptions, analytics and measured health. */
@Module({
  imports: [TypeOrmModule.forFeature([AdminLog]), UsersModule, OrganizationsModule, EmployeesModule, HealthModule],
  controllers: [AdminOrganizationsController, AdminUsersController, AdminReportsController, InvitationController],
  providers: [AdminLogService, AdminOrganizationsService, AdminUsersService, AdminReportsService, SystemHealthService, InvitationService],
})
export class AdminModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ResponseTimeMiddleware).forRoutes('*splat');
  }
}
