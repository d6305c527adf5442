import type { Webhook, WebhookDelivery } from '@scorecard/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/tenancy/access.decorators';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { CreateWebhookDto } from './dto/webhook.dto';
import { WebhooksService } from './webhooks.service';

/** Settings → API: the organization's webhooks and their delivery logs (DESIGN decision 26). Admins only. */
@ApiTags('webhooks')
@Roles('admin', 'super_admin')
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<Webhook[]> {
    return this.webhooks.list(actor);
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateWebhookDto): Promise<Webhook> {
    return this.webhooks.create(actor, dto);
  }

  @Delete(':id')
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<Webhook> {
    return this.webhooks.remove(actor, id);
  }

  @Get(':id/deliveries')
  deliveries(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<WebhookDelivery[]> {
    return this.webhooks.deliveryLog(actor, id);
  }

  @Post(':id/deliveries/:deliveryId/resend')
  @HttpCode(200)
  resend(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('deliveryId') deliveryId: string): Promise<WebhookDelivery> {
    return this.webhooks.resend(actor, id, deliveryId);
  }
}
