import type { WebhookEvent } from '@scorecard/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENTS } from '@scorecard/contracts';
import { Transform } from 'class-transformer';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { trim } from '../../../common/dto-transforms';

export class CreateWebhookDto {
  @ApiProperty({ example: 'https://erp.example.com/scorecard-hook' })
  @MaxLength(2048, { message: 'Webhook URL must be at most 2048 characters' })
  @MinLength(1, { message: 'Webhook URL is required' })
  @IsString({ message: 'Webhook URL is required' })
  @Transform(trim)
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true })
  @IsIn(WEBHOOK_EVENTS as unknown as string[], { each: true, message: `Events must be among ${WEBHOOK_EVENTS.join(', ')}` })
  @ArrayUnique({ message: 'Events must not repeat' })
  @ArrayMinSize(1, { message: 'Choose at least one event' })
  @IsArray({ message: 'Choose at least one event' })
  events: WebhookEvent[];

  @ApiProperty({ description: 'Signs every delivery: X-Scorecard-Signature: sha256=<hex HMAC-SHA256 of the raw body>' })
  @MaxLength(200, { message: 'Secret must be at most 200 characters' })
  @MinLength(8, { message: 'Secret must be at least 8 characters' })
  @IsString({ message: 'Secret must be at least 8 characters' })
  secret: string;
}
