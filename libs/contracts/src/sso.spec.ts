import { describe, expect, it } from 'vitest';
import { PUBLIC_EMAIL_DOMAINS, SSO_ERRORS, SSO_MESSAGES, ssoErrorMessage } from './sso.js';

describe('single sign-on messages (DESIGN decision 27)', () => {
  it('has the decision\'s enforced-domain refusal word for word', () => {
    expect(SSO_MESSAGES.enforced).toBe("Sign in with your organization's single sign-on");
    expect(SSO_MESSAGES.domainTaken('acme.com')).toBe('The domain acme.com is already claimed by another organization');
    expect(SSO_MESSAGES.domainInvalid('x')).toBe('x is not a valid e-mail domain');
    expect(SSO_MESSAGES.domainPublic('gmail.com')).toBe('gmail.com is a public e-mail domain and cannot be claimed');
    expect(SSO_MESSAGES.discoveryFailed('ECONNREFUSED')).toBe('The issuer could not be discovered: ECONNREFUSED');
    expect(PUBLIC_EMAIL_DOMAINS).toContain('gmail.com');
  });

  it('turns a callback code into its sentence, only for known codes', () => {
    expect(ssoErrorMessage('state')).toBe(SSO_ERRORS.state);
    expect(ssoErrorMessage('deactivated')).toBe('This account has been deactivated');
    expect(ssoErrorMessage('Call us at 555')).toBe(SSO_ERRORS.failed);
    expect(ssoErrorMessage('toString')).toBe(SSO_ERRORS.failed);
  });

  it('reads a user-limit refusal like every other one (decision 8), with the limit when it is a whole number', () => {
    expect(ssoErrorMessage('limit', 5)).toBe('Your plan allows at most 5 users. Upgrade your plan to add more.');
    expect(ssoErrorMessage('limit', null)).toBe(SSO_ERRORS.limit);
    expect(ssoErrorMessage('limit', 2.5)).toBe(SSO_ERRORS.limit);
    expect(ssoErrorMessage('limit', -1)).toBe(SSO_ERRORS.limit);
  });
});
