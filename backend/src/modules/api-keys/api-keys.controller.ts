import type { ApiKey, CreatedApiKey } from '@scorecard/contracts';
import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/tenancy/access.decorators';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { ApiKeysService } from './api-keys.service';
import { CreateApiKeyDto } from './dto/api-key.dto';

/** Settings → API: the organization's API keys (DESIGN decision 26). Admins only. */
@ApiTags('api-keys')
@Roles('admin', 'super_admin')
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<ApiKey[]> {
    return this.keys.list(actor);
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateApiKeyDto): Promise<CreatedApiKey> {
    return this.keys.create(actor, dto);
  }

  @Delete(':id')
  revoke(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ApiKey> {
    return this.keys.revoke(actor, id);
  }
}
