import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AccountSecurityController } from './account-security.controller';
import { PasswordReset, RecoveryCode, UserTwoFactor } from './account-security.entity';
import { PasswordService } from './password.service';
import { SecurityClock } from './security-clock';
import { TwoFactorRequirementGuard } from './two-factor-requirement.guard';
import { TwoFactorService } from './two-factor.service';

/**
 * Account security (DESIGN decision 28): password reset and change, the sessions list, TOTP
 * two-factor authentication and the organization's requirement of it for admins. Owns the
 * password_reset, user_two_factor and recovery_code tables; accounts and sessions are reached
 * through their owners (UserAccountsService, auth's SessionService).
 */
@Module({
  imports: [TypeOrmModule.forFeature([PasswordReset, UserTwoFactor, RecoveryCode]), UsersModule, AuthModule],
  controllers: [AccountSecurityController],
  providers: [PasswordService, TwoFactorService, SecurityClock, { provide: APP_GUARD, useClass: TwoFactorRequirementGuard }],
})
export class AccountSecurityModule {}
