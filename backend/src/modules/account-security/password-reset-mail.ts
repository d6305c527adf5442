import { MailJob, MailMessage } from '../mail/mail-message';

/** The password-reset mail's kind; its job carries the user's id only (the token is made when it is built). */
export const PASSWORD_RESET_MAIL = 'password-reset';
export interface PasswordResetMailJob extends MailJob {
  userId: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The reset mail, text and HTML, with the one-hour link to /reset-password. */
export function composePasswordResetMail(input: { to: string; firstName: string | null; link: string }): MailMessage {
  const name = input.firstName || 'there';
  return {
    to: input.to,
    subject: 'Reset your Scorecard password',
    text:
      `Hello ${name},\n\nSomeone (we hope you) asked to reset the password of your Scorecard account.\n\n` +
      `Choose a new password by opening this link (valid for 1 hour, once):\n${input.link}\n\n` +
      `If you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
    html:
      `<p>Hello ${escapeHtml(name)},</p><p>Someone (we hope you) asked to reset the password of your Scorecard account.</p>` +
      `<p><a href="${escapeHtml(input.link)}">Choose a new password</a> (the link is valid for 1 hour, once).</p>` +
      `<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
  };
}
