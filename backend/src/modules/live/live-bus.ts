import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { LiveEntity } from '@scorecard/contracts';
import { randomBytes } from 'node:crypto';
import IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { AfterCommit } from '../../common/after-commit';
import { RECORD_CHANGED, RecordChanged } from '../../common/change-events';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/** One change as every API process hears it. */
export interface LiveMessage {
  /** Unique, in the order this process heard them: what `Last-Event-ID` names. */
  eventId: string;
  organizationId: string;
  /** Only this user's streams hear it (a notification is its recipient's). */
  userId?: string;
  type: string;
  entity: LiveEntity;
  id: string;
  at: number;
}

const LIVE_ENTITIES = new Set<string>(['result', 'request', 'notification']);
/** How long a process keeps what it heard, for reconnects that name their last event. */
export const CATCH_UP_MS = 2 * 60_000;
const CATCH_UP_MAX = 5000;

type Listener = (message: LiveMessage) => void;

/**
 * Live updates' bus (DESIGN decision 26). A committed change (RECORD_CHANGED, published after the
 * commit) goes to Redis pub/sub on `<prefix>:live`, which every API process of the deployment
 * subscribes to, so a result recorded through one process reaches a stream served by another;
 * without Redis, or while Redis refuses a publish, it goes to this process's own streams. Each
 * process keeps the last two minutes of what it heard, so a reconnect naming its last event id
 * catches up; one it cannot serve is told to refetch (events.controller.ts).
 */
@Injectable()
export class LiveBus implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Live');
  private readonly listeners = new Set<Listener>();
  private readonly closers = new Set<() => void>();
  private readonly recent: LiveMessage[] = [];
  private readonly channel: string;
  private publisher: IORedis | null = null;
  private subscriber: IORedis | null = null;
  private afterCommit!: AfterCommit<Omit<LiveMessage, 'eventId' | 'at'>>;
  private sequence = 0;
  private readonly origin = randomBytes(4).toString('hex');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.channel = `${config.redisPrefix}:live`;
  }

  async onModuleInit(): Promise<void> {
    this.afterCommit = new AfterCommit(this.dataSource, (messages) => messages.forEach((m) => void this.publish(m)));
    if (!this.config.redisUrl) return;
    const options = { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false };
    this.publisher = new IORedis(this.config.redisUrl, options);
    this.subscriber = new IORedis(this.config.redisUrl, { ...options, enableOfflineQueue: true });
    for (const redis of [this.publisher, this.subscriber]) redis.on('error', (err: Error) => this.logger.debug(`Redis: ${err.message}`));
    this.subscriber.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      try {
        this.hear(JSON.parse(raw) as LiveMessage);
      } catch {
        this.logger.warn('An unreadable live message was ignored');
      }
    });
    await Promise.race([this.subscriber.subscribe(this.channel).catch(() => undefined), new Promise((r) => setTimeout(r, 3000).unref())]);
  }

  /** Open streams end first, so the HTTP server can close (clients reconnect to another process). */
  beforeApplicationShutdown(): void {
    for (const close of [...this.closers]) close();
  }

  onApplicationShutdown(): void {
    this.listeners.clear();
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }

  /** Results, requests and notifications: announced once their transaction commits. */
  @OnEvent(RECORD_CHANGED, { suppressErrors: false })
  onChange({ manager, organizationId, event, entity, changes }: RecordChanged): void {
    if (!LIVE_ENTITIES.has(entity)) return;
    this.afterCommit.add(
      manager,
      changes.map((c) => ({
        organizationId,
        type: event,
        entity: entity as LiveEntity,
        id: c.id,
        ...(entity === 'notification' && typeof c.data.userId === 'string' ? { userId: c.data.userId } : {}),
      })),
    );
  }

  async publish(message: Omit<LiveMessage, 'eventId' | 'at'>): Promise<void> {
    const full: LiveMessage = { ...message, eventId: `${Date.now().toString(36)}-${this.origin}-${(++this.sequence).toString(36)}`, at: Date.now() };
    if (this.publisher?.status === 'ready') {
      try {
        await this.publisher.publish(this.channel, JSON.stringify(full));
        return;
      } catch (err) {
        this.logger.debug(`Live publish through Redis failed (${(err as Error).message}); this process's streams only`);
      }
    }
    this.hear(full);
  }

  subscribe(listener: Listener, close: () => void): () => void {
    this.listeners.add(listener);
    this.closers.add(close);
    return () => {
      this.listeners.delete(listener);
      this.closers.delete(close);
    };
  }

  /** What was heard after `eventId`, or null when that event is no longer (or never was) here. */
  since(eventId: string): LiveMessage[] | null {
    const at = this.recent.findIndex((m) => m.eventId === eventId);
    return at < 0 ? null : this.recent.slice(at + 1);
  }

  private hear(message: LiveMessage): void {
    this.recent.push(message);
    const horizon = Date.now() - CATCH_UP_MS;
    while (this.recent.length > CATCH_UP_MAX || (this.recent.length > 0 && this.recent[0]!.at < horizon)) this.recent.shift();
    for (const listener of this.listeners) listener(message);
  }
}
