import { useParams } from 'react-router';
import { useRedirect, type Identifier } from 'react-admin';
import type { LibraryKind } from './libraryMessages';

/** What the Library page passes to an add or edit dialog. */
export interface LibraryDialogProps {
  open?: boolean;
  onClose?: () => void;
  /** The record edited (edit dialogs). */
  id?: Identifier | null;
}

/**
 * The Library page opens the dialogs with props; as a <Resource>'s create or edit route
 * (/objectives/create, /objectives/:id) a dialog is open, reads its id from the path and closes to
 * the resource's list.
 */
export function useDialogProps(kind: LibraryKind, props: LibraryDialogProps) {
  const params = useParams<{ id?: string }>();
  const redirect = useRedirect();
  return {
    open: props.open ?? true,
    onClose: props.onClose ?? (() => redirect('list', kind)),
    id: props.id ?? params.id ?? null,
  };
}
