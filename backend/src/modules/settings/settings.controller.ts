import type { OrganizationSettingsRecord } from '@scorecard/contracts';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { UpdateOrganizationSettingsDto } from './dto/organization-settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('organization-settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  read(@CurrentActor() actor: Actor): Promise<OrganizationSettingsRecord> {
    return this.settings.read(actor);
  }

  @Put()
  update(@CurrentActor() actor: Actor, @Body() dto: UpdateOrganizationSettingsDto): Promise<OrganizationSettingsRecord> {
    return this.settings.update(actor, dto);
  }
}
