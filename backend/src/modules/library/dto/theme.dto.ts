import type { Theme as ThemeRecord } from '@scorecard/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_THEME_COLOR, HEX_COLOR_PATTERN, SCORECARD_MESSAGES } from '@scorecard/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import { ECHO_MESSAGES } from '../../../common/echo-fields';
import { OptionalNotNull, blankToNull, trim } from '../../../common/dto-transforms';
import { Theme } from '../theme.entity';

export const THEME_MESSAGES = {
  color: 'Color must be a 6-digit hex colour such as #3B82F6',
  nameLength: 'Name must be at most 200 characters',
  descriptionLength: 'Description must be at most 2000 characters',
  descriptionText: 'Description must be text',
  notFound: 'Theme not found',
};

const NameField = () =>
  applyDecorators(
    Transform(trim),
    IsString({ message: SCORECARD_MESSAGES.nameRequired }),
    MinLength(1, { message: SCORECARD_MESSAGES.nameRequired }),
    MaxLength(200, { message: THEME_MESSAGES.nameLength }),
  );
const DescriptionField = () =>
  applyDecorators(Transform(blankToNull), IsOptional(), IsString({ message: THEME_MESSAGES.descriptionText }), MaxLength(2000, { message: THEME_MESSAGES.descriptionLength }));
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const ColorField = () => applyDecorators(Transform(upper), IsString({ message: THEME_MESSAGES.color }), Matches(HEX_COLOR_PATTERN, { message: THEME_MESSAGES.color }));

export class CreateThemeDto {
  @ApiProperty() @NameField() name: string;
  @ApiPropertyOptional({ nullable: true }) @DescriptionField() description?: string | null;
  @ApiPropertyOptional({ default: DEFAULT_THEME_COLOR }) @IsOptional() @ColorField() color?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.organization }) organizationId?: string;
}

/** PATCH: every field optional; a field sent is validated as on create. */
export class UpdateThemeDto {
  @ApiPropertyOptional() @OptionalNotNull() @NameField() name?: string;
  @ApiPropertyOptional({ nullable: true }) @DescriptionField() description?: string | null;
  @ApiPropertyOptional() @OptionalNotNull() @ColorField() color?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.id }) id?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: ECHO_MESSAGES.organization }) organizationId?: string;
}

export function toThemeResponse(t: Theme): ThemeRecord {
  return {
    id: t.id,
    organizationId: t.organizationId,
    name: t.name,
    description: t.description,
    color: t.color,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
