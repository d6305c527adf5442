import { serverMessage } from '@scorecard/contracts';
import { toast } from '../../lib/toast/toastStore';

/** Toast titles of the scorecard screens (scorecard.md section 8). */
export const TOAST_TITLES = { success: 'Success', error: 'Error' } as const;

export const notifySuccess = (description: string) => toast({ title: TOAST_TITLES.success, description, variant: 'success' });
export const notifyFailure = (description: string) => toast({ title: TOAST_TITLES.error, description, variant: 'destructive' });

/** The server's one-sentence message of a failed call (react-admin's HttpError keeps the body), else the error's text, else 'Unknown error'. */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object') {
    const fromBody = serverMessage((error as { body?: unknown }).body);
    if (fromBody) return fromBody;
    const text = (error as { message?: unknown }).message;
    if (typeof text === 'string' && text.trim()) return text.replace(/^\d{3}:\s*/, '');
  }
  return 'Unknown error';
}
