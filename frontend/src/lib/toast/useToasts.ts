import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts, type Toast } from './toastStore';

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
