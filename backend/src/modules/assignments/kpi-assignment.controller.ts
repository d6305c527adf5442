import type { KpiAssignment as KpiAssignmentRecord } from '@scorecard/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { JsonListResult } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { CreateKpiAssignmentDto, UpdateKpiAssignmentDto } from './dto/kpi-assignment.dto';
import { KpiAssignmentService } from './kpi-assignment.service';
import { KpiResultRecordingService } from './kpi-result-recording.service';
import { KpiReviewDto } from './dto/kpi-review.dto';
import { KpiReviewService } from './kpi-review.service';
import type { KpiValueChange } from '@scorecard/contracts';
import { KpiValueHistoryService } from './kpi-value-history.service';

@ApiTags('assignments')
@Controller('kpi-assignments')
export class KpiAssignmentController {
  constructor(
    private readonly assignments: KpiAssignmentService,
    private readonly recording: KpiResultRecordingService,
    private readonly reviews: KpiReviewService,
    private readonly history: KpiValueHistoryService,
  ) {}

  /** Every change of its targets and results, newest first (DESIGN decision 22). */
  @Get(':id/history')
  valueHistory(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<KpiValueChange[]> {
    return this.history.history(actor, id, async (m) => (await this.assignments.findIn(m, actor.organizationId, id)) !== null);
  }

  /** Approve, or return with a comment, one value (DESIGN decision 21). */
  @Post(':id/review')
  @HttpCode(200)
  review(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: KpiReviewDto): Promise<KpiAssignmentRecord> {
    return this.reviews.review(actor, id, dto);
  }

  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<JsonListResult<KpiAssignmentRecord>> {
    return this.assignments.list(actor, query);
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<KpiAssignmentRecord> {
    return this.assignments.get(actor, id);
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateKpiAssignmentDto): Promise<KpiAssignmentRecord> {
    return this.assignments.create(actor, dto);
  }

  /** Edits (weight, targets, period) and result updates (actualResults or actualResult); the server computes the score. */
  @Patch(':id')
  update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateKpiAssignmentDto): Promise<KpiAssignmentRecord> {
    return this.recording.update(actor, id, dto);
  }

  /** The actual-results dialog's call: the same body and rules as PATCH. */
  @Put(':id')
  replace(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateKpiAssignmentDto): Promise<KpiAssignmentRecord> {
    return this.recording.update(actor, id, dto);
  }

  @Delete(':id')
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<KpiAssignmentRecord> {
    return this.assignments.remove(actor, id);
  }
}
