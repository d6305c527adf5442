import type { ReactNode } from 'react';

/**
 * The single app-level toast queue (platform.md sections 4 and 9): at most one toast is visible and
 * a new toast replaces the previous one. Toasts can be added, updated, dismissed or removed;
 * dismissing schedules removal after 1,000,000 ms and dismissing with no id dismisses all.
 * The public area calls it directly; inside react-admin, useNotify is bridged into it.
 */

export type ToastVariant = 'default' | 'success' | 'info' | 'warning' | 'destructive';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; null keeps it open. */
  duration?: number | null;
  /** One button in the toast, e.g. Undo. */
  action?: { label: string; onClick: () => void };
  /** Called once when the toast closes, is replaced or is removed. */
  onDismiss?: () => void;
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
const settled = new Set<string>();

function settle(item: Toast): void {
  if (settled.has(item.id)) return;
  settled.add(item.id);
  try {
    item.onDismiss?.();
  } catch (error) {
    console.error('Toast onDismiss failed', error);
  }
}

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
  targets.forEach((item) => {
    settle(item);
    scheduleRemoval(item.id);
  });
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

export function removeToast(id?: string): void {
  if (id === undefined) {
    toasts.forEach(settle);
    removeTimers.forEach((timer) => clearTimeout(timer));
    removeTimers.clear();
    settled.clear();
    emit([]);
    return;
  }
  toasts.filter((item) => item.id === id).forEach(settle);
  const timer = removeTimers.get(id);
  if (timer) clearTimeout(timer);
  removeTimers.delete(id);
  settled.delete(id);
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
      settle(old);
      settled.delete(old.id);
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
