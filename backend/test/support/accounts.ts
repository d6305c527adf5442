import { CapturedMail } from './smtp-capture';

/** Sign-up bodies and what the verification mail carries, for the suites that sign up over HTTP. */

export const codeOf = (mail: CapturedMail) => /verification code is:\s*(\d{6})/.exec(mail.body)![1];
export const tokenOf = (mail: CapturedMail) => decodeURIComponent(/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(mail.body)![1]);

let counter = 0;
/** A sign-up body with an address no other test uses. */
export function newAccount() {
  counter += 1;
  return { firstName: 'Grace', lastName: 'Hopper', email: `grace${counter}.${Date.now()}@example.com`, password: 'cobol-forever-59', companyName: 'Navy Labs' };
}
