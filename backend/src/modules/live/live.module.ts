import { Module } from '@nestjs/common';
import { EventsController } from './events.controller';
import { LiveBus } from './live-bus';

/**
 * Live updates (DESIGN decision 26): committed changes of results, requests and notifications,
 * through Redis pub/sub (in-process without Redis), streamed to signed-in screens as server-sent
 * events. Owns no table.
 */
@Module({
  controllers: [EventsController],
  providers: [LiveBus],
})
export class LiveModule {}
