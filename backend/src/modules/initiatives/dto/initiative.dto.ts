import type { Initiative as InitiativeRecord, InitiativeStatus, Milestone } from '@scorecard/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INITIATIVE_STATUSES } from '@scorecard/contracts';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { blankToNull, OptionalNotNull, trim } from '../../../common/dto-transforms';

export const INITIATIVE_MESSAGES = {
  notFound: 'Initiative not found',
  nameRequired: 'Name is required',
  nameMax: 'Name must be at most 200 characters',
  descriptionMax: 'Description must be at most 5000 characters',
  ownerRequired: 'Owner is required',
  ownerId: 'Owner must be a valid id',
  ownerNotInOrganization: 'The owner must be an employee of your organization',
  objectiveAssignmentIds: 'Objectives must be a list of objective assignment ids',
  objectiveAssignmentsMax: 'An initiative can serve at most 50 objectives',
  objectiveNotInOrganization: 'Every objective must be an objective assignment of your organization',
  startDate: 'Start date must be a date (YYYY-MM-DD)',
  dueDate: 'Due date must be a date (YYYY-MM-DD)',
  datesOrder: 'Start date must be on or before the due date',
  status: `Status must be one of ${INITIATIVE_STATUSES.join(', ')}`,
  percentComplete: 'Percent complete must be a whole number from 0 to 100',
  money: (field: string) => `${field} must be an amount of 0 or more with at most 2 decimals`,
  milestones: 'Milestones must be a list',
  milestonesMax: 'An initiative can have at most 100 milestones',
  milestoneId: 'Milestone id must be a valid id',
  milestoneName: 'Milestone name is required',
  milestoneNameMax: 'Milestone name must be at most 200 characters',
  milestoneDueDate: 'Milestone due date must be a date (YYYY-MM-DD)',
  milestoneDone: 'Milestone done must be true or false',
  milestoneUnknown: 'Milestone id is not a milestone of this initiative',
} as const;
const M = INITIATIVE_MESSAGES;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/** An amount as text: numbers are read as written (12.5 → '12.5'); more than 2 decimals or a sign is refused, never rounded. */
const moneyText = ({ value }: { value: unknown }): unknown => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

export class MilestoneDto {
  @ApiPropertyOptional({ description: 'The id the server gave the milestone; keep it to keep the milestone' })
  @IsUUID('all', { message: M.milestoneId })
  @IsOptional()
  id?: string;

  @ApiProperty()
  @MaxLength(200, { message: M.milestoneNameMax })
  @MinLength(1, { message: M.milestoneName })
  @IsString({ message: M.milestoneName })
  @Transform(trim)
  name: string;

  @ApiProperty({ example: '2026-06-30' })
  @IsISO8601({ strict: true }, { message: M.milestoneDueDate })
  @Matches(DATE, { message: M.milestoneDueDate })
  @IsString({ message: M.milestoneDueDate })
  dueDate: string;

  @ApiPropertyOptional({ default: false })
  @IsBoolean({ message: M.milestoneDone })
  @IsOptional()
  done?: boolean;
}

// class-validator runs the decorator nearest the property first and stops at the first failure.
class InitiativeFields {
  @ApiPropertyOptional({ nullable: true })
  @MaxLength(5000, { message: M.descriptionMax })
  @IsString({ message: M.descriptionMax })
  @IsOptional()
  @Transform(blankToNull)
  description?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @ArrayMaxSize(50, { message: M.objectiveAssignmentsMax })
  @IsUUID('all', { each: true, message: M.objectiveAssignmentIds })
  @IsArray({ message: M.objectiveAssignmentIds })
  @OptionalNotNull()
  objectiveAssignmentIds?: string[];

  @ApiPropertyOptional({ enum: INITIATIVE_STATUSES })
  @IsIn(INITIATIVE_STATUSES, { message: M.status })
  @OptionalNotNull()
  status?: InitiativeStatus;

  @ApiPropertyOptional({ minimum: 0, maximum: 100 })
  @Max(100, { message: M.percentComplete })
  @Min(0, { message: M.percentComplete })
  @IsInt({ message: M.percentComplete })
  @OptionalNotNull()
  percentComplete?: number;

