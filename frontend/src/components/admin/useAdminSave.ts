import { useRedirect } from 'react-admin';
import { toast } from '../../lib/toast/toastStore';

/** The server's own sentence from a react-admin HttpError, to show under the failure title. */
export function messageOf(error: unknown): string | undefined {
  const body = (error as { body?: { message?: unknown } })?.body;
  return typeof body?.message === 'string' ? body.message : undefined;
}

/**
 * mutationOptions for the Admin Panel's create and edit forms: the specification's success toast
 * and back to the panel's tab, or its failure toast with the server's reason (the form stays).
 */
export function useAdminSave(success: string, failure: string, tab: 'organizations' | 'users') {
  const redirect = useRedirect();
  return {
    onSuccess: () => {
      toast({ title: success, variant: 'success' });
      redirect(`/admin?tab=${tab}`);
    },
    onError: (error: unknown) => toast({ title: failure, description: messageOf(error), variant: 'destructive' }),
  };
}
