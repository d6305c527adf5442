import { Module } from '@nestjs/common';
import { AssignmentsModule } from '../assignments/assignments.module';
import { EmployeesModule } from '../employees/employees.module';
import { FunctionsModule } from '../functions/functions.module';
import { InitiativesModule } from '../initiatives/initiatives.module';
import { LibraryModule } from '../library/library.module';
import { RequestsModule } from '../requests/requests.module';
import { DemoSeedService } from './demo-seed.service';
import { OrganizationsModule } from '../organizations/organizations.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';

/** The demo organization seeded into an empty database when SEED_DEMO is on. */
@Module({
  imports: [LibraryModule, FunctionsModule, AssignmentsModule, EmployeesModule, RequestsModule, InitiativesModule, OrganizationsModule, SettingsModule, UsersModule],
  providers: [DemoSeedService],
  exports: [DemoSeedService],
})
export class DemoModule {}
