import { Injectable } from '@nestjs/common';

/** The one "now" of account security (reset links, TOTP steps); tests replace `now` to move time. */
@Injectable()
export class SecurityClock {
  now(): Date {
    return new Date();
  }
}
