import type { Employee as EmployeeRecord } from '@scorecard/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EMPLOYEE_ROLES, EMPLOYEE_STATUSES, EMPLOYMENT_TYPES, type EmployeeRole, type EmployeeStatus, type EmploymentType } from '@scorecard/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsISO8601, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { blankToNull, noneToNull, trim } from '../../../common/dto-transforms';
import { Employee } from '../employee.entity';

export const EMPLOYEE_MESSAGES = {
  notFound: 'Employee not found',
  ownerNotFound: 'Owner not found',
  supervisorNotFound: 'Supervisor not found',
  userNotFound: 'User not found',
  userTaken: 'This user already has an employee record',
  ownSupervisor: 'An employee cannot be their own supervisor',
  supervisorCycle: 'This supervisor would create a reporting cycle: the chosen supervisor already reports to this employee',
  nameRequired: 'Name is required',
  nameMax: 'Name must be at most 200 characters',
  invalidEmail: 'Please enter a valid email',
  role: `Role must be one of ${EMPLOYEE_ROLES.join(', ')}`,
  employmentType: `Employment type must be one of ${EMPLOYMENT_TYPES.join(', ')}`,
  status: `Status must be one of ${EMPLOYEE_STATUSES.join(', ')}`,
  hireDate: 'Hire date must be a date (YYYY-MM-DD)',
  supervisorId: 'Supervisor must be a valid id',
  userId: 'User must be a valid id',
} as const;

/** A date input or an ISO date-time; stored as the date. */
const dateOnly = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value);

// class-validator runs the decorator nearest the property first and stops at the first failure.
class EmployeeFields {
  @ApiPropertyOptional({ nullable: true })
  @MaxLength(320, { message: EMPLOYEE_MESSAGES.invalidEmail })
  @IsEmail({}, { message: EMPLOYEE_MESSAGES.invalidEmail })
  @IsOptional()
  @Transform(blankToNull)
  email?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'A user of the same organization without an employee record' })
  @IsUUID('all', { message: EMPLOYEE_MESSAGES.userId })
  @IsOptional()
  @Transform(noneToNull)
  userId?: string | null;

  @ApiPropertyOptional({ enum: EMPLOYEE_ROLES })
  @IsIn(EMPLOYEE_ROLES, { message: EMPLOYEE_MESSAGES.role })
  @ValidateIf((o: EmployeeFields) => o.role !== undefined)
  role?: EmployeeRole;

  @ApiPropertyOptional({ nullable: true })
  @MaxLength(100, { message: 'Department must be at most 100 characters' })
  @IsString({ message: 'Department must be text' })
  @IsOptional()
  @Transform(blankToNull)
  department?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @MaxLength(150, { message: 'Position must be at most 150 characters' })
  @IsString({ message: 'Position must be text' })
  @IsOptional()
  @Transform(blankToNull)
  position?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @MaxLength(50, { message: 'Level must be at most 50 characters' })
  @IsString({ message: 'Level must be text' })
  @IsOptional()
  @Transform(blankToNull)
  level?: string | null;

  @ApiPropertyOptional({ enum: EMPLOYMENT_TYPES })
  @IsIn(EMPLOYMENT_TYPES, { message: EMPLOYEE_MESSAGES.employmentType })
  @ValidateIf((o: EmployeeFields) => o.employmentType !== undefined)
  employmentType?: EmploymentType;

  @ApiPropertyOptional({ enum: EMPLOYEE_STATUSES })
  @IsIn(EMPLOYEE_STATUSES, { message: EMPLOYEE_MESSAGES.status })
  @ValidateIf((o: EmployeeFields) => o.status !== undefined)
  status?: EmployeeStatus;

  @ApiPropertyOptional({ nullable: true, example: '2024-03-01' })
  @IsISO8601({ strict: true }, { message: EMPLOYEE_MESSAGES.hireDate })
  @IsString({ message: EMPLOYEE_MESSAGES.hireDate })
  @IsOptional()
  @Transform(dateOnly)
  hireDate?: string | null;

  @ApiPropertyOptional({ nullable: true, description: "Another employee of the organization; 'none' for no supervisor" })
  @IsUUID('all', { message: EMPLOYEE_MESSAGES.supervisorId })
  @IsOptional()
  @Transform(noneToNull)
  supervisorId?: string | null;

  @ApiPropertyOptional({ description: 'Accepted and ignored: the server stamps the time' })
  @IsOptional()
  updatedAt?: unknown;
}

export class CreateEmployeeDto extends EmployeeFields {
  @ApiProperty()
  @MaxLength(200, { message: EMPLOYEE_MESSAGES.nameMax })
  @MinLength(1, { message: EMPLOYEE_MESSAGES.nameRequired })
  @IsString({ message: EMPLOYEE_MESSAGES.nameRequired })
  @Transform(trim)
  name: string;
}

export class UpdateEmployeeDto extends EmployeeFields {
  @ApiPropertyOptional()
  @MaxLength(200, { message: EMPLOYEE_MESSAGES.nameMax })
  @MinLength(1, { message: EMPLOYEE_MESSAGES.nameRequired })
  @IsString({ message: EMPLOYEE_MESSAGES.nameRequired })
  @ValidateIf((o: UpdateEmployeeDto) => o.name !== undefined)
  @Transform(trim)
  name?: string;
}

export function toEmployeeResponse(e: Employee, supervisorName: string | null = null): EmployeeRecord {
  return {
    id: e.id,
    organizationId: e.organizationId,
    userId: e.userId,
    name: e.name,
    email: e.email,
    role: e.role,
    department: e.department,
    position: e.position,
    level: e.level,
    employmentType: e.employmentType,
    status: e.status,
    hireDate: e.hireDate,
    supervisorId: e.supervisorId,
    supervisorName,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
