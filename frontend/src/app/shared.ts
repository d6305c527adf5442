/**
 * The one door between the front end and `@scorecard/contracts`: screens import from here, so the
 * names the front end uses stay stable while the shared package evolves.
 */
import {
  AUTH_MESSAGES,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_ROLE_DISPLAY_NAMES,
  VERIFICATION_CODE_LENGTH,
} from '@scorecard/contracts';

export type { SessionUser, UserRole, VerificationStatus } from '@scorecard/contracts';
export {
  AUTH_MESSAGES,
  LOCAL_STORAGE_KEYS,
  VERIFY_EMAIL_REDIRECT_DELAY_MS,
  SESSION_MESSAGES,
  ACCESS_MESSAGES,
  isValidEmail,
  retryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from '@scorecard/contracts';

export const USER_ROLE_LABELS = USER_ROLE_DISPLAY_NAMES;

/** Form messages of platform.md section 5. */
export const VALIDATION_MESSAGES = {
  firstNameRequired: AUTH_MESSAGES.firstNameRequired,
  lastNameMin: AUTH_MESSAGES.lastNameMin,
  email: AUTH_MESSAGES.invalidEmail,
  passwordMin: AUTH_MESSAGES.passwordMin,
  passwordRequired: AUTH_MESSAGES.passwordRequired,
  companyNameMin: AUTH_MESSAGES.companyNameMin,
  otpDigits: AUTH_MESSAGES.codeFormat,
  emailRequired: AUTH_MESSAGES.emailRequired,
} as const;

export const LIMITS = {
  lastNameMin: NAME_MIN_LENGTH,
  passwordMin: PASSWORD_MIN_LENGTH,
  companyNameMin: NAME_MIN_LENGTH,
  otpLength: VERIFICATION_CODE_LENGTH,
} as const;
