import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { apiValidationPipe } from './common/validation.pipe';
import { dataSourceOptions } from './database/data-source-options';
import { HealthModule } from './modules/health/health.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { ProcessRole } from './modules/jobs/jobs.tokens';
import { MailModule } from './modules/mail/mail.module';
import { ActivitiesModule } from './modules/activities/activities.module';
import { AdminModule } from './modules/admin/admin.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { EmployeesModule } from './modules/employees/employees.module';
import { RequestsModule } from './modules/requests/requests.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { AuthModule } from './modules/auth/auth.module';
import { SettingsModule } from './modules/settings/settings.module';
import { OrganizationsModule } from './modules/organizations/organizations.module';
import { LibraryModule } from './modules/library/library.module';
import { FunctionsModule } from './modules/functions/functions.module';
import { AssignmentsModule } from './modules/assignments/assignments.module';
import { ScorecardsModule } from './modules/scorecards/scorecards.module';
import { KpiOverviewModule } from './modules/kpi-overview/kpi-overview.module';
import { SpreadsheetsModule } from './modules/spreadsheets/spreadsheets.module';
import { DemoModule } from './modules/demo/demo.module';
import { UsersModule } from './modules/users/users.module';
import { TeamModule } from './modules/team/team.module';
import { AccountSecurityModule } from './modules/account-security/account-security.module';
import { PeriodCloseModule } from './modules/period-close/period-close.module';
import { SsoModule } from './modules/sso/sso.module';
import { InitiativesModule } from './modules/initiatives/initiatives.module';
import { ApiKeysModule } from './modules/api-keys/api-keys.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { LiveModule } from './modules/live/live.module';
import { BriefingBooksModule } from './modules/briefing-books/briefing-books.module';
import { StrategyMapModule } from './modules/strategy-map/strategy-map.module';

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
  role: ProcessRole;
  /** PGlite is one Postgres session: one connection, so statements never interleave (STACK trap 8). */
  embeddedDatabase?: boolean;
}

@Module({})
export class AppModule {
  /** The same module tree serves the API and the worker; the role decides who runs processors. */
  static forRoot({ config, databaseUrl, role, embeddedDatabase }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(databaseUrl, embeddedDatabase ? { poolSize: 1 } : { poolSize: 10, bounded: true }),
          autoLoadEntities: true,
          entities: [],
        }),
        // Contexts publish in-transaction events that contexts importing them handle (score recomputes).
        EventEmitterModule.forRoot(),
        JobsModule.forRoot(role),
        MailModule,
        OrganizationsModule,
        UsersModule,
        AuthModule,
        ActivitiesModule,
        SettingsModule,
        HealthModule,
        AdminModule,
        TeamModule,
        AccountSecurityModule,
        PeriodCloseModule,
        SsoModule,
        ApiKeysModule,
        WebhooksModule,
        LiveModule,
        StrategyMapModule,
        EmployeesModule,
        RequestsModule,
        NotificationsModule,
        DashboardModule,
        LibraryModule,
        FunctionsModule,
        AssignmentsModule,
        ScorecardsModule,
        KpiOverviewModule,
        InitiativesModule,
        BriefingBooksModule,
        SpreadsheetsModule,
        DemoModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_PIPE, useFactory: apiValidationPipe },
      ],
      exports: [APP_CONFIG],
    };
  }
}
