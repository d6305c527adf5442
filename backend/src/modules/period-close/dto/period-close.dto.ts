import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PERIOD_CLOSE_MESSAGES } from '@scorecard/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const REASON_MAX = 500;
const reasonLength = `Reason must be at most ${REASON_MAX} characters`;

/** POST /api/reporting-periods/:key/lock */
export class LockPeriodDto {
  @ApiPropertyOptional({ nullable: true, maxLength: REASON_MAX })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'Reason must be text' })
  @MaxLength(REASON_MAX, { message: reasonLength })
  reason?: string | null;
}

/** POST /api/reporting-periods/:key/unlock: the reason is required. */
export class UnlockPeriodDto {
  @ApiProperty({ maxLength: REASON_MAX })
  @Transform(trimmed)
  @ValidateBy(
    { name: 'requiredReason', validator: { validate: (value: unknown) => typeof value === 'string' && value !== '' && value.length <= REASON_MAX } },
    { message: ({ value }) => (typeof value === 'string' && value !== '' ? reasonLength : PERIOD_CLOSE_MESSAGES.unlockReasonRequired) },
  )
  reason: string;
}
