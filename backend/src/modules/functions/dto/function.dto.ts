import type { OrganizationFunction } from '@scorecard/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FUNCTION_LEVELS, SCORECARD_MESSAGES } from '@scorecard/contracts';
import type { FunctionLevel } from '@scorecard/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import { ECHO_MESSAGES } from '../../../common/echo-fields';
import { OptionalNotNull, OptionalReference, blankToNull, trim } from '../../../common/dto-transforms';
import { OrgFunction } from '../function.entity';

export const FUNCTION_MESSAGES = {
  notFound: 'Function not found',
  parentNotFound: 'Parent function not found',
  parentRequired: 'Parent function is required',
  level: `Level must be one of ${FUNCTION_LEVELS.join(', ')}`,
  nameLength: 'Function name must be at most 200 characters',
  descriptionLength: 'Description must be at most 5000 characters',
  descriptionText: 'Description must be text',
  ceoDeletion: SCORECARD_MESSAGES.ceoFunctionNotDeletable,
  departmentChildren: SCORECARD_MESSAGES.departmentHasNoChildren,
  levelUnchangeable: 'The level of a function cannot be changed',
  parentUnchangeable: 'A function cannot be moved to another parent',
  ceoExists: (ceo: string) => `This organization already has its ${ceo}-level function`,
  ceoHasNoParent: (ceo: string) => `The ${ceo}-level function cannot have a parent function`,
  levelBelowParent: (level: string, parent: string) => `A ${level} function cannot be placed under a ${parent} function`,
};

const NameField = () =>
  applyDecorators(
    Transform(trim),
    IsString({ message: SCORECARD_MESSAGES.functionNameRequired }),
    MinLength(1, { message: SCORECARD_MESSAGES.functionNameRequired }),
    MaxLength(200, { message: FUNCTION_MESSAGES.nameLength }),
  );
const DescriptionField = () =>
  applyDecorators(Transform(blankToNull), IsOptional(), IsString({ message: FUNCTION_MESSAGES.descriptionText }), MaxLength(5000, { message: FUNCTION_MESSAGES.descriptionLength }));
const LevelField = () => applyDecorators(Transform(trim), IsIn(FUNCTION_LEVELS, { message: FUNCTION_MESSAGES.level }));

export class CreateFunctionDto {
  @ApiProperty() @NameField() name: string;
  @ApiPropertyOptional({ nullable: true }) @DescriptionField() description?: string | null;
  /** left out: the default child level of the parent (division under ceo, general-department under division, else department) */
  @ApiPropertyOptional({ enum: FUNCTION_LEVELS }) @OptionalNotNull() @LevelField() level?: FunctionLevel;
  /** required except for the CEO level */
  @ApiPropertyOptional({ nullable: true }) @OptionalReference(FUNCTION_MESSAGES.parentNotFound) parentId?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.organization }) organizationId?: string;
}

/** PUT: name and description; level and parent may be sent but not changed. */
export class UpdateFunctionDto {
  @ApiPropertyOptional() @OptionalNotNull() @NameField() name?: string;
  @ApiPropertyOptional({ nullable: true }) @DescriptionField() description?: string | null;
  @ApiPropertyOptional({ enum: FUNCTION_LEVELS }) @OptionalNotNull() @LevelField() level?: FunctionLevel;
  @ApiPropertyOptional({ nullable: true }) @OptionalReference(FUNCTION_MESSAGES.parentNotFound) parentId?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.id }) id?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.organization }) organizationId?: string;
}

/** GET /functions/assignment-counts: the chart's counts for one assignment year (default: every year). */
export class AssignmentCountsQueryDto {
  @ApiPropertyOptional({ example: '2026' }) @IsOptional() @Matches(/^(19|20|21)\d{2}$/, { message: 'Period must be a year such as 2026' }) period?: string;
}

/** The fields of a function's record, as the list reads them straight from its columns. */
export const FUNCTION_FIELDS: Record<keyof OrganizationFunction, true> = {
  id: true,
  organizationId: true,
  name: true,
  description: true,
  level: true,
  parentId: true,
  createdAt: true,
  updatedAt: true,
};

export function toFunctionResponse(f: OrgFunction): OrganizationFunction {
  return {
    id: f.id,
    organizationId: f.organizationId,
    name: f.name,
    description: f.description,
    level: f.level,
    parentId: f.parentId,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}
