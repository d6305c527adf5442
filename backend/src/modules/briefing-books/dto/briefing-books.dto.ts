import { ApiProperty } from '@nestjs/swagger';
import { BRIEFING_BOOK_MAX_FUNCTIONS, BRIEFING_BOOK_MESSAGES, BRIEFING_BOOK_SECTIONS, COMMENTARY_MAX_LENGTH, FREQUENCIES, VIEW_TYPES } from '@scorecard/contracts';
import type { BriefingBookSection, Frequency, ViewType } from '@scorecard/contracts';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import { Transform } from 'class-transformer';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const asText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);

/** POST /api/briefing-books (DESIGN decision 23). */
export class CreateBriefingBookDto {
  @ApiProperty({ example: 'Board pack Q2 2026' })
  @Transform(trim)
  @IsString({ message: 'title is required' })
  @MinLength(1, { message: 'title is required' })
  @MaxLength(200, { message: 'title is at most 200 characters' })
  title: string;

  @ApiProperty({ type: [String] })
  @IsArray({ message: BRIEFING_BOOK_MESSAGES.noFunctions })
  @ArrayMinSize(1, { message: BRIEFING_BOOK_MESSAGES.noFunctions })
  @ArrayMaxSize(BRIEFING_BOOK_MAX_FUNCTIONS, { message: `A book holds at most ${BRIEFING_BOOK_MAX_FUNCTIONS} functions` })
  @IsUUID('all', { each: true, message: BRIEFING_BOOK_MESSAGES.unknownFunction })
  functionIds: string[];

  @ApiProperty({ example: 2026 })
  @Transform(asText)
  @Matches(/^(19|20|21)\d{2}$/, { message: 'year must be a year such as 2026' })
  year: string;

  @ApiProperty({ enum: FREQUENCIES })
  @IsIn(FREQUENCIES, { message: 'frequency must be monthly, quarterly or annual' })
  frequency: Frequency;

  @ApiProperty({ example: 'q2' })
  @IsString({ message: 'period must be a period key such as q2, june or annual' })
  @MaxLength(20, { message: 'period must be a period key such as q2, june or annual' })
  period: string;

  @ApiProperty({ enum: VIEW_TYPES })
  @IsIn(VIEW_TYPES, { message: 'view must be period or ytd' })
  view: ViewType;

  @ApiProperty({ enum: BRIEFING_BOOK_SECTIONS, isArray: true })
  @IsArray({ message: BRIEFING_BOOK_MESSAGES.noSections })
  @ArrayMinSize(1, { message: BRIEFING_BOOK_MESSAGES.noSections })
  @IsIn(BRIEFING_BOOK_SECTIONS, { each: true, message: `sections must be among ${BRIEFING_BOOK_SECTIONS.join(', ')}` })
  sections: BriefingBookSection[];
}

/** PUT /api/commentary {functionId, period, text}. */
export class PutCommentaryDto {
  @ApiProperty() @IsUUID('all', { message: BRIEFING_BOOK_MESSAGES.functionNotFound }) functionId: string;
  @ApiProperty({ example: '2026-q2' }) @IsString({ message: BRIEFING_BOOK_MESSAGES.period }) @MaxLength(20, { message: BRIEFING_BOOK_MESSAGES.period }) period: string;
  @ApiProperty() @IsString({ message: 'text must be text' }) @MaxLength(COMMENTARY_MAX_LENGTH, { message: BRIEFING_BOOK_MESSAGES.textTooLong }) text: string;
}

/** PUT /api/briefing-books/schedule {enabled, recipientIds}. */
export class PutBriefingBookScheduleDto {
  @ApiProperty() @IsBoolean({ message: 'enabled must be true or false' }) enabled: boolean;

  @ApiProperty({ type: [String] })
  @IsArray({ message: BRIEFING_BOOK_MESSAGES.unknownRecipient })
  @ArrayMaxSize(500, { message: 'At most 500 recipients' })
  @IsUUID('all', { each: true, message: BRIEFING_BOOK_MESSAGES.unknownRecipient })
  recipientIds: string[];
}
