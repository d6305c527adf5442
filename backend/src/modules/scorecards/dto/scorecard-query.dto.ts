import { ApiPropertyOptional } from '@nestjs/swagger';
import { FREQUENCIES, HISTORY_MESSAGES, VIEW_TYPES } from '@scorecard/contracts';
import type { Frequency, ViewType } from '@scorecard/contracts';
import { normalizeFrequency } from '@scorecard/scoring';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export const SCORECARD_QUERY_MESSAGES = {
  year: 'year must be a year such as 2026',
  frequency: 'frequency must be monthly, quarterly or annual',
  view: 'view must be period or ytd',
  period: (period: string, frequency: Frequency, keys: readonly string[]) => `period '${period}' is not a ${frequency} period (expected ${keys.join(', ')})`,
  periodText: 'period must be a period key such as q2, june or annual',
};

/** A year such as 2026 (the assignments' period). */
export const YEAR_PATTERN = /^(19|20|21)\d{2}$/;

const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** ?year=2026&frequency=quarterly&period=q2&view=period (DESIGN section 5); every parameter optional. */
export class ScorecardQueryDto {
  /** default: the current year in the organization's time zone */
  @ApiPropertyOptional({ example: '2026' }) @IsOptional() @Matches(YEAR_PATTERN, { message: SCORECARD_QUERY_MESSAGES.year }) year?: string;
  /** default quarterly; 'annually' is read as annual */
  @ApiPropertyOptional({ enum: FREQUENCIES })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? (normalizeFrequency(value) ?? value) : value))
  @IsIn(FREQUENCIES, { message: SCORECARD_QUERY_MESSAGES.frequency })
  frequency?: Frequency;
  /** a key of the frequency (q1…q4, january…december, annual); default the current one */
  @ApiPropertyOptional({ example: 'q2' }) @IsOptional() @MaxLength(20, { message: SCORECARD_QUERY_MESSAGES.periodText }) @IsString({ message: SCORECARD_QUERY_MESSAGES.periodText })
  period?: string;
  /** period (default) or ytd; the annual frequency forces ytd */
  @ApiPropertyOptional({ enum: VIEW_TYPES }) @IsOptional() @Transform(lower) @IsIn(VIEW_TYPES, { message: SCORECARD_QUERY_MESSAGES.view }) view?: ViewType;
  /** an ISO instant: the values as they stood then (DESIGN decision 22); checked by resolveScorecardView */
  @ApiPropertyOptional({ example: '2026-03-31T23:59:59Z' }) @IsOptional() @IsString({ message: HISTORY_MESSAGES.asOf }) @MaxLength(40, { message: HISTORY_MESSAGES.asOf })
  asOf?: string;
}
