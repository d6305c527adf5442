import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { reportApiError } from '../apiErrors';
import * as api from './securityApi';
import { checkTwoFactorRequirement, resetTwoFactorRequirement } from './twoFactorRequirement';

vi.mock('./securityApi', () => ({ fetchTwoFactorStatus: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  resetTwoFactorRequirement();
});

describe('two-factor requirement', () => {
  it('is required when the API says so, and clear otherwise or when the call fails', async () => {
    vi.mocked(api.fetchTwoFactorStatus).mockResolvedValueOnce({ enabled: false, setupRequired: true });
    expect(await checkTwoFactorRequirement()).toBe('required');
    vi.mocked(api.fetchTwoFactorStatus).mockResolvedValueOnce({ enabled: true, setupRequired: false });
    expect(await checkTwoFactorRequirement()).toBe('clear');
    vi.mocked(api.fetchTwoFactorStatus).mockRejectedValueOnce(new ApiError(401, 'Please sign in to continue', null));
    expect(await checkTwoFactorRequirement()).toBe('clear');
  });

  it('asks again when a call is refused with the setup message, and only then', async () => {
    vi.mocked(api.fetchTwoFactorStatus).mockResolvedValue({ enabled: false, setupRequired: true });
    reportApiError(new ApiError(403, 'You do not have permission to perform this action', null));
    expect(api.fetchTwoFactorStatus).not.toHaveBeenCalled();
    reportApiError(new ApiError(403, 'Set up two-factor authentication to continue', { statusCode: 403, message: 'Set up two-factor authentication to continue' }));
    await vi.waitFor(() => expect(api.fetchTwoFactorStatus).toHaveBeenCalledTimes(1));
  });
});
