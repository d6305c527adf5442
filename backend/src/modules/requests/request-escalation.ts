import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { NotificationEvents } from '../notifications/notification-events';
import { ESCALATION_DUE, EscalationDue } from '../notifications/notification.events';
import { requestEscalated } from '../notifications/request-events';
import { SettingsService } from '../settings/settings.service';
import { closedRequestStatuses } from './request-statuses';
import { markEscalationsHandled, staleHighPriorityRequests } from './request.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Escalates open High-priority requests with no status change for the configured number of days,
 * once per quiet spell (the key carries the last change's time; the request keeps the spell it was
 * handled for, so a run reads only the requests newly due). Runs on the notifications'
 * escalation schedule (its ESCALATION_DUE event), so the requests table is read by its own context.
 */
@Injectable()
export class RequestEscalation {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly notifications: NotificationEvents,
  ) {}

  @OnEvent(ESCALATION_DUE, { suppressErrors: false })
  async onEscalationDue({ now, days }: EscalationDue): Promise<void> {
    await this.run(now, days);
  }

  async run(now: Date, days: number): Promise<number> {
    const before = new Date(now.getTime() - days * DAY_MS);
    const stale = await staleHighPriorityRequests(this.dataSource.manager, before);
    const closedByOrganization = new Map<string, readonly string[]>();
    let escalated = 0;
    for (const request of stale) {
      if (!closedByOrganization.has(request.organizationId)) {
        closedByOrganization.set(request.organizationId, closedRequestStatuses((await this.settings.get(request.organizationId)).requestStatuses));
      }
      if (closedByOrganization.get(request.organizationId)!.includes(request.status)) continue;
      await this.notifications.record(this.dataSource.manager, requestEscalated(request, new Date(request.lastChangeAt), days));
      escalated++;
    }
    // Escalated or closed, each is done until its next status change (a run stopped before this
    // point escalates again next time, deduplicated by the notification's cause).
    await markEscalationsHandled(this.dataSource.manager, stale, before);
    return escalated;
  }
}
