import { Injectable } from '@nestjs/common';

/** The initiatives' idea of "now" (the list's overdue flag, the overdue schedule); tests replace it. */
@Injectable()
export class InitiativeClock {
  now(): Date {
    return new Date();
  }
}