  @ApiPropertyOptional({ type: String, example: '12500.00' })
  @Matches(MONEY, { message: M.money('Budget') })
  @IsString({ message: M.money('Budget') })
  @OptionalNotNull()
  @Transform(moneyText)
  budget?: string;

  @ApiPropertyOptional({ type: String, example: '4200.50' })
  @Matches(MONEY, { message: M.money('Spent') })
  @IsString({ message: M.money('Spent') })
  @OptionalNotNull()
  @Transform(moneyText)
  spent?: string;

  @ApiPropertyOptional({ type: [MilestoneDto] })
  @ValidateNested({ each: true })
  @Type(() => MilestoneDto)
  @ArrayMaxSize(100, { message: M.milestonesMax })
  @IsArray({ message: M.milestones })
  @OptionalNotNull()
  milestones?: MilestoneDto[];

  @ApiPropertyOptional({ description: 'Echoed by clients; must be the path id' })
  @IsOptional()
  @IsString()
  id?: string;

  @ApiPropertyOptional({ description: 'Echoed by clients; must be your organization' })
  @IsOptional()
  @IsString()
  organizationId?: string;
}

export class CreateInitiativeDto extends InitiativeFields {
  @ApiProperty()
  @MaxLength(200, { message: M.nameMax })
  @MinLength(1, { message: M.nameRequired })
  @IsString({ message: M.nameRequired })
  @Transform(trim)
  name: string;

  @ApiProperty({ description: 'An employee of the organization' })
  @IsUUID('all', { message: M.ownerId })
  @IsString({ message: M.ownerRequired })
  ownerId: string;

  @ApiProperty({ example: '2026-01-01' })
  @IsISO8601({ strict: true }, { message: M.startDate })
  @Matches(DATE, { message: M.startDate })
  @IsString({ message: M.startDate })
  startDate: string;

  @ApiProperty({ example: '2026-12-31' })
  @IsISO8601({ strict: true }, { message: M.dueDate })
  @Matches(DATE, { message: M.dueDate })
  @IsString({ message: M.dueDate })
  dueDate: string;
}

export class UpdateInitiativeDto extends InitiativeFields {
  @ApiPropertyOptional()
  @MaxLength(200, { message: M.nameMax })
  @MinLength(1, { message: M.nameRequired })
  @IsString({ message: M.nameRequired })
  @OptionalNotNull()
  @Transform(trim)
  name?: string;

  @ApiPropertyOptional()
  @IsUUID('all', { message: M.ownerId })
  @IsString({ message: M.ownerRequired })
  @OptionalNotNull()
  ownerId?: string;

  @ApiPropertyOptional()
  @IsISO8601({ strict: true }, { message: M.startDate })
  @Matches(DATE, { message: M.startDate })
  @IsString({ message: M.startDate })
  @OptionalNotNull()
  startDate?: string;

  @ApiPropertyOptional()
  @IsISO8601({ strict: true }, { message: M.dueDate })
  @Matches(DATE, { message: M.dueDate })
  @IsString({ message: M.dueDate })
  @OptionalNotNull()
  dueDate?: string;
}

/** One initiative as read in one raw row (initiative.queries.ts). */
export interface RawInitiative {
  id: string;
  organizationId: string;
  name: string;
  description: string | null;
  ownerId: string | null;
  startDate: string;
  dueDate: string;
  status: InitiativeStatus;
  percentComplete: number;
  budget: string;
  spent: string;
  createdAt: string;
  updatedAt: string;
  objectiveAssignmentIds: string[];
  milestones: Required<Milestone>[];
  hasOverdueMilestone: boolean;
}

export function toInitiativeResponse(raw: RawInitiative, ownerName: string | null): InitiativeRecord {
  return {
    id: raw.id,
    organizationId: raw.organizationId,
    name: raw.name,
    description: raw.description,
    ownerId: raw.ownerId,
    ownerName,
    objectiveAssignmentIds: raw.objectiveAssignmentIds,
    startDate: raw.startDate,
    dueDate: raw.dueDate,
    status: raw.status,
    percentComplete: raw.percentComplete,
    budget: raw.budget,
    spent: raw.spent,
    milestones: raw.milestones.map((m) => ({ id: m.id, name: m.name, dueDate: m.dueDate, done: m.done })),
    hasOverdueMilestone: raw.hasOverdueMilestone,
    createdAt: raw.createdAt,
    updatedAt: raw.updatedAt,
  };
}
