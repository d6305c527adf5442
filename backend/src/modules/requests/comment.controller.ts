import type { CommentRecord } from '@scorecard/contracts';
import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListResult } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { CommentService } from './comment.service';
import { CreateCommentDto, UpdateCommentDto } from './dto/comment.dto';

@ApiTags('comments')
@Controller('comments')
export class CommentController {
  constructor(private readonly comments: CommentService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<ListResult<CommentRecord>> {
    return this.comments.list(actor, query);
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<CommentRecord> {
    return this.comments.get(actor, id);
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateCommentDto): Promise<CommentRecord> {
    return this.comments.create(actor, dto);
  }

  @Put(':id')
  update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateCommentDto): Promise<CommentRecord> {
    return this.comments.update(actor, id, dto);
  }

  /** Soft delete, like PUT with isDeleted true. */
  @Delete(':id')
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<CommentRecord> {
    return this.comments.remove(actor, id);
  }
}
