import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ReviewDecision } from '@scorecard/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/kpi-assignments/:id/review (DESIGN decision 21). */
export class KpiReviewDto {
  /** the KPI's own period key ('q1', 'january', 'annual') */
  @ApiProperty({ example: 'q1' }) @IsString({ message: 'period must be a period key of the KPI, such as q1' }) @MaxLength(20, { message: 'period must be a period key of the KPI, such as q1' })
  period: string;

  @ApiProperty({ enum: ['approve', 'return'] }) @IsIn(['approve', 'return'], { message: "decision must be 'approve' or 'return'" })
  decision: ReviewDecision;

  /** required to return */
  @ApiPropertyOptional({ nullable: true, maxLength: 2000 })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'comment must be text' })
  @MaxLength(2000, { message: 'comment must be at most 2000 characters' })
  comment?: string | null;
}
