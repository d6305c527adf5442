import { MailJob, MailMessage } from '../mail/mail-message';

/** The team invitation's mail kind; its job carries ids only (the token is made when it is built). */
export const TEAM_INVITATION_MAIL = 'team-invitation';
export interface TeamInvitationMailJob extends MailJob {
  invitationId: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The invitation mail, text and HTML, with the link to /accept-invitation. */
export function composeInvitationMail(input: { to: string; firstName: string; organizationName: string; link: string; expiresAt: Date }): MailMessage {
  const name = input.firstName || 'there';
  const until = input.expiresAt.toISOString().slice(0, 10);
  return {
    to: input.to,
    subject: `You have been invited to join ${input.organizationName} on Scorecard`,
    text:
      `Hello ${name},\n\nYou have been invited to join ${input.organizationName} on Scorecard.\n\n` +
      `Accept the invitation and choose your password by opening this link (valid for 7 days, until ${until}):\n${input.link}\n\n` +
      `If you did not expect this, ignore this e-mail.\n`,
    html:
      `<p>Hello ${escapeHtml(name)},</p><p>You have been invited to join <strong>${escapeHtml(input.organizationName)}</strong> on Scorecard.</p>` +
      `<p><a href="${escapeHtml(input.link)}">Accept the invitation</a> and choose your password (the link is valid for 7 days, until ${until}).</p>` +
      `<p>If you did not expect this, ignore this e-mail.</p>`,
  };
}
