import type { ApiKeyScope } from '@scorecard/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { API_KEY_SCOPES } from '@scorecard/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { trim } from '../../../common/dto-transforms';

export class CreateApiKeyDto {
  @ApiProperty({ example: 'ERP import' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @MinLength(1, { message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  @Transform(trim)
  name: string;

  @ApiProperty({ enum: API_KEY_SCOPES })
  @IsIn(API_KEY_SCOPES as unknown as string[], { message: "Scope must be 'read' or 'write'" })
  scope: ApiKeyScope;
}
