import type { RequestStatusHistory } from '@scorecard/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { RequestStatusHistoryRow } from '../request-status-history.entity';
import { REQUEST_MESSAGES as M } from '../request.messages';
import { blankToNull, trim } from '../../../common/dto-transforms';

/** POST /api/request-status-history: the same permission-checked status change as PATCH /api/requests/:id/status. */
export class CreateStatusHistoryDto {
  @ApiProperty()
  @IsUUID('all', { message: M.requestId })
  @IsString({ message: M.requestId })
  requestId: string;

  @ApiProperty()
  @MaxLength(100, { message: M.statusRequired })
  @IsNotEmpty({ message: M.statusRequired })
  @IsString({ message: M.statusRequired })
  @Transform(trim)
  newStatus: string;

  @ApiPropertyOptional({ description: 'When sent, must equal the current status (else 409)' })
  @MaxLength(100, { message: M.statusRequired })
  @IsString({ message: M.statusRequired })
  @IsOptional()
  @Transform(blankToNull)
  previousStatus?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @MaxLength(1000, { message: M.reasonMax })
  @IsString({ message: M.reasonMax })
  @IsOptional()
  @Transform(blankToNull)
  reason?: string | null;

  @ApiPropertyOptional({ description: 'If sent, must name the caller (their user id or employee id); the server records the caller' })
  @IsUUID('all', { message: M.changedByMismatch })
  @IsOptional()
  changedById?: string | null;
}

export function toStatusHistoryResponse(h: RequestStatusHistoryRow, changedByName: string | null = null): RequestStatusHistory {
  return {
    id: h.id,
    organizationId: h.organizationId,
    requestId: h.requestId,
    changedById: h.changedById,
    changedByName,
    previousStatus: h.previousStatus,
    newStatus: h.newStatus,
    reason: h.reason,
    changedAt: h.changedAt.toISOString(),
  };
}
