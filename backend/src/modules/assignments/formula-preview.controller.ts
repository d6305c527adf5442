import type { FormulaPreview } from '@scorecard/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { FormulaPreviewDto } from './dto/formula-preview.dto';
import { FormulaPreviewService } from './formula-preview.service';

/**
 * `POST /api/kpis/formula-preview`: under the library's path (the KPI form asks it), served by the
 * assignments context, which owns the values it reads. 200 with the preview; 422 as a save would.
 */
@ApiTags('library')
@Controller('kpis')
export class FormulaPreviewController {
  constructor(private readonly previews: FormulaPreviewService) {}

  @Post('formula-preview')
  @HttpCode(200)
  preview(@CurrentActor() actor: Actor, @Body() dto: FormulaPreviewDto): Promise<FormulaPreview> {
    return this.previews.preview(actor, dto);
  }
}
