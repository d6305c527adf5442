import { classifyError, type ClassifiedError } from '@scorecard/contracts';
import { notifyConnectionProblem, notifySessionExpired } from './session';

type Listener = (error: ClassifiedError, original: unknown) => void;
const listeners = new Set<Listener>();

/** Registers a listener for every failed query, mutation and data-provider call. */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Passes a failure through the shared classifier (libs/contracts, platform.md section 8) and tells
 * the listeners; answers the classified error.
 */
export function reportApiError(error: unknown): ClassifiedError {
  const classified = classifyError(error);
  for (const listener of listeners) listener(classified, error);
  return classified;
}

// The global listener of section 8: 'Session Expired' (only for a browser that was signed in) and
// 'Connection Problem'. Both toasts are throttled, so a burst of failures shows one.
onApiError((error) => {
  if (error.type === 'NETWORK') notifyConnectionProblem();
  else if (error.type === 'AUTHENTICATION') notifySessionExpired();
});
