import type { Invitation as InvitationRecord, Member, MemberRole } from '@scorecard/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AUTH_MESSAGES as A, TEAM_MESSAGES as M } from '@scorecard/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { noneToNull, trim } from '../../../common/dto-transforms';
import { MemberRow } from '../../users/user.types';
import { Invitation } from '../invitation.entity';

export const MEMBER_ROLES: readonly MemberRole[] = ['admin', 'user'];

const email = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

// class-validator runs the decorator nearest the property first and stops at the first failure.
export class CreateInvitationDto {
  @ApiProperty()
  @MaxLength(320, { message: A.invalidEmail })
  @IsEmail({}, { message: A.invalidEmail })
  @Transform(email)
  email: string;

  @ApiProperty()
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @MinLength(1, { message: A.firstNameRequired })
  @IsString({ message: A.firstNameRequired })
  @Transform(trim)
  firstName: string;

  @ApiProperty()
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @MinLength(2, { message: A.lastNameMin })
  @IsString({ message: A.lastNameMin })
  @Transform(trim)
  lastName: string;

  @ApiProperty({ enum: MEMBER_ROLES })
  @IsIn(MEMBER_ROLES, { message: M.role })
  role: MemberRole;

  @ApiPropertyOptional({ nullable: true, description: 'An employee of the organization without a user, linked when the invitation is accepted' })
  @IsUUID('all', { message: 'Employee must be a valid id' })
  @IsOptional()
  @Transform(noneToNull)
  employeeId?: string | null;
}

/** Calls without fields (deactivate, reactivate, resend): any field sent is unknown, so 400. */
export class NoFieldsDto {}

export class ChangeRoleDto {
  @ApiProperty({ enum: MEMBER_ROLES })
  @IsIn(MEMBER_ROLES, { message: M.role })
  role: MemberRole;
}

export class AcceptInvitationDto {
  @ApiProperty()
  @MaxLength(200, { message: M.invitationGone })
  @IsNotEmpty({ message: M.invitationGone })
  @IsString({ message: M.invitationGone })
  token: string;

  // Sign-up's password rule.
  @ApiProperty()
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @MinLength(8, { message: A.passwordMin })
  @IsString({ message: A.passwordMin })
  password: string;

  @ApiPropertyOptional()
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @MinLength(1, { message: A.firstNameRequired })
  @IsString({ message: A.firstNameRequired })
  @IsOptional()
  @Transform(trim)
  firstName?: string;

  @ApiPropertyOptional()
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @MinLength(2, { message: A.lastNameMin })
  @IsString({ message: A.lastNameMin })
  @IsOptional()
  @Transform(trim)
  lastName?: string;
}

/** A super admin placed in the organization works in it as its admin (DESIGN decision 13). */
export const memberRole = (role: string): MemberRole => (role === 'user' ? 'user' : 'admin');

export function toMemberResponse(row: MemberRow, employeeId: string | null): Member {
  return {
    userId: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: memberRole(row.role),
    status: row.deactivatedAt ? 'deactivated' : 'active',
    employeeId,
    lastSignInAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

export function toInvitationResponse(row: Invitation, now = Date.now()): InvitationRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    employeeId: row.employeeId,
    status: row.status === 'pending' && row.expiresAt.getTime() <= now ? 'expired' : row.status,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
