import type { RequestRecord } from '@scorecard/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEPARTMENTS, REQUEST_PRIORITIES, REQUEST_TYPES, type RequestPriority, type RequestType } from '@scorecard/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { REQUEST_MESSAGES as M } from '../request.messages';
import { RequestRow } from '../request.entity';
import { blankToNull, noneToNull, trim } from '../../../common/dto-transforms';
import { underscored } from './input';

export const MAX_ATTACHMENTS = 20;

// class-validator runs the decorator nearest the property first and stops at the first failure,
// so presence checks sit last. Absent (undefined) type, priority, department and status take the
// defaults of platform.md section 5; present but empty or null is refused.
class RequestFields {
  @ApiPropertyOptional({ enum: REQUEST_TYPES, default: 'Data_Collection' })
  @IsIn(REQUEST_TYPES, { message: M.typeInvalid })
  @IsNotEmpty({ message: M.typeRequired })
  @ValidateIf((o: RequestFields) => o.type !== undefined)
  @Transform(underscored)
  type?: RequestType;

  @ApiPropertyOptional({ nullable: true })
  @MaxLength(10000, { message: M.impactAnalysisMax })
  @IsString({ message: M.impactAnalysisMax })
  @IsOptional()
  @Transform(blankToNull)
  impactAnalysis?: string | null;

  @ApiPropertyOptional({ nullable: true, description: "An employee of the organization; 'unassigned' for none" })
  @IsUUID('all', { message: M.ownerId })
  @IsOptional()
  @Transform(noneToNull)
  ownerId?: string | null;

  @ApiPropertyOptional({ description: "One of the organization's requestStatuses; default the first" })
  @MaxLength(100, { message: M.statusRequired })
  @IsNotEmpty({ message: M.statusRequired })
  @IsString({ message: M.statusRequired })
  @ValidateIf((o: RequestFields) => o.status !== undefined)
  @Transform(trim)
  status?: string;

  @ApiPropertyOptional({ enum: REQUEST_PRIORITIES, default: 'Medium' })
  @IsIn(REQUEST_PRIORITIES, { message: M.priorityInvalid })
  @IsNotEmpty({ message: M.priorityRequired })
  @ValidateIf((o: RequestFields) => o.priority !== undefined)
  @Transform(trim)
  priority?: RequestPriority;

  @ApiPropertyOptional({ enum: DEPARTMENTS, description: "Default: the caller's department, else Finance" })
  @IsIn(DEPARTMENTS, { message: M.departmentInvalid })
  @IsNotEmpty({ message: M.departmentRequired })
  @ValidateIf((o: RequestFields) => o.department !== undefined)
  @Transform(trim)
  department?: string;

  @ApiPropertyOptional({ nullable: true, description: "An objective assignment of the organization; 'none' for none" })
  @IsUUID('all', { message: M.linkedObjectiveId })
  @IsOptional()
  @Transform(noneToNull)
  linkedObjectiveAssignmentId?: string | null;

  @ApiPropertyOptional({ nullable: true, description: "A KPI assignment of the organization; 'none' for none" })
  @IsUUID('all', { message: M.linkedKpiId })
  @IsOptional()
  @Transform(noneToNull)
  linkedKpiAssignmentId?: string | null;

  @ApiPropertyOptional({ type: [String], description: "File names; extensions from the organization's allowedFileTypes" })
  @MaxLength(500, { each: true, message: M.attachments })
  @IsString({ each: true, message: M.attachments })
  @ArrayMaxSize(MAX_ATTACHMENTS, { message: M.attachments })
  @IsArray({ message: M.attachments })
  @IsOptional()
  attachments?: string[];

  @ApiPropertyOptional({ description: 'Status change reason (when status changes)' })
  @MaxLength(1000, { message: M.reasonMax })
  @IsString({ message: M.reasonMax })
  @IsOptional()
  @Transform(blankToNull)
  reason?: string | null;

  @ApiPropertyOptional({ description: 'Accepted and ignored: the server stamps the time' })
  @IsOptional()
  updatedAt?: unknown;
}

export class CreateRequestDto extends RequestFields {
  @ApiProperty()
  @MaxLength(200, { message: M.titleMax })
  @MinLength(1, { message: M.titleRequired })
  @IsString({ message: M.titleRequired })
  @Transform(trim)
  title: string;

  @ApiProperty()
  @MaxLength(10000, { message: M.descriptionMax })
  @MinLength(1, { message: M.descriptionRequired })
  @IsString({ message: M.descriptionRequired })
  @Transform(trim)
  description: string;

  @ApiPropertyOptional({ description: "If sent, must name the caller (their user id or employee id); the server sets it" })
  @IsUUID('all', { message: M.requesterMismatch })
  @IsOptional()
  @Transform(noneToNull)
  requesterId?: string | null;
}

export class UpdateRequestDto extends RequestFields {
  @ApiPropertyOptional()
  @MaxLength(200, { message: M.titleMax })
  @MinLength(1, { message: M.titleRequired })
  @IsString({ message: M.titleRequired })
  @ValidateIf((o: UpdateRequestDto) => o.title !== undefined)
  @Transform(trim)
  title?: string;

  @ApiPropertyOptional()
  @MaxLength(10000, { message: M.descriptionMax })
  @MinLength(1, { message: M.descriptionRequired })
  @IsString({ message: M.descriptionRequired })
  @ValidateIf((o: UpdateRequestDto) => o.description !== undefined)
  @Transform(trim)
  description?: string;
}

/** PATCH /api/requests/:id/status */
export class ChangeRequestStatusDto {
  @ApiProperty()
  @MaxLength(100, { message: M.statusRequired })
  @IsNotEmpty({ message: M.statusRequired })
  @IsString({ message: M.statusRequired })
  @Transform(trim)
  status: string;

  @ApiPropertyOptional({ nullable: true })
  @MaxLength(1000, { message: M.reasonMax })
  @IsString({ message: M.reasonMax })
  @IsOptional()
  @Transform(blankToNull)
  reason?: string | null;

  @ApiPropertyOptional({ description: 'When sent, must equal the current status (else 409)' })
  @MaxLength(100, { message: M.statusRequired })
  @IsString({ message: M.statusRequired })
  @IsOptional()
  @Transform(blankToNull)
  previousStatus?: string | null;

  @ApiPropertyOptional({ description: 'Accepted and ignored: the server stamps the time' })
  @IsOptional()
  updatedAt?: unknown;
}

export function toRequestResponse(
  r: RequestRow,
  extra: { requesterName?: string | null; ownerName?: string | null; commentCount?: number; createdAt?: string; updatedAt?: string } = {},
): RequestRecord {
  return {
    id: r.id,
    organizationId: r.organizationId,
    type: r.type,
    title: r.title,
    description: r.description,
    impactAnalysis: r.impactAnalysis,
    requesterId: r.requesterId,
    requesterName: extra.requesterName ?? null,
    ownerId: r.ownerId,
    ownerName: extra.ownerName ?? null,
    status: r.status,
    priority: r.priority,
    department: r.department,
    linkedObjectiveAssignmentId: r.linkedObjectiveAssignmentId,
    linkedKpiAssignmentId: r.linkedKpiAssignmentId,
    attachments: r.attachments ?? [],
    commentCount: extra.commentCount ?? 0,
    createdAt: extra.createdAt ?? r.createdAt.toISOString(),
    updatedAt: extra.updatedAt ?? r.updatedAt.toISOString(),
  };
}
