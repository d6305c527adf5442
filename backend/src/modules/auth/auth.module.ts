import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AccessGuard } from '../../common/tenancy/access.guard';
import { EmployeesModule } from '../employees/employees.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { UsersModule } from '../users/users.module';
import { AuthController, LoginEntryController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { SessionSerializer } from './session.serializer';
import { SessionService } from './session.service';
import { VerificationService } from './verification.service';

@Module({
  imports: [PassportModule.register({ session: true }), UsersModule, EmployeesModule, OrganizationsModule],
  controllers: [AuthController, LoginEntryController],
  providers: [
    AuthService,
    VerificationService,
    SessionService,
    LocalStrategy,
    SessionSerializer,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AuthService, SessionService],
})
export class AuthModule {}
