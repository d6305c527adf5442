import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { EmployeesModule } from '../employees/employees.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { TeamModule } from '../team/team.module';
import { UsersModule } from '../users/users.module';
import { SsoConfiguration } from './sso-configuration.entity';
import { SsoAuthController, SsoSettingsController } from './sso.controller';
import { SsoLoginService } from './sso-login.service';
import { SsoService } from './sso.service';

/**
 * Single sign-on with OpenID Connect, per organization (DESIGN decision 27). Owns
 * `sso_configuration` and `sso_domain`; signs users in through the auth context's SessionService,
 * makes first-time members through the users, employees and team contexts, and refuses password
 * sign-in for enforced domains by listening to the auth context's PASSWORD_SIGN_IN event.
 */
@Module({
  imports: [TypeOrmModule.forFeature([SsoConfiguration]), AuthModule, UsersModule, EmployeesModule, OrganizationsModule, TeamModule],
  controllers: [SsoSettingsController, SsoAuthController],
  providers: [SsoService, SsoLoginService],
})
export class SsoModule {}
