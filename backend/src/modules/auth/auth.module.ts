import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessGuard } from '../../common/tenancy/access.guard';
import { Employee } from '../employees/employee.entity';
import { User } from '../users/user.entity';
import { AuthController, LoginEntryController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { SessionSerializer } from './session.serializer';
import { SessionService } from './session.service';
import { VerificationService } from './verification.service';

@Module({
  imports: [PassportModule.register({ session: true }), TypeOrmModule.forFeature([User, Employee])],
  controllers: [AuthController, LoginEntryController],
  providers: [
    AuthService,
    VerificationService,
    SessionService,
    LocalStrategy,
    SessionSerializer,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AuthService],
})
export class AuthModule {}
