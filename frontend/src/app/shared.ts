/**
 * The one door between the front end and `@scorecard/contracts`.
 *
 * TODO(contracts): once libs/contracts is built, replace the local definitions below with
 * re-exports, e.g. `export { UserRole, VALIDATION_MESSAGES, shouldRetryQuery, ... } from '@scorecard/contracts';`
 * and keep the names used here (or adapt the few importers).
 */

// TODO(contracts): UserRole enum
export type UserRole = 'user' | 'admin' | 'super_admin';

export const USER_ROLE_LABELS: Record<UserRole, string> = {
  user: 'User',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

// TODO(contracts): validation messages (platform.md section 5)
export const VALIDATION_MESSAGES = {
  // The specification gives first name no effective minimum; we only require it.
  firstNameRequired: 'First name is required',
  lastNameMin: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email',
  passwordMin: 'Password must be at least 8 characters',
  passwordRequired: 'Password is required',
  companyNameMin: 'Company name must be at least 2 characters',
  otpDigits: 'Please enter the 6-digit code',
  emailRequired: 'Please enter your email address',
} as const;

// TODO(contracts): limits (platform.md section 5 and 9)
export const LIMITS = {
  lastNameMin: 2,
  passwordMin: 8,
  companyNameMin: 2,
  otpLength: 6,
} as const;

// TODO(contracts): the e-mail rule shared with the server's DTOs
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** Status of an HTTP-ish error, or undefined when no response was received. */
const statusOf = (error: unknown): number | undefined => {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number' && status > 0) return status;
  }
  return undefined;
};

// TODO(contracts): retry policy (platform.md section 9)
/** Query retry: none on 401; up to 2 retries without a response; one retry on 5xx. */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean => {
  const status = statusOf(error);
  if (status === undefined) return failureCount < 2;
  if (status >= 500) return failureCount < 1;
  return false;
};

/** Mutation retry: none on 401 or 422; one retry when no response was received. */
export const shouldRetryMutation = (failureCount: number, error: unknown): boolean => {
  const status = statusOf(error);
  return status === undefined && failureCount < 1;
};

/** Delay doubles from 1000 ms, capped at 30000 ms. */
export const retryDelay = (attemptIndex: number): number =>
  Math.min(1000 * 2 ** attemptIndex, 30000);
