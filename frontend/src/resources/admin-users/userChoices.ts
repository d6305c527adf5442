import { ADMIN_MESSAGES, USER_ROLE_DISPLAY_NAMES, USER_ROLES } from '@scorecard/contracts';

export const ROLE_CHOICES = USER_ROLES.map((id) => ({ id, name: USER_ROLE_DISPLAY_NAMES[id] }));

const requiredText = (message: string) => (value: unknown) => (typeof value === 'string' && value.trim() ? undefined : message);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** platform.md section 5: email, first name and last name required. */
export const validateEmail = (value: unknown) => requiredText(ADMIN_MESSAGES.emailRequired)(value) ?? (EMAIL.test(String(value).trim()) ? undefined : 'Please enter a valid email');
export const validateFirstName = requiredText(ADMIN_MESSAGES.firstNameRequired);
export const validateLastName = requiredText(ADMIN_MESSAGES.lastNameRequired);

/** The organization picker's "none" is a real value (a select item must not be empty): it is sent as null. */
export const NO_ORGANIZATION = 'none';
export const organizationIdOut = (value: unknown) => (value === NO_ORGANIZATION || value === '' || value === undefined ? null : value);
