import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookDeliveryProcessor } from './webhook-delivery.processor';
import { WebhookDeliveryRow, WebhookRow } from './webhook.entity';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Webhooks (DESIGN decision 26): endpoints, the outbox written from RECORD_CHANGED on the change's
 * transaction, and the BullMQ delivery with signature, timeout, retries and a delivery log.
 */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookRow, WebhookDeliveryRow])],
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookDeliveryProcessor],
})
export class WebhooksModule {}
