import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationType } from 'react-admin';
import { TOAST_DEFAULT_DURATION, toast, type ToastVariant } from '../lib/toast/toastStore';

const variantOf: Record<NotificationType, ToastVariant> = {
  success: 'success',
  info: 'default',
  warning: 'warning',
  error: 'destructive',
};

/**
 * Replaces react-admin's own snackbar: every useNotify() call becomes a toast of the single
 * app-level Toaster, so at most one toast is ever visible. A second line can be passed as
 * `notify('Status Updated', { type: 'success', description: 'Request status changed to Done' })`.
 * Undoable mutations keep working: Undo cancels, closing or replacing the toast commits.
 */
export function NotificationBridge() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    if (!notifications.length) return;
    setNotifications([]);
    notifications.forEach(({ message, type, notificationOptions = {} }) => {
      const { autoHideDuration, messageArgs, undoable, description } = notificationOptions;
      const title = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
      const text = typeof description === 'string' ? translate(description, { _: description, ...messageArgs }) : undefined;
      let undone = false;
      toast({
        title,
        description: text,
        variant: variantOf[type] ?? 'default',
        duration: autoHideDuration === undefined ? TOAST_DEFAULT_DURATION : autoHideDuration,
        action: undoable
          ? {
              label: translate('ra.action.undo'),
              onClick: () => {
                undone = true;
                takeMutation()?.({ isUndo: true });
              },
            }
          : undefined,
        onDismiss: undoable
          ? () => {
              if (!undone) takeMutation()?.({ isUndo: false });
            }
          : undefined,
      });
    });
  }, [notifications, setNotifications, takeMutation, translate]);

  return null;
}
