import { ApiPropertyOptional } from '@nestjs/swagger';
import { BSC_PERSPECTIVES, type BscPerspective } from '@scorecard/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ScorecardQueryDto } from './scorecard-query.dto';

export const EXPLAIN_MESSAGES = {
  both: 'Give one of kpiAssignmentId, objectiveAssignmentId or perspective, not more',
  perspective: `perspective must be one of ${BSC_PERSPECTIVES.join(', ')}`,
  id: 'The id must be an assignment id',
  kpiNotFound: 'KPI assignment not found',
  objectiveNotFound: 'Objective assignment not found',
};

/**
 * DESIGN decision 22: the scorecard's view parameters and, to explain a KPI line, its
 * `kpiAssignmentId`; an objective, its `objectiveAssignmentId`; a perspective (beyond the decision,
 * so every score on the screens explains itself), its key; with none, the level. An id that
 * is not on the function's scorecard of that year (another organization's among them) answers 404.
 */
export class ExplainQueryDto extends ScorecardQueryDto {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsString({ message: EXPLAIN_MESSAGES.id }) @MaxLength(64, { message: EXPLAIN_MESSAGES.id })
  kpiAssignmentId?: string;

  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsString({ message: EXPLAIN_MESSAGES.id }) @MaxLength(64, { message: EXPLAIN_MESSAGES.id })
  objectiveAssignmentId?: string;

  @ApiPropertyOptional({ enum: BSC_PERSPECTIVES }) @IsOptional() @IsIn(BSC_PERSPECTIVES, { message: EXPLAIN_MESSAGES.perspective })
  perspective?: BscPerspective;
}
