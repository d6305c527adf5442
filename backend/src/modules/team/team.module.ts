import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { EmployeesModule } from '../employees/employees.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { UsersModule } from '../users/users.module';
import { Invitation } from './invitation.entity';
import { InvitationsService } from './invitations.service';
import { AcceptInvitationController, InvitationsController, MembersController } from './team.controller';
import { TeamService } from './team.service';

/**
 * Team (DESIGN decision 20): an organization admin invites, manages and removes its own people.
 * Owns the invitation table; users, employees, organizations and sessions are reached through
 * their owners' services.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Invitation]), UsersModule, EmployeesModule, OrganizationsModule, AuthModule],
  controllers: [MembersController, InvitationsController, AcceptInvitationController],
  providers: [TeamService, InvitationsService],
  exports: [TeamService],
})
export class TeamModule {}
