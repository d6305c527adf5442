import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { LiveEvent } from '@scorecard/contracts';
import type { Request, Response } from 'express';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { LiveBus, LiveMessage } from './live-bus';

export const HEARTBEAT_MS = 20_000;

/**
 * `GET /api/events` (DESIGN decision 26): server-sent events of the caller's organization, each
 * `{type, entity, id}` with an `id:` line. A comment line every 20 s keeps proxies from closing the
 * stream. A reconnect sending `Last-Event-ID` gets what it missed from the last two minutes; when
 * that event is no longer known it gets one `event: reset`, telling the client to refetch.
 * `Cache-Control: no-transform` keeps the compression middleware from buffering the stream.
 */
@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(private readonly bus: LiveBus) {}

  @Get()
  @ApiProduces('text/event-stream')
  stream(@CurrentActor() actor: Actor, @Req() req: Request, @Res() res: Response): void {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    req.socket.setTimeout(0);
    req.socket.setNoDelay(true);

    const mine = (m: LiveMessage) => m.organizationId === actor.organizationId && (!m.userId || m.userId === actor.userId);
    const send = (m: LiveMessage) => {
      const event: LiveEvent = { type: m.type, entity: m.entity, id: m.id };
      res.write(`id: ${m.eventId}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    res.write(`retry: 3000\n: connected\n\n`);
    const last = req.get('last-event-id');
    if (last) {
      const missed = this.bus.since(last);
      if (missed === null) res.write(`event: reset\ndata: {}\n\n`);
      else missed.filter(mine).forEach(send);
    }
    const unsubscribe = this.bus.subscribe(
      (m) => {
        if (mine(m)) send(m);
      },
      () => res.end(),
    );
    const heartbeat = setInterval(() => res.write(`: heartbeat ${Date.now()}\n\n`), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    req.on('close', end);
    res.on('close', end);
  }
}
