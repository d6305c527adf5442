/** Single sign-on with OpenID Connect, per organization (DESIGN decision 27). */
import { ACCESS_MESSAGES } from './messages.js';

/** `GET /api/settings/sso` and the answer of `PUT`: the configuration without its secret. */
export interface SsoSettings {
  /** false until an admin saved a configuration (the other fields are then empty). */
  configured: boolean;
  issuer: string;
  clientId: string;
  /** Whether a client secret is stored; the secret itself is never answered. */
  clientSecretSet: boolean;
  emailDomains: string[];
  enforced: boolean;
  /** The redirect URI to register at the provider: `APP_URL/api/auth/sso/callback`. */
  redirectUri: string;
  updatedAt: string | null;
}

/** `PUT /api/settings/sso`: `clientSecret` may be left out (or empty) to keep the stored one. */
export interface SsoSettingsInput {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  emailDomains: string[];
  enforced: boolean;
}

/** `POST /api/settings/sso/test`: what discovery found at the issuer, or why it failed. */
export interface SsoTestResult {
  ok: boolean;
  issuer: string;
  message: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  supportsPkceS256?: boolean;
  supportsClientSecretBasic?: boolean;
}

/** `GET /api/auth/sso/discover?email=` (public, beyond the contract): whether the sign-in dialog offers SSO. */
export interface SsoDiscovery {
  sso: boolean;
  enforced: boolean;
}

/** Addresses anyone can get: no organization may claim them (they would speak for strangers). */
export const PUBLIC_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'ymail.com',
  'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.net', 'gmx.de',
  'web.de', 'mail.com', 'yandex.com', 'yandex.ru', 'mail.ru', 'qq.com', '163.com', 'zoho.com', 'fastmail.com',
  'tutanota.com', 'hey.com', 'example.com',
];

export const SSO_MESSAGES = {
  /** DESIGN decision 27: password sign-in for an enforced domain. */
  enforced: "Sign in with your organization's single sign-on",
  domainTaken: (domain: string) => `The domain ${domain} is already claimed by another organization`,
  domainInvalid: (domain: string) => `${domain} is not a valid e-mail domain`,
  domainPublic: (domain: string) => `${domain} is a public e-mail domain and cannot be claimed`,
  domainsRequired: 'Add at least one e-mail domain',
  issuerInsecure: 'The issuer must be an https:// URL',
  issuerInvalid: 'Issuer must be a URL',
  discoveryFailed: (reason: string) => `The issuer could not be discovered: ${reason}`,
  secretRequired: 'Client secret is required',
  saved: 'Single sign-on saved',
  removed: 'Single sign-on removed',
  noSso: 'Single sign-on is not set up for this e-mail address',
  /** The callback's refusals, shown by the front end from `/?sso_error=`. */
  failed: 'Single sign-on failed. Please try again.',
  otherOrganization: 'This account belongs to another organization',
  superAdmin: 'A super admin signs in with a password',
} as const;

/** The codes the callback redirects with (`/?sso_error=<code>`) and the sentence each shows. */
export const SSO_ERRORS = {
  failed: SSO_MESSAGES.failed,
  state: 'Single sign-on could not be verified (the sign-in link was stale or tampered with). Nobody was signed in.',
  provider: 'Your identity provider refused the sign-in. Nobody was signed in.',
  email: 'Your identity provider did not give a verified e-mail address of your organization.',
  deactivated: 'This account has been deactivated',
  limit: 'Your plan has reached its user limit. Upgrade your plan to add more.',
  other: SSO_MESSAGES.otherOrganization,
  suspended: 'Your organization has been suspended. Please contact support.',
  superAdmin: SSO_MESSAGES.superAdmin,
  none: SSO_MESSAGES.noSso,
} as const;
export type SsoErrorCode = keyof typeof SSO_ERRORS;

/**
 * The sentence for `/?sso_error=<code>` (only known codes: the address never carries text to show).
 * A user-limit refusal carries `limit` and reads like every other one (DESIGN decision 8).
 */
export function ssoErrorMessage(code: string, limit?: number | null): string {
  if (code === 'limit' && limit && Number.isInteger(limit) && limit > 0) return ACCESS_MESSAGES.limitReached('users', limit);
  return Object.prototype.hasOwnProperty.call(SSO_ERRORS, code) ? SSO_ERRORS[code as SsoErrorCode] : SSO_ERRORS.failed;
}
