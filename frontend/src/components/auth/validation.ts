import { LIMITS, VALIDATION_MESSAGES, isValidEmail } from '../../lib/shared';

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Sign-in: a valid e-mail and a password (platform.md section 5). */
export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  const errors: FieldErrors<SignInValues> = {};
  if (!isValidEmail(values.email)) errors.email = VALIDATION_MESSAGES.email;
  if (!values.password) errors.password = VALIDATION_MESSAGES.passwordRequired;
  return errors;
}

/** Sign-up rules of platform.md section 5. */
export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  const errors: FieldErrors<SignUpValues> = {};
  if (!values.firstName.trim()) errors.firstName = VALIDATION_MESSAGES.firstNameRequired;
  if (values.lastName.trim().length < LIMITS.lastNameMin) errors.lastName = VALIDATION_MESSAGES.lastNameMin;
  if (!isValidEmail(values.email)) errors.email = VALIDATION_MESSAGES.email;
  if (values.password.length < LIMITS.passwordMin) errors.password = VALIDATION_MESSAGES.passwordMin;
  if (values.companyName.trim().length < LIMITS.companyNameMin) errors.companyName = VALIDATION_MESSAGES.companyNameMin;
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
