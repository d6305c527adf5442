import type { CommentRecord } from '@scorecard/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, Equals, IsArray, IsBoolean, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { CommentRow } from '../comment.entity';
import { COMMENT_MESSAGES as M, REQUEST_MESSAGES } from '../request.messages';
import { noneToNull, trim } from '../../../common/dto-transforms';
import { MAX_ATTACHMENTS } from './request.dto';

export const MAX_MENTIONS = 50;

class CommentExtras {
  @ApiPropertyOptional({ type: [String], description: 'User ids of the same organization' })
  @IsUUID('all', { each: true, message: M.mentions })
  @ArrayMaxSize(MAX_MENTIONS, { message: M.mentions })
  @IsArray({ message: M.mentions })
  @IsOptional()
  mentions?: string[];

  @ApiPropertyOptional({ type: [String], description: "File names; extensions from the organization's allowedFileTypes" })
  @MaxLength(500, { each: true, message: REQUEST_MESSAGES.attachments })
  @IsString({ each: true, message: REQUEST_MESSAGES.attachments })
  @ArrayMaxSize(MAX_ATTACHMENTS, { message: REQUEST_MESSAGES.attachments })
  @IsArray({ message: REQUEST_MESSAGES.attachments })
  @IsOptional()
  attachments?: string[];

  @ApiPropertyOptional({ description: 'Accepted and ignored: the server stamps the time' })
  @IsOptional()
  updatedAt?: unknown;
}

export class CreateCommentDto extends CommentExtras {
  @ApiProperty()
  @IsUUID('all', { message: REQUEST_MESSAGES.requestId })
  @IsString({ message: REQUEST_MESSAGES.requestId })
  requestId: string;

  @ApiProperty()
  @MaxLength(5000, { message: M.tooLong })
  @MinLength(1, { message: M.empty })
  @IsString({ message: M.empty })
  @Transform(trim)
  content: string;

  @ApiPropertyOptional({ nullable: true, description: 'A root comment of the same request (a reply to a reply joins its root)' })
  @IsUUID('all', { message: M.parentId })
  @IsOptional()
  @Transform(noneToNull)
  parentCommentId?: string | null;

  @ApiPropertyOptional({ description: 'If sent, must name the caller (their user id or employee id); the server sets it' })
  @IsUUID('all', { message: M.authorMismatch })
  @IsOptional()
  authorId?: string | null;

  @ApiPropertyOptional({ description: 'If sent, must be false' })
  @Equals(false, { message: M.isDeletedOnCreate })
  @IsOptional()
  isDeleted?: boolean;
}

/** PUT /api/comments/:id: an edit ({content}) or a soft delete ({isDeleted: true, content?}). */
export class UpdateCommentDto extends CommentExtras {
  @ApiPropertyOptional()
  @MaxLength(5000, { message: M.tooLong })
  @MinLength(1, { message: M.empty })
  @IsString({ message: M.empty })
  // A soft delete replaces the content whatever is sent.
  @ValidateIf((o: UpdateCommentDto) => o.content !== undefined && o.isDeleted !== true)
  @Transform(trim)
  content?: string;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'isDeleted must be true or false' })
  @IsOptional()
  isDeleted?: boolean;
}

export function toCommentResponse(c: CommentRow, authorName: string | null = null): CommentRecord {
  return {
    id: c.id,
    organizationId: c.organizationId,
    requestId: c.requestId,
    parentCommentId: c.parentCommentId,
    authorId: c.authorId,
    authorName,
    content: c.content,
    attachments: c.attachments ?? [],
    mentions: c.mentions ?? [],
    isDeleted: c.isDeleted,
    edited: !c.isDeleted && c.updatedAt.getTime() !== c.createdAt.getTime(),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
