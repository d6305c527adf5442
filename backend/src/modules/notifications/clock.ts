import { Injectable } from '@nestjs/common';

/** The notifications' idea of "now": quiet hours, schedules and sweeps read it, tests replace it. */
@Injectable()
export class NotificationClock {
  now(): Date {
    return new Date();
  }
}
