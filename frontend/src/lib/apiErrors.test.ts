import { afterEach, describe, expect, it, vi } from 'vitest';
import { onApiError, reportApiError } from './apiErrors';
import { getToasts, removeToast } from './toast/toastStore';

describe('reportApiError', () => {
  afterEach(() => removeToast());

  it('classifies a request that got no answer as NETWORK and shows Connection Problem', () => {
    const listener = vi.fn();
    const off = onApiError(listener);
    const classified = reportApiError(new TypeError('Failed to fetch'));
    off();
    expect(classified.type).toBe('NETWORK');
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ type: 'NETWORK' }), expect.any(TypeError));
    expect(getToasts().map((t) => [t.title, t.description])).toEqual([['Connection Problem', 'Please check your internet connection.']]);
  });

  it('classifies an answered 403 as AUTHORIZATION with the specification message and no global toast', () => {
    const classified = reportApiError({ status: 403, body: { statusCode: 403, message: 'Nope' } });
    expect(classified).toMatchObject({ type: 'AUTHORIZATION', message: 'You do not have permission to perform this action' });
    expect(getToasts()).toEqual([]);
  });

  it('keeps the server message of a 422', () => {
    const classified = reportApiError({ status: 422, body: { statusCode: 422, message: 'Your plan allows at most 50 objectives' } });
    expect(classified).toMatchObject({ type: 'VALIDATION', message: 'Your plan allows at most 50 objectives', needsAction: true });
  });
});
