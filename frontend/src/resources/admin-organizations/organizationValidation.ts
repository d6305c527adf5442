import { ADMIN_MESSAGES } from '@scorecard/contracts';

/** platform.md section 5: a name, non-empty after trimming. */
export const organizationName = (value: unknown) =>
  typeof value === 'string' && value.trim() ? undefined : ADMIN_MESSAGES.organizationNameRequired;

const DOMAIN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
export const organizationDomain = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && (value.trim() === '' || DOMAIN.test(value.trim())))
    ? undefined
    : 'Please enter a valid domain such as example.com';
