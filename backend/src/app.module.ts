import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { ListResultInterceptor } from './common/list-result.interceptor';
import { apiValidationPipe } from './common/validation.pipe';
import { dataSourceOptions } from './database/data-source-options';
import { HealthModule } from './modules/health/health.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { ProcessRole } from './modules/jobs/jobs.tokens';
import { MailModule } from './modules/mail/mail.module';
import { ActivitiesModule } from './modules/activities/activities.module';
import { AdminModule } from './modules/admin/admin.module';
import { AuthModule } from './modules/auth/auth.module';
import { SettingsModule } from './modules/settings/settings.module';
import { OrganizationsModule } from './modules/organizations/organizations.module';

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
  role: ProcessRole;
}

@Module({})
export class AppModule {
  /** The same module tree serves the API and the worker; the role decides who runs processors. */
  static forRoot({ config, databaseUrl, role }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({ ...dataSourceOptions(databaseUrl), autoLoadEntities: true, entities: [] }),
        JobsModule.forRoot(role),
        MailModule,
        OrganizationsModule,
        AuthModule,
        ActivitiesModule,
        SettingsModule,
        HealthModule,
        AdminModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_PIPE, useFactory: apiValidationPipe },
        { provide: APP_INTERCEPTOR, useClass: ListResultInterceptor },
      ],
      exports: [APP_CONFIG],
    };
  }
}
