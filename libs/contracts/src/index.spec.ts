import { describe, expect, it } from 'vitest';
import * as contracts from './index.js';

describe('package entry', () => {
  it('re-exports every module', () => {
    for (const name of [
      'BSC_PERSPECTIVES', 'FUNCTION_LEVELS', 'defaultChildLevel', 'normalizePlan', 'PERFORMANCE_STATUSES',
      'DEFAULT_ORGANIZATION_SETTINGS', 'CACHE_TIMES', 'perspectiveName',
      'WEIGHT_MESSAGES', 'SETTINGS_MESSAGES', 'AUTH_MESSAGES', 'PERIOD_CLOSE_MESSAGES', 'DEFAULT_PERIOD_CLOSE_SETTINGS',
      'classify', 'classifyError', 'friendlyMessage', 'NO_RESPONSE',
      'shouldRetryQuery', 'shouldRetryMutation', 'retryDelay',
      'PALETTE', 'PERSPECTIVE_COLORS', 'contrastRatio',
      'csvSafeCell', 'csvReadCell',
    ]) {
      expect(contracts, name).toHaveProperty(name);
    }
  });
});
