import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ADMIN_MESSAGES as M, AUTH_MESSAGES, normalizePlan, type Plan, type UserRole, USER_ROLES } from '@scorecard/contracts';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const email = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** 'pro' (the creation form's word) is stored as professional; anything unknown stays as typed and fails IsIn. */
const plan = ({ value }: { value: unknown }) => (typeof value === 'string' ? (normalizePlan(value) ?? value) : value);
const emptyToNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim().toLowerCase() : value);

const PLAN_VALUES: Plan[] = ['free', 'basic', 'professional', 'enterprise'];
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

// class-validator runs the decorator nearest the property first and stops there: presence checks go last.
export class CreateOrganizationDto {
  @ApiProperty()
  @MaxLength(200, { message: 'Organization name must be at most 200 characters' })
  @IsNotEmpty({ message: M.organizationNameRequired })
  @IsString({ message: M.organizationNameRequired })
  @Transform(trim)
  name: string;

  @ApiPropertyOptional({ enum: [...PLAN_VALUES, 'pro'] })
  @IsOptional()
  @IsIn(PLAN_VALUES, { message: M.invalidPlan })
  @Transform(plan)
  subscriptionTier?: Plan;

  @ApiPropertyOptional({ enum: ['active', 'suspended'] })
  @IsOptional()
  @IsIn(['active', 'suspended'], { message: M.invalidStatus })
  status?: 'active' | 'suspended';

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Matches(DOMAIN, { message: 'Please enter a valid domain such as example.com' })
  @Transform(emptyToNull)
  domain?: string | null;
}

/** The edit form: name and domain (status and plan have their own calls). */
export class UpdateOrganizationDto {
  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(200, { message: 'Organization name must be at most 200 characters' })
  @IsNotEmpty({ message: M.organizationNameRequired })
  @IsString({ message: M.organizationNameRequired })
  @Transform(trim)
  name?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Matches(DOMAIN, { message: 'Please enter a valid domain such as example.com' })
  @Transform(emptyToNull)
  domain?: string | null;
}

export class OrganizationStatusDto {
  @ApiProperty({ enum: ['active', 'suspended'] })
  @IsIn(['active', 'suspended'], { message: M.invalidStatus })
  status: 'active' | 'suspended';
}

export class OrganizationPlanDto {
  @ApiProperty({ enum: PLAN_VALUES })
  @IsIn(PLAN_VALUES, { message: M.invalidPlan })
  @Transform(plan)
  plan: Plan;
}

export class UpdateAdminUserDto {
  @ApiPropertyOptional({ enum: USER_ROLES })
  @IsOptional()
  @IsIn(USER_ROLES, { message: 'Role must be one of user, admin, super_admin' })
  role?: UserRole;

  @ApiPropertyOptional({ nullable: true })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @IsUUID('all', { message: M.organizationNotFound })
  organizationId?: string | null;
}

/** Role and organization as in the edit form, plus who the person is. */
export class CreateAdminUserDto extends UpdateAdminUserDto {
  @ApiProperty()
  @MaxLength(320, { message: AUTH_MESSAGES.invalidEmail })
  @IsEmail({}, { message: AUTH_MESSAGES.invalidEmail })
  @IsNotEmpty({ message: M.emailRequired })
  @Transform(email)
  email: string;

  @ApiProperty()
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @IsNotEmpty({ message: M.firstNameRequired })
  @IsString({ message: M.firstNameRequired })
  @Transform(trim)
  firstName: string;

  @ApiProperty()
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @IsNotEmpty({ message: M.lastNameRequired })
  @IsString({ message: M.lastNameRequired })
  @Transform(trim)
  lastName: string;
}

export class UserViewDto {
  @ApiProperty()
  @IsUUID('all', { message: M.userNotFound })
  userId: string;
}

export class AcceptInvitationDto {
  @ApiProperty()
  @MaxLength(200, { message: M.invitationInvalid })
  @IsNotEmpty({ message: M.invitationInvalid })
  @IsString({ message: M.invitationInvalid })
  token: string;

  @ApiProperty()
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @MinLength(8, { message: AUTH_MESSAGES.passwordMin })
  @IsString({ message: AUTH_MESSAGES.passwordMin })
  password: string;
}
