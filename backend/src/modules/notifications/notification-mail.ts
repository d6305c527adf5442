import type { NotificationPriority } from '@scorecard/contracts';
import { MailMessage } from '../mail/mail-message';
import { ClaimedDelivery } from './notification.queries';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const link = (appUrl: string, actionUrl: string | null) => `${appUrl}${actionUrl ?? '/'}`;
const PRIORITY_LABEL: Record<NotificationPriority, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };

function page(title: string, inner: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a2027">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:24px">
<tr><td><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${inner}
<p style="font-size:12px;color:#5a6672;margin-top:24px">You receive this because of your notification preferences in Scorecard (Settings → Notifications).</p>
</td></tr></table></td></tr></table></body></html>`;
}

/** One notification, sent on its own. */
export function notificationMail(to: string, n: ClaimedDelivery, appUrl: string): MailMessage {
  const url = link(appUrl, n.actionUrl);
  return {
    to,
    subject: n.title,
    text: `${n.title}\n\n${n.message}\n\nPriority: ${PRIORITY_LABEL[n.priority]}\nOpen it: ${url}\n\nYou receive this because of your notification preferences in Scorecard (Settings → Notifications).\n`,
    html: page(
      n.title,
      `<p style="font-size:15px;line-height:1.5">${escapeHtml(n.message)}</p>
<p style="font-size:13px;color:#5a6672">Priority: ${PRIORITY_LABEL[n.priority]}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#1565c0;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Open in Scorecard</a></p>`,
    ),
  };
}

/** The waiting notifications of one user, oldest first, in one mail. */
export function digestMail(to: string, digest: 'daily' | 'weekly', items: ClaimedDelivery[], appUrl: string): MailMessage {
  const title = `Your ${digest} Scorecard digest: ${items.length} notification${items.length === 1 ? '' : 's'}`;
  const text = items.map((n, i) => `${i + 1}. ${n.title}\n   ${n.message}\n   ${link(appUrl, n.actionUrl)}`).join('\n\n');
  const rows = items
    .map(
      (n) => `<tr><td style="padding:10px 0;border-top:1px solid #e3e7eb">
<a href="${escapeHtml(link(appUrl, n.actionUrl))}" style="font-size:15px;font-weight:bold;color:#1565c0;text-decoration:none">${escapeHtml(n.title)}</a>
<div style="font-size:14px;line-height:1.5">${escapeHtml(n.message)}</div></td></tr>`,
    )
    .join('');
  return {
    to,
    subject: title,
    text: `${title}\n\n${text}\n\nYou receive this because of your notification preferences in Scorecard (Settings → Notifications).\n`,
    html: page(title, `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>`),
  };
}
