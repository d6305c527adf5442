import type { ObjectiveAssignment as ObjectiveAssignmentRecord } from '@scorecard/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FUNCTION_LEVELS, OBJECTIVE_ASSIGNMENT_STATUSES, SCORECARD_MESSAGES } from '@scorecard/contracts';
import type { FunctionLevel, ObjectiveAssignmentStatus } from '@scorecard/contracts';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ECHO_MESSAGES } from '../../../common/echo-fields';
import { OptionalNotNull, OptionalReference } from '../../../common/dto-transforms';
import { ObjectiveAssignment } from '../objective-assignment.entity';
import { ASSIGNMENT_MESSAGES, NullableNumberField, RequiredReference, WeightField, YearField } from './assignment-fields';

export class CreateObjectiveAssignmentDto {
  @ApiProperty() @RequiredReference(SCORECARD_MESSAGES.objectiveSelectionRequired, ASSIGNMENT_MESSAGES.objectiveNotFound) objectiveId: string;
  /** the function; the specification's client names it in organizationFunction instead (a name or an id) */
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ASSIGNMENT_MESSAGES.functionNotFound }) organizationFunctionId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: ASSIGNMENT_MESSAGES.functionName }) @MaxLength(200, { message: ASSIGNMENT_MESSAGES.functionName })
  organizationFunction?: string;
  /** if sent, must be the function's level */
  @ApiPropertyOptional({ enum: FUNCTION_LEVELS }) @IsOptional() @IsIn(FUNCTION_LEVELS, { message: ASSIGNMENT_MESSAGES.level }) organizationLevel?: FunctionLevel;
  /** left out: the objective's owner */
  @ApiPropertyOptional({ nullable: true }) @OptionalReference(ASSIGNMENT_MESSAGES.ownerNotFound) ownerId?: string | null;
  /** required except at the CEO level: an objective assignment of the next level up, same year */
  @ApiPropertyOptional({ nullable: true }) @OptionalReference(ASSIGNMENT_MESSAGES.parentNotFound) parentObjectiveAssignmentId?: string | null;
  @ApiPropertyOptional({ default: 25, minimum: 1, maximum: 100 }) @WeightField() weight?: unknown;
  @ApiPropertyOptional({ nullable: true }) @IsOptional() @NullableNumberField() target?: number | null;
  /** the year; default the current year */
  @ApiPropertyOptional({ example: '2026' }) @OptionalNotNull() @YearField() period?: string;
  @ApiPropertyOptional({ enum: OBJECTIVE_ASSIGNMENT_STATUSES }) @OptionalNotNull() @IsIn(OBJECTIVE_ASSIGNMENT_STATUSES, { message: ASSIGNMENT_MESSAGES.status })
  status?: ObjectiveAssignmentStatus;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.organization }) organizationId?: string;
}

/** PUT: weight and target (and the owner). */
export class UpdateObjectiveAssignmentDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100 }) @WeightField() weight?: unknown;
  @ApiPropertyOptional({ nullable: true }) @IsOptional() @NullableNumberField() target?: number | null;
  @ApiPropertyOptional({ nullable: true }) @OptionalReference(ASSIGNMENT_MESSAGES.ownerNotFound) ownerId?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.id }) id?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.organization }) organizationId?: string;
}

/** The fields of an objective assignment's record, as the list reads them straight from its columns. */
export const OBJECTIVE_ASSIGNMENT_FIELDS: Record<keyof ObjectiveAssignmentRecord, true> = {
  id: true,
  organizationId: true,
  objectiveId: true,
  organizationLevel: true,
  organizationFunction: true,
  organizationFunctionId: true,
  ownerId: true,
  ownerName: true,
  parentObjectiveAssignmentId: true,
  weight: true,
  target: true,
  period: true,
  status: true,
  createdAt: true,
  updatedAt: true,
};

export function toObjectiveAssignmentResponse(a: ObjectiveAssignment): ObjectiveAssignmentRecord {
  return {
    id: a.id,
    organizationId: a.organizationId,
    objectiveId: a.objectiveId,
    organizationLevel: a.organizationLevel,
    organizationFunction: a.organizationFunction,
    organizationFunctionId: a.organizationFunctionId,
    ownerId: a.ownerId,
    ownerName: a.ownerName ?? null,
    parentObjectiveAssignmentId: a.parentObjectiveAssignmentId,
    weight: a.weight,
    target: a.target,
    period: a.period,
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
