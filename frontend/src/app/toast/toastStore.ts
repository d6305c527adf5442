/**
 * The single app-level toast queue (platform.md sections 4 and 9): at most one toast is visible and
 * a new toast replaces the previous one. Toasts can be added, updated, dismissed or removed;
 * dismissing schedules removal after 1,000,000 ms and dismissing with no id dismisses all.
 * The public area calls it directly; inside react-admin, useNotify is bridged into it.
 */

export type ToastVariant = 'default' | 'success' | 'info' | 'warning' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; null keeps it open. */
  duration?: number | null;
}

export interface Toast extends ToastInput {
  id: string;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DEFAULT_DURATION = 5000;

type Listener = (toasts: Toast[]) => void;

let toasts: Toast[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener(toasts));
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      removeToast(id);
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string): void {
  const targets = id ? toasts.filter((item) => item.id === id) : toasts;
  targets.forEach((item) => scheduleRemoval(item.id));
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

export function removeToast(id?: string): void {
  if (id === undefined) {
    removeTimers.forEach((timer) => clearTimeout(timer));
    removeTimers.clear();
    emit([]);
    return;
  }
  const timer = removeTimers.get(id);
  if (timer) clearTimeout(timer);
  removeTimers.delete(id);
  emit(toasts.filter((item) => item.id !== id));
}

export function updateToast(id: string, patch: Partial<ToastInput>): void {
  emit(toasts.map((item) => (item.id === id ? { ...item, ...patch } : item)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (patch: Partial<ToastInput>) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const item: Toast = { duration: TOAST_DEFAULT_DURATION, variant: 'default', ...input, id, open: true };
  // Newest first; anything beyond the limit is dropped at once.
  const next = [item, ...toasts].slice(0, TOAST_LIMIT);
  toasts
    .filter((old) => !next.includes(old))
    .forEach((old) => {
      const timer = removeTimers.get(old.id);
      if (timer) clearTimeout(timer);
      removeTimers.delete(old.id);
    });
  emit(next);
  return { id, dismiss: () => dismissToast(id), update: (patch) => updateToast(id, patch) };
}

export function getToasts(): Toast[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
