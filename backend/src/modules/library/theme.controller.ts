import type { Theme as ThemeRecord } from '@scorecard/contracts';
import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListResult } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { CreateThemeDto, UpdateThemeDto } from './dto/theme.dto';
import { ThemeService } from './theme.service';

@ApiTags('library')
@Controller('themes')
export class ThemeController {
  constructor(private readonly themes: ThemeService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<ListResult<ThemeRecord>> {
    return this.themes.list(actor, query);
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ThemeRecord> {
    return this.themes.get(actor, id);
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateThemeDto): Promise<ThemeRecord> {
    return this.themes.create(actor, dto);
  }

  @Patch(':id')
  update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateThemeDto): Promise<ThemeRecord> {
    return this.themes.update(actor, id, dto);
  }

  /** react-admin's simple-REST provider updates with PUT; same partial body as PATCH. */
  @Put(':id')
  replace(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateThemeDto): Promise<ThemeRecord> {
    return this.themes.update(actor, id, dto);
  }

  @Delete(':id')
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ThemeRecord> {
    return this.themes.remove(actor, id);
  }
}
