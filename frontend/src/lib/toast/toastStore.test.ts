import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY, dismissToast, getToasts, removeToast, toast } from './toastStore';

describe('toastStore', () => {
  afterEach(() => {
    removeToast();
    vi.useRealTimers();
  });

  it('keeps at most one toast: a new one replaces the previous', () => {
    const onDismiss = vi.fn();
    toast({ title: 'First', onDismiss });
    toast({ title: 'Second' });
    expect(getToasts().map((item) => item.title)).toEqual(['Second']);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('dismisses, then removes after the removal delay', () => {
    vi.useFakeTimers();
    const { id } = toast({ title: 'Saved' });
    dismissToast(id);
    expect(getToasts()[0].open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToasts()).toEqual([]);
  });

  it('dismisses all when no id is given, and can update a toast', () => {
    const handle = toast({ title: 'Saving' });
    handle.update({ title: 'Saved', variant: 'success' });
    expect(getToasts()[0]).toMatchObject({ title: 'Saved', variant: 'success', open: true });
    dismissToast();
    expect(getToasts().every((item) => !item.open)).toBe(true);
  });
});
